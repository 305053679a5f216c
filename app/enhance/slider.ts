/**
 * The home slider's buttons: shown once this runs, each scrolls the track by a page, and each is
 * disabled at its end. Event delegation and a look-up per event, so a slider the page refresh
 * morphed in keeps working.
 */
/** Returns what to call after the page morphed a new slider in. */
export function enhanceSlider(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const update = (slider: Element) => {
    const track = slider.querySelector<HTMLElement>(".slider__track");
    if (!track) return;
    for (const button of slider.querySelectorAll<HTMLButtonElement>("[data-slide]")) {
      button.hidden = false;
      button.disabled =
        button.dataset.slide === "-1" ? track.scrollLeft <= 2 : track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    }
  };
  const updateAll = () => {
    for (const slider of doc.querySelectorAll("[data-slider]")) update(slider);
  };
  doc.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("[data-slide]") : null;
    const track = button?.closest("[data-slider]")?.querySelector<HTMLElement>(".slider__track");
    if (!button || !track) return;
    track.scrollBy({ left: Number(button.dataset.slide) * Math.max(track.clientWidth - 60, 240), behavior: "smooth" });
  });
  doc.addEventListener(
    "scroll",
    (event) => {
      const slider = event.target instanceof Element ? event.target.closest("[data-slider]") : null;
      if (slider) update(slider);
    },
    { capture: true, passive: true },
  );
  view.addEventListener("resize", updateAll);
  updateAll();
  return updateAll;
}
