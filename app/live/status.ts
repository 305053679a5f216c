/**
 * What a live page says about its connection, and the fallback's cadence. No React: the hooks,
 * the widget and the unhydrated match page's script (app/enhance) share these.
 */
import type { ConnectionStatus } from "./connection.ts";

/** Lets a connection go while the browser says it is offline and reconnects when it is back; returns the undo. */
export function followNetwork(connection: { pause(): void; reconnectNow(): void }, view: Window): () => void {
  const online = () => connection.reconnectNow();
  const offline = () => connection.pause();
  view.addEventListener("online", online);
  view.addEventListener("offline", offline);
  return () => {
    view.removeEventListener("online", online);
    view.removeEventListener("offline", offline);
  };
}

/** ws(s):// URL of a live endpoint on this site. */
export function liveUrl(path: string): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}${path}`;
}

/**
 * This tab's viewer key for the live relays (decision 062): random, kept in sessionStorage so a
 * reload or a reconnect goes back to the same relay; a fresh one where storage is refused.
 */
export function viewerKey(view: Window): string {
  const fresh = () => Math.random().toString(36).slice(2, 14);
  try {
    const kept = view.sessionStorage.getItem("live-viewer");
    if (kept && /^[\w-]{1,64}$/.test(kept)) return kept;
    const made = fresh();
    view.sessionStorage.setItem("live-viewer", made);
    return made;
  } catch {
    return fresh();
  }
}

const LIVE_STATES = new Set(["In Progress", "Innings Break", "Lunch", "Stumps", "Delay", "Toss"]);

/** The spec's polling cadence, used only by the fallback: 3 s while live, 10 s otherwise. */
export function pollInterval(state: { state?: string } | null): number {
  return state?.state && LIVE_STATES.has(state.state) ? 3_000 : 10_000;
}

/** "Live", "Reconnecting…", …: what the connection badge says. */
export function statusLabel(status: ConnectionStatus): string {
  switch (status) {
    case "live":
      return "Live";
    case "polling":
      return "Live (polling)";
    case "reconnecting":
      return "Reconnecting…";
    case "closed":
      return "Offline";
    default:
      return "Connecting…";
  }
}

/** "12:03:04 GMT": the same text on the server and in every browser (no hydration mismatch). */
export function updatedLabel(at: number | null): string {
  return at ? `${new Date(at).toISOString().slice(11, 19)} GMT` : "—";
}
