/**
 * A match's state and status line at a moment: derived from its timeline and the balls bowled
 * so far, never guessed. Status lines read as fans know them: "Mumbai Indians opt to bowl",
 * "Royal Challengers Bengaluru need 37 runs in 21 balls", "Innings Break",
 * "Day 2: Stumps - India lead by 107 runs", and the result once it is over.
 */
import { chaseProgress, isMultiInningsMatch } from "./chase.ts";
import { breakAt, dayAt, revealedAt, type Timeline } from "./pace.ts";
import { deriveMatchResult, formatResult } from "./result.ts";
import { inningsRuns } from "./score.ts";
import type { MatchInput } from "./types.ts";
import { plural } from "./plural.ts";

export type LiveState = "Preview" | "Toss" | "In Progress" | "Innings Break" | "Lunch" | "Stumps" | "Complete";

export interface MatchMoment {
  state: LiveState;
  /** "Tea" is play suspended but not a state of its own */
  onBreak: "Innings Break" | "Lunch" | "Tea" | "Stumps" | null;
  /** 1-based playing day (multi-day matches) */
  day: number;
  /** deliveries bowled so far, per innings */
  revealed: number[];
}

export function momentAt(timeline: Timeline, now: number): MatchMoment {
  const revealed = revealedAt(timeline, now);
  const day = dayAt(timeline, now);
  if (now < timeline.tossAt) return { state: "Preview", onBreak: null, day, revealed };
  if (now < timeline.start || revealed.every((n) => n === 0)) return { state: "Toss", onBreak: null, day, revealed };
  if (now >= timeline.end) return { state: "Complete", onBreak: null, day, revealed };
  const onBreak = breakAt(timeline, now);
  const state: LiveState =
    onBreak === "Innings Break" ? "Innings Break" : onBreak === "Lunch" ? "Lunch" : onBreak === "Stumps" ? "Stumps" : "In Progress";
  return { state, onBreak, day, revealed };
}

/** The match with only the balls bowled so far; the recorded outcome only once every ball is. */
export function matchSoFar(match: MatchInput, revealed: readonly number[]): MatchInput {
  const finished = match.innings.every((innings, index) => (revealed[index] ?? 0) >= innings.deliveries.length);
  if (finished) return match;
  const innings = match.innings
    .map((innings, index) => ({ ...innings, deliveries: innings.deliveries.slice(0, revealed[index] ?? 0) }))
    .filter((innings, index) => index === 0 || innings.deliveries.length > 0);
  const { outcome: _notYet, ...rest } = match;
  return { ...rest, innings };
}

export function tossText(match: Pick<MatchInput, "toss">): string {
  if (!match.toss) return "";
  return `${match.toss.winner} opt to ${match.toss.decision === "bat" ? "bat" : "bowl"}`;
}

/** "India lead by 107 runs", "England trail by 12 runs", "Scores level" (multi-day matches). */
export function leadText(match: MatchInput): string {
  const [a, b] = match.teams;
  const total = (team: string) => match.innings.filter((i) => i.team === team && !i.superOver).reduce((sum, i) => sum + inningsRuns(i), 0);
  const battingTeam = match.innings.at(-1)?.team ?? a;
  const other = battingTeam === a ? b : a;
  if (!match.innings.some((i) => i.team === other)) return "";
  const lead = total(battingTeam) - total(other);
  if (lead === 0) return "Scores level";
  return lead > 0 ? `${battingTeam} lead by ${plural(lead, "run")}` : `${battingTeam} trail by ${plural(-lead, "run")}`;
}

/** The live status line for a match at a moment (`match` holds only the balls bowled so far). */
export function statusAt(match: MatchInput, moment: MatchMoment, startLabel: string): string {
  if (moment.state === "Preview") return `Match starts at ${startLabel}`;
  if (moment.state === "Toss") return tossText(match);
  if (moment.state === "Complete") return formatResult(deriveMatchResult(match));

  const multiDay = isMultiInningsMatch(match.matchType);
  const current = match.innings.length - 1;
  const chase = current >= 0 ? chaseProgress(match, current) : undefined;
  let situation = tossText(match);
  if (chase && chase.runsNeeded > 0) {
    const team = match.innings[current]!.team;
    situation =
      chase.ballsRemaining !== undefined && !multiDay
        ? `${team} need ${plural(chase.runsNeeded, "run")} in ${plural(chase.ballsRemaining, "ball")}`
        : `${team} need ${plural(chase.runsNeeded, "run")}`;
  } else if (multiDay) {
    situation = leadText(match) || tossText(match);
  }

  if (!multiDay) return moment.state === "Innings Break" ? "Innings Break" : situation;
  const label = { "Innings Break": "Innings Break", Lunch: "Lunch Break", Tea: "Tea Break", Stumps: "Stumps" };
  const prefix = `Day ${moment.day}: `;
  return moment.onBreak ? `${prefix}${label[moment.onBreak]}${situation ? ` - ${situation}` : ""}` : `${prefix}${situation}`;
}
