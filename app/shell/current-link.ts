/**
 * Public pages are server HTML with no router in the browser (docs/decisions/019), so their links
 * are plain <a> elements: React Router's <Link> costs ~40 times an <a> to render (it resolves the
 * path and reads the location for each) and buys nothing without client navigation. This marks
 * the link to the page being read as NavLink does: class "active" and aria-current="page".
 */
export function isCurrent(pathname: string, href: string, end = false): boolean {
  const target = href.length > 1 && href.endsWith("/") ? href.slice(0, -1) : href;
  if (pathname === target) return true;
  return !end && target !== "/" && pathname.startsWith(target) && pathname.charAt(target.length) === "/";
}

export function currentLinkProps(
  pathname: string,
  href: string,
  options: { end?: boolean; className?: string } = {},
): { href: string; className?: string; "aria-current"?: "page" } {
  const current = isCurrent(pathname, href, options.end);
  const className = [options.className, current ? "active" : ""].filter(Boolean).join(" ") || undefined;
  return current ? { href, className, "aria-current": "page" } : { href, className };
}
