/**
 * Share links (a gallery's photos): with the Web Share API the device's own share sheet opens;
 * without it, or without this script, the link is an X/Twitter intent that works on its own.
 */
export function enhanceShare(doc: Document): void {
  if (typeof navigator.share !== "function") return;
  doc.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-share-url]") : null;
    if (!link) return;
    event.preventDefault();
    const { shareUrl, shareTitle } = link.dataset;
    // A cancelled share sheet rejects: nothing to do.
    navigator.share({ title: shareTitle, text: shareTitle, url: shareUrl }).catch(() => {});
  });
}
