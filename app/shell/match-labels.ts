import type { MatchSummary } from "../data/schemas.ts";

/**
 * How a match's state reads in the strip and the slider (docs/product/site-and-accounts.md#match-states): In Progress shows as "Live";
 * Innings Break, Lunch and Stumps red; Complete blue; Scheduled grey; Preview and Toss amber.
 */
export const LIVE_STATES: ReadonlySet<string> = new Set(["In Progress", "Innings Break", "Lunch", "Stumps", "Delay", "Toss"]);

export function isLive(match: Pick<MatchSummary, "state">): boolean {
  return LIVE_STATES.has(match.state);
}

export function stateLabel(state: string): string {
  return state === "In Progress" ? "Live" : state;
}

export function stateTone(state: string): "live" | "complete" | "preview" | "other" {
  if (state === "In Progress" || state === "Innings Break" || state === "Lunch" || state === "Stumps") return "live";
  if (state === "Complete") return "complete";
  if (state === "Preview" || state === "Toss") return "preview";
  return "other";
}

/** A match not started: show its start time (and full team names) instead of the status. */
export function showsStartTime(match: Pick<MatchSummary, "state" | "status">): boolean {
  return match.state === "Preview" || match.state === "Scheduled" || match.status.includes("Match starts at") || match.status === "";
}

/** The strip's short title, cut at 27 characters with an ellipsis (docs/product/site-and-accounts.md#constants). */
export const STRIP_TITLE_LENGTH = 27;
export function stripTitle(match: Pick<MatchSummary, "teams" | "description">): string {
  const title = `${match.teams[0].shortName} vs ${match.teams[1].shortName} - ${match.description}`;
  return cut(title, STRIP_TITLE_LENGTH);
}

export function cut(text: string, length: number): string {
  const chars = [...text];
  return chars.length > length ? `${chars.slice(0, length).join("")}...` : text;
}

/** "Sat, 22 Nov, 14:00 GMT": the same text on the server and in the browser (fixed zone). */
const START = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

export function formatStart(ms: number): string {
  const parts = START.formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("weekday")}, ${get("day")} ${get("month")}, ${get("hour")}:${get("minute")} GMT`;
}
