/**
 * Ad slots on unhydrated pages (docs/product/site-and-accounts.md#ad-slots): the server renders every ad of a slot with all but the
 * first hidden; this shows the next one every 3 s and drops an ad whose image does not load (the
 * slot's placeholder shows when none is left). Slots are looked up on each turn, so a slot the page
 * refresh morphed in rotates too.
 */
import { AD_ROTATION_MS } from "../shell/shell-rules.ts";

export function enhanceAds(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  const dropBroken = (slot: Element) => {
    for (const img of slot.querySelectorAll<HTMLImageElement>("img[data-ad]")) {
      if (img.complete && img.naturalWidth === 0) removeAd(slot, img.closest(".ad-slot__ad"));
    }
  };
  doc.addEventListener(
    "error",
    (event) => {
      const img = event.target instanceof HTMLImageElement && event.target.matches("img[data-ad]") ? event.target : null;
      const slot = img?.closest(".ad-slot");
      if (img && slot) removeAd(slot, img.closest(".ad-slot__ad"));
    },
    true,
  );
  for (const slot of doc.querySelectorAll(".ad-slot")) dropBroken(slot);
  view.setInterval(() => {
    for (const slot of doc.querySelectorAll(".ad-slot")) {
      const ads = [...slot.querySelectorAll<HTMLElement>(".ad-slot__ad")];
      if (ads.length < 2) continue;
      const current = Math.max(
        0,
        ads.findIndex((ad) => !ad.hidden),
      );
      ads[current]!.hidden = true;
      ads[(current + 1) % ads.length]!.hidden = false;
    }
  }, AD_ROTATION_MS);
}

function removeAd(slot: Element, ad: Element | null): void {
  if (!ad) return;
  const wasShown = !(ad as HTMLElement).hidden;
  ad.remove();
  const rest = [...slot.querySelectorAll<HTMLElement>(".ad-slot__ad")];
  if (wasShown && rest[0]) rest[0].hidden = false;
  if (rest.length === 0) {
    const placeholder = slot.ownerDocument.createElement("p");
    placeholder.className = "ad-slot__placeholder";
    placeholder.textContent = `Advertisement ${slot.getAttribute("data-size") ?? ""}`.trim();
    slot.appendChild(placeholder);
  }
}
