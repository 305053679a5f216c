/**
 * A place for the viewer's own clock of an instant: the server cannot know the viewer's zone, so
 * it sends the instant and app/enhance/viewer-time.ts writes the time in the browser's zone.
 */
export function ViewerTime({ instant }: { instant: number }) {
  return <span className="viewer-time" data-viewer-time={instant} hidden />;
}
