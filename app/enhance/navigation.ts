/**
 * A match page's filters (innings, highlight, batter, bowler: the same path with another query)
 * are shown in place: the page at that URL is read and morphed in, and the history gets the URL,
 * so the sidebar and the scroll position stay. Other links load as documents.
 */
import type { PageRefresher } from "./refresh.ts";

export function enhanceFilters(doc: Document, refresher: PageRefresher): void {
  const view = doc.defaultView;
  if (!view) return;
  const samePage = (url: URL) => url.origin === view.location.origin && url.pathname === view.location.pathname && !url.hash;
  const show = async (url: URL) => {
    if (!(await refresher.show(url.href, { push: true }))) view.location.assign(url.href);
  };

  doc.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("[data-live-region] a[href]") : null;
    if (!link || link.target || link.hasAttribute("download") || link.closest("[data-load-more]")) return;
    const url = new URL(link.href);
    if (!samePage(url)) return;
    event.preventDefault();
    void show(url);
  });
  doc.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement && event.target.closest("[data-live-region]") ? event.target : null;
    if (!form || event.defaultPrevented || form.method.toLowerCase() !== "get") return;
    const url = new URL(form.action);
    url.search = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
    if (!samePage(url)) return;
    event.preventDefault();
    void show(url);
  });
  view.addEventListener("popstate", () => void refresher.show(view.location.href, { push: false }));
}
