/**
 * Match alerts (docs/decisions/028-match-alerts.md): from what a room publishes when a ball is
 * stored to the alerts its followers get — wickets, fifties and hundreds, innings breaks, the
 * result — and their words. Pure: the same events the room sends its sockets, read once more
 * (workers/live/publication.ts calls it).
 */
import type { LiveSnapshot, MatchEvent } from "../live/protocol.ts";
import type { AlertMessage } from "./kinds.ts";

type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;
/** An event a room publishes, before it gives it its seq, match id and time (the room's PendingEvent). */
export type RoomEvent = DistributiveOmit<Exclude<MatchEvent, { type: "snapshot" }>, "seq" | "matchId" | "at">;

function scoreOf(snapshot: LiveSnapshot, inningsNo: number): string {
  const innings = snapshot.innings.find((i) => i.inningsNo === inningsNo);
  if (!innings) return "";
  const team = snapshot.teams.find((t) => t.id === innings.teamId);
  const wickets = innings.wickets >= 10 ? "" : `/${innings.wickets}`;
  return `${team?.shortName ?? ""} ${innings.runs}${wickets} (${innings.overs} ov)`.trim();
}

/**
 * The alerts of one publication: `events` are what the room sends between `before` and `after`
 * (null when it sends a fresh snapshot instead: then only a result can be told).
 */
export function alertsOf(before: LiveSnapshot, events: readonly RoomEvent[] | null, after: LiveSnapshot): AlertMessage[] {
  const matchId = after.matchId;
  const teams = `${after.teams[0].shortName} v ${after.teams[1].shortName}`;
  const url = `/live-cricket-scores/${matchId}`;
  const alerts: AlertMessage[] = [];
  const add = (kind: AlertMessage["kind"], key: string, title: string, body: string) =>
    alerts.push({ matchId, kind, title: `${teams}: ${title}`, body, url, tag: `${matchId}:${kind}:${key}` });

  for (const event of events ?? []) {
    if (event.type === "wicket") {
      add("wicket", `${event.inningsNo}:${event.position ?? event.text}`, `Wicket! ${scoreOf(after, event.inningsNo)}`, event.text);
    } else if (event.type === "ball") {
      for (const item of event.commentary) {
        if (item.kind !== "milestone") continue;
        if (item.event === "FIFTY") add("fifty", item.key, "Fifty", item.text);
        else if (item.event === "HUNDRED") add("hundred", item.key, "Hundred", item.text);
      }
    } else if (event.type === "innings" && event.action === "end" && after.state !== "Complete") {
      add("innings", String(event.inningsNo), "Innings break", `${scoreOf(after, event.inningsNo)}. ${after.status}`.trim());
    }
  }
  if (after.state === "Complete" && before.state !== "Complete") add("result", "result", "Result", after.status);
  return alerts;
}
