/**
 * What a match adds to careers, team records and tables, derived once from its balls and stored,
 * so profile, team, series and venue pages read a few rows instead of every delivery.
 *
 * - Player lines: one per player per main innings they took part in — batting (position, runs,
 *   balls, 4s, 6s, out or not and how), bowling (legal balls, maidens, runs charged, wickets,
 *   wides, no-balls) or fielding (catches, stumpings, run outs; a substitute's catch is not the
 *   player's). Super overs never count towards careers.
 * - Team lines: one per team per match — the result from its side (a tie settled by a super over
 *   or bowl-out is a win for the eliminator: `tieBreakWon`), points where a league table applies,
 *   and the runs and balls net run rate is made of (ICC method, nrr.ts).
 */
import { statusOf, tallyBatters } from "./batting.ts";
import { bowlerRuns, maidensByBowler } from "./bowling.ts";
import { isMultiInningsMatch, mainInnings } from "./chase.ts";
import { netRunRateInnings } from "./nrr.ts";
import { partnerships } from "./partnerships.ts";
import { DEFAULT_BALLS_PER_OVER, isLegalDelivery, isNoBall, isWide } from "./overs.ts";
import { deriveMatchResult } from "./result.ts";
import type { MatchInput, MatchType, PersonId, WicketKind } from "./types.ts";
import { isBowlerWicket } from "./wickets.ts";

export interface BattingLine {
  /** 1-based place in the batting order. */
  position: number;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  /** Dismissed (retired out included); not out, retired hurt and retired not out are not. */
  out: boolean;
  /** The wicket kind when out. */
  how?: WicketKind;
}

export interface BowlingLine {
  legalBalls: number;
  maidens: number;
  runs: number;
  wickets: number;
  wides: number;
  noBalls: number;
}

export interface PlayerInningsLine {
  /** Index in MatchInput.innings. */
  innings: number;
  person: PersonId;
  team: string;
  batting?: BattingLine;
  bowling?: BowlingLine;
  catches: number;
  stumpings: number;
  runOuts: number;
}

export function playerInningsLines(match: MatchInput): PlayerInningsLine[] {
  const ballsPerOver = match.ballsPerOver || DEFAULT_BALLS_PER_OVER;
  const lines: PlayerInningsLine[] = [];
  for (const { index, innings } of mainInnings(match)) {
    const fieldingTeam = match.teams.find((team) => team !== innings.team) ?? "";
    const byPerson = new Map<PersonId, PlayerInningsLine>();
    const lineOf = (person: PersonId, team: string) => {
      let line = byPerson.get(person);
      if (line === undefined) {
        line = { innings: index, person, team, catches: 0, stumpings: 0, runOuts: 0 };
        byPerson.set(person, line);
        lines.push(line);
      }
      return line;
    };

    tallyBatters(innings).forEach((tally, order) => {
      const status = statusOf(tally);
      const out = status === "out";
      lineOf(tally.id, innings.team).batting = {
        position: order + 1,
        runs: tally.runs,
        balls: tally.balls,
        fours: tally.fours,
        sixes: tally.sixes,
        out,
        ...(out && tally.lastWicket ? { how: tally.lastWicket.wicket.kind } : {}),
      };
    });

    const maidens = maidensByBowler(innings.deliveries, ballsPerOver);
    for (const delivery of innings.deliveries) {
      const bowler = lineOf(delivery.bowler, fieldingTeam);
      bowler.bowling ??= { legalBalls: 0, maidens: maidens.get(delivery.bowler) ?? 0, runs: 0, wickets: 0, wides: 0, noBalls: 0 };
      const figures = bowler.bowling;
      if (isLegalDelivery(delivery)) figures.legalBalls += 1;
      if (isWide(delivery)) figures.wides += 1;
      if (isNoBall(delivery)) figures.noBalls += 1;
      figures.runs += bowlerRuns(delivery);
      for (const wicket of delivery.wickets) {
        if (isBowlerWicket(wicket.kind)) figures.wickets += 1;
        if (wicket.kind === "caught and bowled") bowler.catches += 1;
        const fielders = wicket.fielders.filter((fielder) => fielder.id !== undefined && !fielder.substitute);
        for (const fielder of fielders) {
          const line = lineOf(fielder.id!, fieldingTeam);
          if (wicket.kind === "caught") line.catches += 1;
          else if (wicket.kind === "stumped") line.stumpings += 1;
          else if (wicket.kind === "run out") line.runOuts += 1;
        }
      }
    }
  }
  return lines;
}

/**
 * A stand of a main innings as stored for the stats query's partnerships view: the two batters
 * (the one who came in first, first), the stand's runs (extras included) and legal balls, each
 * batter's runs off the bat and balls faced, and whether it was unbroken (not ended by a
 * dismissal: still together at the end, or one of the pair retired).
 */
export interface PartnershipLine {
  /** Index in MatchInput.innings. */
  innings: number;
  /** 1-based order of the stand in its innings (a retirement makes two stands of one wicket). */
  stand: number;
  /** The wicket it was for: 1 = the opening stand. */
  wicket: number;
  team: string;
  batters: [PersonId, PersonId];
  runs: number;
  balls: number;
  /** Each batter's runs off the bat and balls faced, in `batters` order. */
  shares: [{ runs: number; balls: number }, { runs: number; balls: number }];
  unbroken: boolean;
}

export function partnershipLines(match: MatchInput): PartnershipLine[] {
  return mainInnings(match).flatMap(({ index, innings }) =>
    partnerships(innings, {}).map((stand, order) => ({
      innings: index,
      stand: order + 1,
      wicket: stand.wicket,
      team: innings.team,
      batters: [stand.batters[0].player.id, stand.batters[1].player.id] as [PersonId, PersonId],
      runs: stand.runs,
      balls: stand.balls,
      shares: [
        { runs: stand.batters[0].runs, balls: stand.batters[0].balls },
        { runs: stand.batters[1].runs, balls: stand.batters[1].balls },
      ] as PartnershipLine["shares"],
      unbroken: stand.end !== "dismissal",
    })),
  );
}

export type TeamResult = "won" | "lost" | "tied" | "drawn" | "no result";

export interface TeamMatchLine {
  team: string;
  opponent: string;
  result: TeamResult;
  /** A tie this team won by super over (or bowl-out). */
  tieBreakWon: boolean;
  /** League points (limited-overs competitions); undefined for multi-day matches. */
  points?: number;
  /** Net run rate parts; zero when the match has no result (it does not count). */
  runsFor: number;
  ballsFor: number;
  runsAgainst: number;
  ballsAgainst: number;
  /** Counts towards net run rate (a result was reached). */
  countsForNetRunRate: boolean;
}

/** League points for a limited-overs match: 2 a win (a tie-break win included), 1 a tie or no result. */
export function leaguePoints(result: TeamResult, tieBreakWon: boolean, tieBreakPlayed: boolean): number {
  if (result === "won" || (result === "tied" && tieBreakWon)) return 2;
  if (result === "tied") return tieBreakPlayed ? 0 : 1;
  return result === "no result" ? 1 : 0;
}

/** Whether a league table can be made of matches of this type (Tests and other multi-day matches: no). */
export function hasLeaguePoints(matchType: MatchType): boolean {
  return !isMultiInningsMatch(matchType);
}

/** The two teams' lines of a finished match. */
export function teamMatchLines(match: MatchInput): [TeamMatchLine, TeamMatchLine] {
  const derived = deriveMatchResult(match);
  const counts = derived.result !== "no result";
  const [first, second] = match.teams;
  const line = (team: string, opponent: string): TeamMatchLine => {
    let result: TeamResult;
    if (derived.winner !== undefined) result = derived.winner === team ? "won" : "lost";
    else if (derived.result === "tie") result = "tied";
    else if (derived.result === "draw") result = "drawn";
    else result = "no result";
    const tieBreakWon = result === "tied" && derived.eliminator === team;
    const totals = { runsFor: 0, ballsFor: 0, runsAgainst: 0, ballsAgainst: 0 };
    if (counts) {
      for (const { team: batting, runs, balls } of netRunRateInnings(match)) {
        if (batting === team) {
          totals.runsFor += runs;
          totals.ballsFor += balls;
        } else {
          totals.runsAgainst += runs;
          totals.ballsAgainst += balls;
        }
      }
    }
    return {
      team,
      opponent,
      result,
      tieBreakWon,
      ...(hasLeaguePoints(match.matchType) ? { points: leaguePoints(result, tieBreakWon, derived.eliminator !== undefined) } : {}),
      ...totals,
      countsForNetRunRate: counts,
    };
  };
  return [line(first, second), line(second, first)];
}
