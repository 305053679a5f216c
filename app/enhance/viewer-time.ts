/** Fills the server's `ViewerTime` places with the instant in the viewer's own zone. */
const format = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

export function showViewerTimes(doc: Document): void {
  for (const place of doc.querySelectorAll<HTMLElement>("[data-viewer-time]")) {
    const instant = Number(place.dataset.viewerTime);
    if (!Number.isFinite(instant)) continue;
    place.textContent = ` · Your time: ${format.format(new Date(instant))}`;
    place.hidden = false;
  }
}
