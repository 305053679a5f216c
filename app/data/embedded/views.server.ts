import { battingCard } from "../../cricket/batting.ts";
import { bowlingCard } from "../../cricket/bowling.ts";
import { chaseProgress, isMultiInningsMatch } from "../../cricket/chase.ts";
import { fallOfWickets } from "../../cricket/fall-of-wickets.ts";
import { keepersByStumping } from "../../cricket/keepers.ts";
import { playerRef } from "../../cricket/names.ts";
import { formatOvers, isLegalDelivery } from "../../cricket/overs.ts";
import { currentPartnership } from "../../cricket/partnerships.ts";
import { currentRunRate } from "../../cricket/rates.ts";
import { buildScorecard } from "../../cricket/scorecard.ts";
import { inningsTotal } from "../../cricket/score.ts";
import type { Delivery, MatchInput } from "../../cricket/types.ts";
import type {
  BatterLine,
  BowlerLine,
  InningsScore,
  MatchInfo,
  MatchSummary,
  Miniscore,
  Scorecard,
  SquadPlayer,
  TeamRef,
  TeamSquad,
} from "../schemas.ts";
import { describeMeta, matchTypeGroup, type MatchView } from "./match-record.server.ts";
import { plural } from "../../cricket/plural.ts";

/** Innings scores so far, super overs included and marked. */
export function inningsScores(view: MatchView): InningsScore[] {
  if (view.storedTotals) return view.storedTotals;
  return view.soFar.innings
    .map((innings, index) => ({ innings, index }))
    .filter(({ innings }) => innings.deliveries.length > 0 || innings.forfeited)
    .map(({ innings, index }) => {
      const total = inningsTotal(innings, view.soFar.ballsPerOver);
      return {
        inningsNo: index + 1,
        teamId: view.teamByName[innings.team]!.id,
        runs: total.runs,
        wickets: total.wickets,
        overs: total.overs,
        declared: total.declared,
        superOver: innings.superOver === true,
      };
    });
}

export function summaryOf(view: MatchView): MatchSummary {
  const { description, seriesName, slug } = describeMeta(view.meta);
  return {
    id: view.id,
    description,
    format: view.meta.match_type,
    matchType: matchTypeGroup(view.meta),
    series: { id: view.meta.series_id, name: seriesName },
    isTournament: view.meta.series_matches > 5,
    teams: view.teams,
    venue: view.venue,
    startDate: view.startDate,
    endDate: view.endDate,
    startTime: view.timeline.start,
    endTime: view.state === "Complete" ? view.timeline.end : null,
    state: view.state,
    status: view.status,
    innings: inningsScores(view),
    slug,
    isReplay: view.isReplay,
  };
}

interface Official {
  role: string;
  name: string;
}

export function matchInfo(view: MatchView, officials: Official[]): MatchInfo {
  const names = view.full.names;
  const ref = (id: string) => playerRef(names, id);
  const toss = view.state === "Preview" || !view.full.toss ? null : view.full.toss;
  const live = view.soFar.innings.at(-1);
  const byRole = (role: string) => officials.filter((o) => o.role === role).map((o) => o.name);
  return {
    ...summaryOf(view),
    complete: view.state === "Complete",
    toss: toss ? { winner: view.teamByName[toss.winner]!, decision: toss.decision } : null,
    umpires: byRole("umpire"),
    tvUmpire: byRole("tv_umpire")[0] ?? null,
    referee: byRole("match_referee")[0] ?? null,
    playersOfMatch: view.state === "Complete" ? (JSON.parse(view.meta.player_of_match) as string[]).map(ref) : [],
    playersOfSeries: [],
    battingTeamId: view.state !== "Complete" && live ? view.teamByName[live.team]!.id : null,
    sourceUrl: view.meta.source_url,
  };
}

export function scorecard(view: MatchView): Scorecard {
  const card = buildScorecard(view.soFar);
  // Cricsheet names no captains; a keeper only by a stumping in the balls bowled so far (decision 051).
  const keepers = keepersByStumping(view.soFar);
  const overText = (notation: number) => {
    const over = Math.floor(notation);
    return `${over}.${Math.round((notation - over) * 10)}`;
  };
  return {
    status: view.status,
    innings: card.innings
      .filter((innings) => innings.total.legalBalls > 0 || innings.batting.length > 0)
      .map((innings) => ({
        inningsNo: innings.index + 1,
        superOver: innings.superOver,
        battingTeam: view.teamByName[innings.team]!,
        bowlingTeam: view.teamByName[innings.bowlingTeam]!,
        runs: innings.total.runs,
        wickets: innings.total.wickets,
        overs: innings.total.overs,
        declared: innings.total.declared,
        score: innings.score,
        batting: innings.batting.map((b) => ({
          player: b.player,
          runs: b.runs,
          balls: b.balls,
          fours: b.fours,
          sixes: b.sixes,
          strikeRate: b.strikeRate,
          dismissal: b.dismissal,
          isOut: b.isOut,
          captain: false,
          keeper: keepers.has(b.player.id),
        })),
        bowling: innings.bowling.map((b) => ({
          player: b.player,
          overs: b.overs,
          maidens: b.maidens,
          runs: b.runs,
          wickets: b.wickets,
          economy: b.economy,
          noBalls: b.noBallDeliveries,
          wides: b.wideDeliveries,
          captain: false,
        })),
        extras: innings.extras,
        fallOfWickets: innings.fallOfWickets.map((f) => ({
          wicket: f.wicketNumber,
          runs: f.runs,
          over: f.over,
          player: f.player,
        })),
        yetToBat: innings.yetToBat,
        powerplays: innings.powerplays.map((p) => ({
          type: p.type,
          from: overText(p.from),
          to: overText(p.to),
          runs: p.runs,
          wickets: p.wickets,
        })),
        target: innings.target?.runs ?? null,
      })),
  };
}

interface ReplacementRow {
  team_id: number;
  in_id: string;
  out_id: string;
  reason: string;
}

/** Playing XI and substitutes from the match's lists; Cricsheet has no benches, roles or staff. */
export function squads(view: MatchView, replacements: ReplacementRow[]): [TeamSquad, TeamSquad] {
  const names = view.full.names;
  const cameIn = new Set(replacements.map((r) => r.in_id));
  const wentOut = new Set(replacements.map((r) => r.out_id));
  // Who kept wicket, known only by a stumping so far (decision 051); Cricsheet names no captain.
  const keepers = keepersByStumping(view.soFar);
  const squadOf = (team: TeamRef): TeamSquad => {
    const ids = view.full.players[team.name] ?? [];
    const player = (id: string): SquadPlayer => ({
      ...playerRef(names, id),
      role: null,
      captain: false,
      keeper: keepers.has(id),
      overseas: null,
      substitute: cameIn.has(id),
      playingXIChange: null,
      inMatchChange: cameIn.has(id) ? "MIN" : wentOut.has(id) ? "MOUT" : null,
    });
    const all = ids.map(player);
    return {
      team,
      playingXI: all.filter((p) => !p.substitute),
      substitutes: all.filter((p) => p.substitute),
      bench: [],
      supportStaff: [],
      squad: [],
    };
  };
  return [squadOf(view.teams[0]), squadOf(view.teams[1])];
}

type InningsCard = Pick<ReturnType<typeof buildScorecard>["innings"][number], "batting" | "bowling" | "fallOfWickets">;

/** A batter's line from the core's batting card (null when not in it). */
function batterLine(card: InningsCard, id: string): BatterLine | null {
  const entry = card.batting.find((b) => b.player.id === id);
  if (!entry || entry.isOut) return null;
  const { player, runs, balls, fours, sixes, strikeRate } = entry;
  return { player, runs, balls, fours, sixes, strikeRate };
}

/** Figures of one bowler in an innings, from the core's bowling card. */
function bowlerLine(card: InningsCard, id: string): BowlerLine | null {
  const entry = card.bowling.find((b) => b.player.id === id);
  if (!entry) return null;
  return {
    player: entry.player,
    overs: entry.overs,
    maidens: entry.maidens,
    runs: entry.runs,
    wickets: entry.wickets,
    economy: entry.economy,
  };
}

/** "... 1 0 4 | 1 1 W 0 2 6": the last overs, ball by ball, current over last. */
function recentOvers(deliveries: readonly Delivery[], overs = 3): string {
  // Read from the end (an over's balls are together): a ball costs the same late in a long innings.
  const groups: string[] = [];
  let index = deliveries.length;
  while (index > 0 && groups.length < overs) {
    const over = deliveries[index - 1]!.over;
    const symbols: string[] = [];
    while (index > 0 && deliveries[index - 1]!.over === over) symbols.unshift(ballSymbol(deliveries[--index]!));
    groups.unshift(symbols.join(" "));
  }
  const text = groups.join(" | ");
  return index > 0 ? `... ${text}` : text;
}

/** The last delivery that matches, searched from the end. */
function lastBefore(deliveries: readonly Delivery[], matches: (d: Delivery) => boolean): Delivery | undefined {
  for (let index = deliveries.length - 1; index >= 0; index--) if (matches(deliveries[index]!)) return deliveries[index];
  return undefined;
}

/** The deliveries at the end that match (overs are in order: the first that does not ends the search). */
function lastOnes(deliveries: readonly Delivery[], matches: (d: Delivery) => boolean): readonly Delivery[] {
  let index = deliveries.length;
  while (index > 0 && matches(deliveries[index - 1]!)) index--;
  return deliveries.slice(index);
}

export function ballSymbol(d: Delivery): string {
  if (d.wickets.some((w) => w.kind !== "retired hurt" && w.kind !== "retired not out")) return "W";
  const extra = d.extras.wides ? "wd" : d.extras.noballs ? "nb" : d.extras.legbyes ? "lb" : d.extras.byes ? "b" : "";
  if (!extra) return String(d.runs.total);
  return d.runs.total === 1 && (d.extras.wides || d.extras.noballs) ? extra : `${d.runs.total}${extra}`;
}

/** The live box, from the balls so far; the next ball (known to the replay) says who is on strike. */
export function miniscore(view: MatchView): Miniscore | null {
  const index = view.soFar.innings.length - 1;
  const innings = view.soFar.innings[index];
  if (!innings || innings.deliveries.length === 0) return null;
  const names = view.full.names;
  const bpo = view.soFar.ballsPerOver;
  const total = inningsTotal(innings, bpo);
  // Only the cards the box reads, of this innings alone.
  const card: InningsCard = {
    batting: battingCard(innings, names),
    bowling: bowlingCard(innings, names, bpo),
    fallOfWickets: fallOfWickets(innings, names),
  };
  const next: Delivery | undefined = view.full.innings[index]!.deliveries[innings.deliveries.length];
  const last = innings.deliveries.at(-1)!;
  const overDone = next ? next.over !== last.over : true;
  const striker = next && view.state !== "Complete" ? next.batter : last.batter;
  const nonStriker = next && view.state !== "Complete" ? next.nonStriker : last.nonStriker;
  const currentBowler = overDone && next ? next.bowler : last.bowler;
  const previousOver = lastBefore(innings.deliveries, (d) => d.over < (overDone && next ? next.over : last.over));
  const otherBowler = previousOver && previousOver.bowler !== currentBowler ? previousOver.bowler : null;
  const stand = currentPartnership(innings, names);
  const lastFall = card.fallOfWickets.at(-1);
  const lastOut = lastFall ? card.batting.find((b) => b.player.id === lastFall.player.id) : undefined;
  const chase = chaseProgress(view.soFar, index);
  const limited = !isMultiInningsMatch(view.soFar.matchType);
  const scheduledBalls = chase?.target.balls ?? (view.soFar.overs ? view.soFar.overs * bpo : undefined);
  const performance = (overs: number) => {
    const lastOver = last.over;
    const recent = lastOnes(innings.deliveries, (d) => d.over > lastOver - overs);
    return {
      label: `Last ${plural(overs, "over")}`,
      runs: recent.reduce((sum, d) => sum + d.runs.total, 0),
      wickets: recent.reduce(
        (sum, d) => sum + d.wickets.filter((w) => w.kind !== "retired hurt" && w.kind !== "retired not out").length,
        0,
      ),
    };
  };
  return {
    inningsNo: index + 1,
    battingTeam: view.teamByName[innings.team]!,
    runs: total.runs,
    wickets: total.wickets,
    overs: total.overs,
    striker: batterLine(card, striker),
    nonStriker: batterLine(card, nonStriker),
    bowler: bowlerLine(card, currentBowler),
    otherBowler: otherBowler ? bowlerLine(card, otherBowler) : null,
    partnership: { runs: stand?.runs ?? 0, balls: stand?.balls ?? 0 },
    lastWicket:
      lastFall && lastOut
        ? `${lastOut.player.name} ${lastOut.dismissal} ${lastOut.runs}(${lastOut.balls}) - ${lastFall.runs}/${lastFall.wicketNumber} in ${lastFall.over} ov.`
        : null,
    oversRemaining:
      limited && scheduledBalls !== undefined
        ? formatOvers(Math.max(0, scheduledBalls - innings.deliveries.filter(isLegalDelivery).length), bpo)
        : null,
    recentOvers: recentOvers(innings.deliveries),
    currentRunRate: currentRunRate(total.runs, total.legalBalls, bpo),
    requiredRunRate: chase?.requiredRunRate ?? null,
    target: chase?.target.runs ?? null,
    runsNeeded: chase ? chase.runsNeeded : null,
    ballsRemaining: chase?.ballsRemaining ?? null,
    latestPerformance: [performance(5), performance(10)].filter((_, i) => i === 0 || last.over >= 10),
  };
}

export type { MatchInput };
