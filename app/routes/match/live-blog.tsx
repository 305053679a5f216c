/** Live blog (spec 2 §2.9): none is written for these matches. */
export default function LiveBlogTab() {
  return <p className="empty match-body">There is no live blog for this match.</p>;
}
