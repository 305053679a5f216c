import { useEffect, useState } from "react";

/**
 * The viewer's own clock for an instant, added after hydration (the server cannot know the
 * viewer's zone, and rendering it there would not match the browser's first render).
 */
export function ViewerTime({ instant }: { instant: number }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    setText(
      new Intl.DateTimeFormat(undefined, {
        weekday: "short",
        day: "numeric",
        month: "short",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      }).format(new Date(instant)),
    );
  }, [instant]);
  return text ? <span className="viewer-time"> · Your time: {text}</span> : null;
}
