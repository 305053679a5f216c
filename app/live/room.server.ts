/**
 * For loaders: the live state to render first, with the seq the browser resumes from, so the
 * page and the socket agree without a gap (the match page hands it to app/enhance/live.ts in its
 * HTML; the widget to `useLiveMatch(id, loaderData.live)`).
 */
import type { LiveSnapshot, TickerSnapshot } from "./protocol.ts";

/** The match room's current snapshot; null for an unknown match. */
export async function loadLiveSnapshot(env: Env, matchId: number): Promise<LiveSnapshot | null> {
  const rooms = env.MATCH_ROOM;
  return (await rooms.get(rooms.idFromName(String(matchId))).snapshot(matchId)) as unknown as LiveSnapshot | null;
}

/** Every live match's score line, as the ticker holds it. */
export async function loadTickerSnapshot(env: Env): Promise<TickerSnapshot> {
  return (await env.TICKER.get(env.TICKER.idFromName("global")).snapshot()) as unknown as TickerSnapshot;
}

/** Tells the match's room that its live blog changed (open pages read it again). */
export async function tellRoomOfBlog(env: Env, matchId: number): Promise<void> {
  const rooms = env.MATCH_ROOM;
  await rooms.get(rooms.idFromName(String(matchId))).blogChanged(matchId);
}
