/**
 * Older items in place — commentary (docs/product/match-pages.md#commentary), a team's stories (docs/product/content-areas.md#team-page): when a feed's
 * load-more control is 10 % visible, or pressed, the older page it links to is read and its items
 * appended, none twice (by `data-key`). Live refreshes of the first page keep the older items
 * already shown below it.
 */
import { loadDocument, type PageRefresher } from "./refresh.ts";

const itemsOf = (feed: Element) => [...feed.querySelectorAll<HTMLElement>(":scope > ol > li[data-key]")];

export function enhanceFeed(doc: Document, refresher: PageRefresher): void {
  let loadedOlder = false;
  let loading = false;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void loadMore(), {
    threshold: 0.1,
  });

  function watch() {
    observer.disconnect();
    const control = doc.querySelector("[data-feed] [data-load-more]");
    if (control) observer.observe(control);
  }

  async function loadMore() {
    const feed = doc.querySelector("[data-feed]");
    const control = feed?.querySelector(":scope > [data-load-more]");
    const link = control?.querySelector("a");
    if (!feed || !control || !link || loading) return;
    loading = true;
    const label = link.textContent;
    link.textContent = "Loading…";
    try {
      const older = (await loadDocument(link.href))?.querySelector("[data-feed]");
      if (!older) throw new Error("no older page");
      const known = new Set(itemsOf(feed).map((item) => item.dataset.key));
      const list = feed.querySelector<HTMLOListElement>(":scope > ol");
      for (const item of itemsOf(older)) if (!known.has(item.dataset.key)) list?.appendChild(doc.importNode(item, true));
      const next = older.querySelector(":scope > [data-load-more]");
      if (next) control.replaceWith(doc.importNode(next, true));
      else control.remove();
      loadedOlder = true;
    } catch {
      link.textContent = label; // offline or gone: the control stays for another try
    } finally {
      loading = false;
      watch();
    }
  }

  doc.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-feed] [data-load-more] a")) return;
    event.preventDefault();
    void loadMore();
  });

  // A refreshed first page, then the older items this page had already appended, and its cursor.
  refresher.beforeMorph((current, fresh) => {
    const feed = current.querySelector("[data-feed]");
    const next = fresh.querySelector("[data-feed]");
    if (!loadedOlder || !feed || !next) return;
    const freshKeys = new Set(itemsOf(next).map((item) => item.dataset.key));
    const items = itemsOf(feed);
    const lastShared = items.findLastIndex((item) => freshKeys.has(item.dataset.key));
    if (lastShared < 0) {
      loadedOlder = false; // more new items than a page: start again from the new first page
      return;
    }
    const list = next.querySelector<HTMLOListElement>(":scope > ol");
    for (const item of items.slice(lastShared + 1)) list?.appendChild(item.cloneNode(true));
    next.querySelector(":scope > [data-load-more]")?.remove();
    const control = feed.querySelector<HTMLElement>(":scope > [data-load-more]");
    if (control) next.appendChild(control.cloneNode(true));
  });
  refresher.afterMorph(watch);
  watch();
}
