/**
 * A tab a tabbed page (series, team) does not have: 'Content not found' (docs/product/content-areas.md#series-page), kept out of
 * search engines. The route's loader throws the 404 once it knows the page itself exists.
 */
export function unknownSubpageMeta() {
  return [{ title: "Content not found | Cricket Edge" }, { name: "robots", content: "noindex" }];
}

export function UnknownSubpage() {
  return <p className="empty">Content not found</p>;
}
