/**
 * Ball-by-ball commentary of one innings, derived from the deliveries alone (pure, no I/O).
 *
 * Items, oldest first (reverse for newest first):
 * - before a ball: substitutions recorded on it (impact player, concussion substitute, a bowler
 *   finishing another's over) and retirements Cricsheet records as a batter replacement;
 * - the ball itself (one item per delivery, wides and no-balls included);
 * - milestones reached on that ball: batter 50/100/150..., partnership 50/100/150..., team
 *   50/100/150..., a bowler's fifth wicket;
 * - wicket entries that are not about the ball: retired hurt / not out / out, timed out;
 * - an over separator when the over ends (and for the last, possibly short, over of a finished
 *   innings);
 * - at the end of a finished innings: post-innings penalty runs, then the innings-end item (with
 *   the next side's target, or the result after the match's last innings).
 *
 * Numbers come from the core's own rules (battingCard, bowlingCard, partnerships, inningsWickets,
 * formatScore, describeDismissal...), applied to chunks of deliveries so that the innings is read
 * about once: recounting the innings so far at every ball would be quadratic, too slow for a Test
 * innings on a Worker. Batting and bowling figures are the sums of battingCard / bowlingCard over
 * each completed over (both are sums over deliveries, maidens being per over), plus battingCard of
 * the current over's first balls where a ball needs them (a dismissal, a milestone); a stand
 * starts where partnerships() would start one; a stand milestone prints partnerships() of the
 * innings so far. Cost: about 1 ms for a T20 innings, a few ms for a long Test innings.
 */
import { battingCard, type BattingEntry } from "../batting.ts";
import { bowlingCard, type BowlingEntry } from "../bowling.ts";
import { chaseTarget, isMultiInningsMatch, mainInnings, type ChaseTarget } from "../chase.ts";
import { inningsPenaltyRuns } from "../extras.ts";
import { inningsEndedBy, inningsLimits } from "../innings-end.ts";
import { ordinal } from "../match-description.ts";
import { playerRef, type PlayerRef } from "../names.ts";
import { DEFAULT_BALLS_PER_OVER, deliveryPositions, formatOvers, isLegalDelivery, isNoBall, type DeliveryPosition } from "../overs.ts";
import { partnerships } from "../partnerships.ts";
import { deriveMatchResult, formatResult } from "../result.ts";
import { formatScore, inningsTotal, inningsWickets } from "../score.ts";
import type { Delivery, Innings, MatchInput, PersonId, Wicket } from "../types.ts";
import { isDismissal, retirementsByReplacement } from "../wickets.ts";
import { ballText, isOffBallWicket, onBallWickets, type BatterFigures } from "./ball-text.ts";
import { bold, boundariesText, figuresText, plural, runsBalls, spans, textOf } from "./text.ts";
import {
  HIGHLIGHT,
  type BatterAtCrease,
  type BatterMilestone,
  type BowlerFigures,
  type CommentaryItem,
  type EventItem,
  type InningsEndItem,
  type OverItem,
  type TextSpan,
} from "./types.ts";

type Names = Readonly<Record<PersonId, string>>;

/** Milestones come every 50 runs (batter, stand, team). */
const RUN_MILESTONE_STEP = 50;
const FIVE_WICKETS = 5;

export interface BowlingTally {
  legalBalls: number;
  runs: number;
  wickets: number;
  maidens: number;
}

/** An innings made of some of another's deliveries, without its penalty runs. */
function chunk(innings: Innings, deliveries: readonly Delivery[]): Innings {
  return { team: innings.team, deliveries: [...deliveries], ...(innings.superOver ? { superOver: true } : {}) };
}

function prefix(innings: Innings, count: number): Innings {
  return { ...innings, deliveries: innings.deliveries.slice(0, count), penaltyRuns: { pre: inningsPenaltyRuns(innings).pre } };
}

/** Multiples of step in (before, after]. */
function crossed(before: number, after: number, step: number): number[] {
  const reached: number[] = [];
  for (let value = (Math.floor(before / step) + 1) * step; value <= after; value += step) reached.push(value);
  return reached;
}

function label(position: DeliveryPosition | undefined): string {
  return position === undefined ? "0.0" : `${position.over}.${position.ballNumber}`;
}

/**
 * Whether the innings is over: a later innings exists, the match has a recorded outcome, or the
 * innings closed itself (all out, declared, forfeited, target reached, overs used up).
 */
export function isInningsFinished(match: MatchInput, inningsIndex: number): boolean {
  const innings = match.innings[inningsIndex];
  if (innings === undefined) return false;
  if (inningsIndex < match.innings.length - 1 || match.outcome !== undefined) return true;
  const ballsPerOver = match.ballsPerOver || DEFAULT_BALLS_PER_OVER;
  const total = inningsTotal(innings, ballsPerOver);
  if (total.allOut || total.declared || innings.forfeited) return true;
  return (
    inningsEndedBy(inningsLimits(match, inningsIndex), { runs: total.runs, out: total.wickets, legalBalls: total.legalBalls }) !== undefined
  );
}

/** The chase the next innings faces: from the next innings when it exists, else (innings break of a limited-overs match) for the other side. */
function nextChase(match: MatchInput, inningsIndex: number): { team: string; target: ChaseTarget } | undefined {
  const innings = match.innings[inningsIndex];
  if (innings === undefined) return undefined;
  const next = match.innings[inningsIndex + 1];
  if (next !== undefined) {
    const target = chaseTarget(match, inningsIndex + 1);
    return target === undefined ? undefined : { team: next.team, target };
  }
  if (match.outcome !== undefined || isMultiInningsMatch(match.matchType) || innings.superOver) return undefined;
  const main = mainInnings(match);
  if (main.length !== 1 || main[0]?.index !== inningsIndex) return undefined;
  const other = match.teams.find((team) => team !== innings.team);
  if (other === undefined) return undefined;
  const target = chaseTarget({ ...match, innings: [...match.innings, { team: other, deliveries: [] }] }, inningsIndex + 1);
  return target === undefined ? undefined : { team: other, target };
}

/** The match is decided once its last innings is finished and it was a chase (or a result is recorded). */
function resultAfter(match: MatchInput, inningsIndex: number): string | undefined {
  if (inningsIndex !== match.innings.length - 1) return undefined;
  if (match.outcome === undefined && chaseTarget(match, inningsIndex) === undefined) return undefined;
  const text = formatResult(deriveMatchResult(match));
  return text === "" ? undefined : text;
}

export function commentaryForInnings(match: MatchInput, inningsIndex: number): CommentaryItem[] {
  return commentaryFrom(match, inningsIndex).items;
}

/**
 * Where an innings' commentary can go on from: the running figures before delivery `start`, the
 * first ball of an over. Everything before it stays as it was while balls are only added after it.
 */
export interface CommentaryResume {
  start: number;
  /** batting figures by batter, and bowling tallies by bowler, of the overs before `start` */
  batters: ReadonlyMap<PersonId, BatterFigures>;
  bowlers: ReadonlyMap<PersonId, BowlingTally>;
  teamRuns: number;
  teamWickets: number;
  standRuns: number;
  freeHit: boolean;
  legalBalls: number;
}

/**
 * The items of an innings from `resume.start` on (all of them without `resume`), and where the
 * next call can go on from once balls are added: the start of the last over. A live room asks
 * for a ball's items in the time of an over, not of the innings (docs/decisions/024). The ball
 * at `resume.start` must be the one it was (an over's separator names the batters of the ball
 * after it): only balls after it may have been added.
 */
export function commentaryFrom(
  match: MatchInput,
  inningsIndex: number,
  resume?: CommentaryResume,
): { items: CommentaryItem[]; resume: CommentaryResume | null } {
  const found = match.innings[inningsIndex];
  if (found === undefined) return { items: [], resume: null };
  const innings: Innings = found;
  const names: Names = match.names;
  const ballsPerOver = match.ballsPerOver || DEFAULT_BALLS_PER_OVER;
  const { deliveries } = innings;
  const first = resume?.start ?? 0;
  const positions = deliveryPositions(deliveries, first, resume?.legalBalls ?? 0);
  const freeHitsApply = !isMultiInningsMatch(match.matchType);
  const finished = isInningsFinished(match, inningsIndex);
  const { pre, post } = inningsPenaltyRuns(innings);
  const refs = new Map<PersonId, PlayerRef>();
  const ref = (id: PersonId): PlayerRef => {
    let found = refs.get(id);
    if (found === undefined) {
      found = playerRef(names, id);
      refs.set(id, found);
    }
    return found;
  };
  const shortNameOf = (id: PersonId) => ref(id).shortName;
  const idOf = (seq: number, suffix: string) => `${inningsIndex}:${seq}:${suffix}`;
  const items: CommentaryItem[] = [];

  /** Batting figures at the end of the last completed over. */
  const batters = new Map<PersonId, BatterFigures>(resume?.batters);
  const completedBatting = (id: PersonId): BatterFigures => batters.get(id) ?? { runs: 0, balls: 0, fours: 0, sixes: 0 };
  const bowlers = new Map<PersonId, BowlingTally>(resume?.bowlers);
  let teamRuns = resume?.teamRuns ?? pre;
  let teamWickets = resume?.teamWickets ?? 0;
  let standRuns = resume?.standRuns ?? 0;
  let freeHit = resume?.freeHit ?? false;
  let next: CommentaryResume | null = null;

  const eventItem = (fields: Omit<EventItem, "kind" | "inningsIndex" | "text">): EventItem => ({
    kind: "event",
    inningsIndex,
    text: textOf(fields.formats),
    ...fields,
  });

  if (pre > 0 && first === 0) {
    const formats = spans(bold(`${plural(pre, "penalty run")}`), ` awarded to ${innings.team} before the innings.`);
    items.push(
      eventItem({
        id: idOf(-1, "penalty:pre"),
        seq: deliveries.length > 0 ? 0 : -1,
        overLabel: "0.0",
        formats,
        event: "PENALTY",
        type: "penalty",
        highlights: HIGHLIGHT.OTHERS,
        team: innings.team,
        playersOut: [],
        runs: pre,
      }),
    );
  }

  const overStarts: number[] = [];
  for (let start = first; start < deliveries.length; ) {
    overStarts.push(start);
    let end = start + 1;
    while (end < deliveries.length && deliveries[end]?.over === deliveries[start]?.over) end += 1;
    start = end;
  }
  // The last over is read again when a ball is added; the separator of the one before it has
  // already been written with the ball after it (this run, or the one that began this over).
  const resumeAt = overStarts.at(-1);
  overStarts.forEach((start, index) => {
    if (start === resumeAt) {
      next = {
        start,
        batters: new Map(batters),
        bowlers: new Map(bowlers),
        teamRuns,
        teamWickets,
        standRuns,
        freeHit,
        legalBalls: start === first ? (resume?.legalBalls ?? 0) : positions[start - 1 - first]!.legalBallsInInnings,
      };
    }
    commentOver(start, overStarts[index + 1] ?? deliveries.length);
  });

  if (finished) {
    const last = deliveries.length - 1;
    const lastLabel = label(positions[last - first]);
    if (post > 0) {
      const formats = spans(bold(`${plural(post, "penalty run")}`), ` awarded to ${innings.team} after the innings.`);
      items.push(
        eventItem({
          id: idOf(last, "penalty:post"),
          seq: last,
          overLabel: lastLabel,
          formats,
          event: "PENALTY",
          type: "penalty",
          highlights: HIGHLIGHT.OTHERS,
          team: innings.team,
          playersOut: [],
          runs: post,
        }),
      );
    }
    items.push(inningsEnd(last, lastLabel));
  }
  return { items, resume: next };

  /** Items of the deliveries start..end-1, which make one over. */
  function commentOver(start: number, end: number): void {
    const over = deliveries.slice(start, end);
    // battingCard of the over's first n deliveries, by batter (n = 1..over length), computed when asked for.
    const partial = new Map<number, Map<PersonId, BattingEntry>>();
    const battingOfFirst = (count: number): Map<PersonId, BattingEntry> => {
      let card = partial.get(count);
      if (card === undefined) {
        card = new Map(battingCard(chunk(innings, over.slice(0, count)), names).map((entry) => [entry.player.id, entry]));
        partial.set(count, card);
      }
      return card;
    };
    /** A batter's figures once delivery `seq` is done (seq = start - 1: before the over). */
    const figuresAfter = (id: PersonId, seq: number): BatterFigures => {
      const done = completedBatting(id);
      const inOver = seq < start ? undefined : battingOfFirst(seq - start + 1).get(id);
      return inOver === undefined ? done : addFigures(done, inOver);
    };

    // Where batters reach 50, 100, ... in this over.
    const milestonesAt = new Map<number, number[]>();
    for (const [id, entry] of battingOfFirst(over.length)) {
      const before = completedBatting(id).runs;
      for (const value of crossed(before, before + entry.runs, RUN_MILESTONE_STEP)) {
        for (let seq = start; seq < end; seq += 1) {
          if (figuresAfter(id, seq).runs < value) continue;
          milestonesAt.set(seq, [...(milestonesAt.get(seq) ?? []), value]);
          break;
        }
      }
    }

    const tokens: string[] = [];
    for (let seq = start; seq < end; seq += 1) {
      const delivery = deliveries[seq];
      if (delivery === undefined) continue;
      const position = positions[seq - first];
      const overLabel = label(position);
      const previous = deliveries[seq - 1];

      // Off-ball events recorded with this delivery that happened before it.
      (delivery.replacements?.match ?? []).forEach((replacement, index) => {
        const playerIn = ref(replacement.in);
        const playerOut = ref(replacement.out);
        const what =
          replacement.reason === "impact_player"
            ? "Impact Player"
            : replacement.reason === "concussion_substitute"
              ? "Concussion substitute"
              : `Replacement (${replacement.reason.replaceAll("_", " ")})`;
        const formats = spans(
          bold(`${what}:`),
          " ",
          bold(playerIn.shortName),
          ` comes in for ${playerOut.shortName} (${replacement.team}).`,
        );
        items.push(
          eventItem({
            id: idOf(seq, `sub:${index}`),
            seq,
            overLabel,
            formats,
            event: "SUBSTITUTE",
            type: "substitution",
            highlights: HIGHLIGHT.OTHERS,
            reason: replacement.reason,
            team: replacement.team,
            playerIn,
            playerOut,
            playersOut: [],
          }),
        );
      });
      (delivery.replacements?.role ?? []).forEach((replacement, index) => {
        if (replacement.role !== "bowler") return;
        const playerIn = ref(replacement.in);
        const playerOut = replacement.out === undefined ? undefined : ref(replacement.out);
        const formats = spans(
          bold(playerIn.shortName),
          playerOut === undefined ? " comes on to bowl" : ` comes on to finish the over for ${playerOut.shortName}`,
          ` (${replacement.reason}).`,
        );
        const team = match.teams.find((name) => name !== innings.team) ?? "";
        items.push(
          eventItem({
            id: idOf(seq, `role:${index}`),
            seq,
            overLabel,
            formats,
            event: "SUBSTITUTE",
            type: "substitution",
            highlights: HIGHLIGHT.OTHERS,
            reason: replacement.reason,
            team,
            playerIn,
            ...(playerOut ? { playerOut } : {}),
            playersOut: [],
          }),
        );
      });
      retirementsByReplacement(delivery).forEach((retirement, index) => {
        items.push(offBallWicketItem(retirement, seq, overLabel, `retire:${index}`, figuresAfter(retirement.playerOut, seq - 1)));
      });

      // Stand boundaries as partnerships() draws them (asked only where one can be).
      if (previous !== undefined && startsNewStand(innings, previous, delivery, names)) standRuns = 0;
      const ballOnly = chunk(innings, [delivery]);
      // A boundary as the batting card counts it (all-run fours and sixes are not).
      const striker =
        delivery.runs.batter === 4 || delivery.runs.batter === 6
          ? battingCard(ballOnly, names).find((entry) => entry.player.id === delivery.batter)
          : undefined;
      const boundary = striker?.sixes ? 6 : striker?.fours ? 4 : undefined;
      const teamBefore = teamRuns;
      const standBefore = standRuns;
      teamRuns += delivery.runs.total;
      standRuns += delivery.runs.total;
      if (delivery.wickets.length > 0) teamWickets += inningsWickets(ballOnly);

      // The ball.
      const text = ballText({
        delivery,
        names,
        shortNameOf,
        inningsIndex,
        seq,
        battingTeam: innings.team,
        freeHit,
        freeHitsApply,
        boundary,
        figuresOf: (id) => figuresAfter(id, seq),
      });
      const playersOut = onBallWickets(delivery).map((wicket) => wicket.playerOut);
      const batterMilestones = milestonesAt.get(seq) ?? [];
      let highlights = 0;
      if (boundary === 4) highlights |= HIGHLIGHT.FOURS;
      if (boundary === 6) highlights |= HIGHLIGHT.SIXES;
      if (playersOut.length > 0) highlights |= HIGHLIGHT.WICKETS;
      if (delivery.review !== undefined) highlights |= HIGHLIGHT.UDRS;
      if ((delivery.extras.penalty ?? 0) > 0) highlights |= HIGHLIGHT.OTHERS;
      for (const value of batterMilestones) highlights |= batterMilestoneBit(value);
      items.push({
        kind: "ball",
        id: idOf(seq, "ball"),
        inningsIndex,
        seq,
        overLabel,
        text: textOf(text.formats),
        formats: text.formats,
        event: text.event,
        highlights,
        over: delivery.over,
        ballNumber: position?.ballNumber ?? 0,
        legal: position?.legal ?? isLegalDelivery(delivery),
        batter: ref(delivery.batter),
        nonStriker: ref(delivery.nonStriker),
        bowler: ref(delivery.bowler),
        runs: delivery.runs.total,
        token: text.token,
        freeHit,
        playersOut,
        score: { runs: teamRuns, wickets: teamWickets },
      });
      tokens.push(text.token);

      // Milestones reached on this ball.
      for (const value of batterMilestones)
        items.push(batterMilestone(delivery.batter, figuresAfter(delivery.batter, seq), value, seq, overLabel));
      const standMilestones = crossed(standBefore, standRuns, RUN_MILESTONE_STEP);
      if (standMilestones.length > 0) {
        const stand = partnerships(prefix(innings, seq + 1), names).at(-1);
        for (const value of standMilestones) {
          if (stand === undefined) continue;
          const [first, second] = stand.batters;
          const formats = spans(
            bold(`${value}-run partnership`),
            ` for the ${ordinal(stand.wicket)} wicket between ${first.player.shortName} and ${second.player.shortName}`,
            ` (${stand.runs} off ${plural(stand.balls, "ball")}).`,
          );
          items.push({
            kind: "milestone",
            type: "partnership",
            id: idOf(seq, `m:stand:${value}`),
            inningsIndex,
            seq,
            overLabel,
            text: textOf(formats),
            formats,
            event: "PARTNERSHIP",
            highlights: 0,
            value,
            wicket: stand.wicket,
            players: [first.player, second.player],
            runs: stand.runs,
            balls: stand.balls,
          });
        }
      }
      for (const value of crossed(teamBefore, teamRuns, RUN_MILESTONE_STEP)) {
        const overs = formatOvers(position?.legalBallsInInnings ?? 0, ballsPerOver);
        const formats = spans(
          bold(`${value} up for ${innings.team}`),
          ` in ${plural(overs, "over")} (${formatScore({ runs: teamRuns, wickets: teamWickets })}).`,
        );
        items.push({
          kind: "milestone",
          type: "team",
          id: idOf(seq, `m:team:${value}`),
          inningsIndex,
          seq,
          overLabel,
          text: textOf(formats),
          formats,
          event: "TEAM_SCORE",
          highlights: 0,
          value,
          team: innings.team,
          runs: teamRuns,
          wickets: teamWickets,
          overs,
        });
      }
      const creditedNow =
        delivery.wickets.length === 0
          ? 0
          : (bowlingCard(ballOnly, names, ballsPerOver).find((row) => row.player.id === delivery.bowler)?.wickets ?? 0);
      if (creditedNow > 0) {
        const current = currentBowling(delivery.bowler, deliveries.slice(start, seq + 1));
        if (current !== undefined && current.wickets >= FIVE_WICKETS && current.wickets - creditedNow < FIVE_WICKETS) {
          const figures = figuresText(current);
          const formats = spans(bold(`FIVE-WICKET HAUL for ${current.player.shortName}!`), ` ${figures}`);
          items.push({
            kind: "milestone",
            type: "bowler",
            id: idOf(seq, `m:bowler:${FIVE_WICKETS}`),
            inningsIndex,
            seq,
            overLabel,
            text: textOf(formats),
            formats,
            event: "FIVE_WICKETS",
            highlights: HIGHLIGHT.WICKETS,
            value: FIVE_WICKETS,
            player: current.player,
            bowling: { overs: current.overs, maidens: current.maidens, runs: current.runs, wickets: current.wickets },
            figures,
          });
        }
      }

      // Wicket entries that are not about the ball.
      delivery.wickets.forEach((wicket, index) => {
        if (isOffBallWicket(wicket))
          items.push(offBallWicketItem(wicket, seq, overLabel, `off:${index}`, figuresAfter(wicket.playerOut, seq)));
      });

      freeHit = freeHitsApply && (isNoBall(delivery) || (freeHit && !isLegalDelivery(delivery)));
    }

    // End of the over: fold its figures in, then the separator.
    for (const entry of battingOfFirst(over.length).values())
      batters.set(entry.player.id, addFigures(completedBatting(entry.player.id), entry));
    for (const row of bowlingCard(chunk(innings, over), names, ballsPerOver)) addBowling(bowlers, row);
    const lastSeq = end - 1;
    const position = positions[lastSeq - first];
    const legalBalls = position?.legalBallsInOver ?? 0;
    const next = deliveries[end];
    const complete = next !== undefined || legalBalls >= ballsPerOver;
    if (complete || finished) items.push(overItem(over, tokens, lastSeq, label(position), complete, legalBalls, position, next));
  }

  function offBallWicketItem(wicket: Wicket, seq: number, overLabel: string, suffix: string, figures: BatterFigures): EventItem {
    const player = ref(wicket.playerOut);
    const dismissal = isDismissal(wicket.kind);
    const retirement = wicket.kind.startsWith("retired");
    const headline =
      wicket.kind === "retired hurt"
        ? "retires hurt"
        : wicket.kind === "retired not out"
          ? "retires, not out"
          : wicket.kind === "retired out"
            ? "is retired out"
            : `is out, ${wicket.kind}`;
    const formats = spans(
      dismissal ? bold("OUT! ") : "",
      bold(player.shortName),
      ` ${headline}`,
      ` ${runsBalls(figures)}${boundariesText(figures)}.`,
    );
    const highlights = (dismissal ? HIGHLIGHT.WICKETS : 0) | (retirement ? HIGHLIGHT.OTHERS : 0);
    return {
      kind: "event",
      id: idOf(seq, suffix),
      inningsIndex,
      seq,
      overLabel,
      text: textOf(formats),
      formats,
      event: retirement ? "RETIRED" : "WICKET",
      type: retirement ? "retirement" : "dismissal",
      highlights,
      reason: wicket.kind,
      team: innings.team,
      playerOut: player,
      wicketKind: wicket.kind,
      playersOut: dismissal ? [wicket.playerOut] : [],
    };
  }

  function batterMilestone(id: PersonId, entry: BatterFigures, value: number, seq: number, overLabel: string): BatterMilestone {
    const player = ref(id);
    const name = player.shortName;
    const headline =
      value === 50 ? "FIFTY" : value === 100 ? "HUNDRED" : value === 200 ? "DOUBLE HUNDRED" : value === 300 ? "TRIPLE HUNDRED" : `${value}`;
    const formats = spans(bold(`${headline} for ${name}!`), ` ${entry.runs} off ${plural(entry.balls, "ball")}${boundariesText(entry)}`);
    return {
      kind: "milestone",
      type: "batter",
      id: idOf(seq, `m:batter:${value}:${id}`),
      inningsIndex,
      seq,
      overLabel,
      text: textOf(formats),
      formats,
      event: value === 50 ? "FIFTY" : value % 100 === 0 ? "HUNDRED" : "MILESTONE",
      highlights: batterMilestoneBit(value),
      value,
      player,
      runs: entry.runs,
      balls: entry.balls,
      fours: entry.fours,
      sixes: entry.sixes,
    };
  }

  /** The bowler's figures so far: completed overs plus the current over up to this ball. */
  function currentBowling(bowler: PersonId, overSoFar: readonly Delivery[]): (BowlingEntry & { maidens: number }) | undefined {
    const partial = bowlingCard(chunk(innings, overSoFar), names, ballsPerOver).find((row) => row.player.id === bowler);
    if (partial === undefined) return undefined;
    const done = bowlers.get(bowler) ?? { legalBalls: 0, runs: 0, wickets: 0, maidens: 0 };
    const legalBalls = done.legalBalls + partial.legalBalls;
    return {
      ...partial,
      legalBalls,
      overs: formatOvers(legalBalls, ballsPerOver),
      runs: done.runs + partial.runs,
      wickets: done.wickets + partial.wickets,
      maidens: done.maidens + partial.maidens,
    };
  }

  function overItem(
    over: Delivery[],
    tokens: string[],
    seq: number,
    overLabel: string,
    complete: boolean,
    legalBalls: number,
    position: DeliveryPosition | undefined,
    next: Delivery | undefined,
  ): OverItem {
    const lastBall = over.at(-1);
    const overNumber = (lastBall?.over ?? 0) + 1;
    const runs = over.reduce((sum, delivery) => sum + delivery.runs.total, 0);
    const outInOver = over.flatMap((delivery) =>
      delivery.wickets.filter((wicket) => isDismissal(wicket.kind)).map((wicket) => wicket.playerOut),
    );
    const atCrease = next !== undefined ? [next.batter, next.nonStriker] : lastBall === undefined ? [] : notOut(lastBall);
    const battersNow: BatterAtCrease[] = atCrease.map((id) => ({
      player: ref(id),
      runs: completedBatting(id).runs,
      balls: completedBatting(id).balls,
    }));
    const bowlerId = lastBall?.bowler ?? "";
    const tally = bowlers.get(bowlerId) ?? { legalBalls: 0, runs: 0, wickets: 0, maidens: 0 };
    const bowlerOvers = formatOvers(tally.legalBalls, ballsPerOver);
    const bowler: BowlerFigures = {
      player: ref(bowlerId),
      overs: bowlerOvers,
      maidens: tally.maidens,
      runs: tally.runs,
      wickets: tally.wickets,
      figures: figuresText({ ...tally, overs: bowlerOvers }),
    };
    const score = formatScore({ runs: teamRuns, wickets: teamWickets });
    const inningsOvers = formatOvers(position?.legalBallsInInnings ?? 0, ballsPerOver);
    const formats = spans(
      bold(`End of over ${overNumber}`),
      ` (${plural(runs, "run")}${outInOver.length > 0 ? `, ${plural(outInOver.length, "wicket")}` : ""})`,
      ` | ${innings.team} ${score}`,
      battersNow.length > 0 ? ` | ${battersNow.map((batter) => `${batter.player.shortName} ${runsBalls(batter)}`).join(", ")}` : "",
      ` | ${bowler.player.shortName} ${bowler.figures}`,
    );
    return {
      kind: "over",
      id: idOf(seq, "over"),
      inningsIndex,
      seq,
      overLabel,
      text: textOf(formats),
      formats,
      event: "over-break",
      highlights: 0,
      overNumber,
      complete,
      legalBalls,
      runs,
      wickets: outInOver.length,
      playersOut: outInOver,
      ballSequence: tokens,
      battingTeam: innings.team,
      totalRuns: teamRuns,
      totalWickets: teamWickets,
      score,
      inningsOvers,
      batters: battersNow,
      bowler,
    };
  }

  function inningsEnd(last: number, overLabel: string): InningsEndItem {
    const current = innings;
    const total = inningsTotal(current, ballsPerOver);
    const score = formatScore(total, { withOvers: true });
    const chase = nextChase(match, inningsIndex);
    const result = resultAfter(match, inningsIndex);
    const parts: TextSpan[][] = [
      spans(
        bold(current.superOver ? "End of Super Over" : "End of innings"),
        `: ${current.team} ${formatScore(total)} (${total.overs} Ov)`,
      ),
    ];
    if (chase !== undefined) {
      const { target } = chase;
      const within = target.balls === undefined ? "" : ` in ${plural(formatOvers(target.balls, ballsPerOver), "over")}`;
      parts.push(spans(`${chase.team} need ${plural(target.runs, "run")} to win${within}${target.revised ? " (revised target)" : ""}`));
    }
    if (chase === undefined && match.innings[inningsIndex + 1]?.superOver) parts.push(spans("Scores level: Super Over to follow"));
    if (result !== undefined) parts.push(spans(bold(result)));
    const formats = joinSentences(parts);
    return {
      kind: "innings-end",
      id: idOf(last, "end"),
      inningsIndex,
      seq: last,
      overLabel,
      text: textOf(formats),
      formats,
      event: "INNINGS_END",
      highlights: 0,
      team: current.team,
      total,
      score,
      ...(chase === undefined ? {} : { nextInnings: chase }),
      ...(result === undefined ? {} : { result }),
    };
  }
}

function joinSentences(parts: TextSpan[][]): TextSpan[] {
  return spans(...parts.flatMap((part, index) => [index === 0 ? "" : ". ", ...part]), ".");
}

function batterMilestoneBit(value: number): number {
  if (value === 50) return HIGHLIGHT.FIFTIES;
  if (value % 100 === 0) return HIGHLIGHT.HUNDREDS;
  return 0;
}

/** The batters of a delivery who are still in after it. */
function notOut(delivery: Delivery): PersonId[] {
  const gone = new Set(delivery.wickets.map((wicket) => wicket.playerOut));
  return [delivery.batter, delivery.nonStriker].filter((id) => !gone.has(id));
}

/**
 * Whether partnerships() starts a new stand at `delivery`: asked of the two deliveries alone, and
 * only when one can start (the pair changed, or the previous ball had a wicket entry).
 */
function startsNewStand(innings: Innings, previous: Delivery, delivery: Delivery, names: Names): boolean {
  const samePair =
    (previous.batter === delivery.batter && previous.nonStriker === delivery.nonStriker) ||
    (previous.batter === delivery.nonStriker && previous.nonStriker === delivery.batter);
  if (samePair && previous.wickets.length === 0) return false;
  return partnerships(chunk(innings, [previous, delivery]), names).length > 1;
}

function addFigures(tally: BatterFigures, entry: BatterFigures): BatterFigures {
  return {
    runs: tally.runs + entry.runs,
    balls: tally.balls + entry.balls,
    fours: tally.fours + entry.fours,
    sixes: tally.sixes + entry.sixes,
  };
}

function addBowling(bowlers: Map<PersonId, BowlingTally>, entry: BowlingEntry): void {
  const tally = bowlers.get(entry.player.id) ?? { legalBalls: 0, runs: 0, wickets: 0, maidens: 0 };
  bowlers.set(entry.player.id, {
    legalBalls: tally.legalBalls + entry.legalBalls,
    runs: tally.runs + entry.runs,
    wickets: tally.wickets + entry.wickets,
    maidens: tally.maidens + entry.maidens,
  });
}

/** Commentary of every innings of the match, in order. */
export function matchCommentary(match: MatchInput): CommentaryItem[] {
  return match.innings.flatMap((_, index) => commentaryForInnings(match, index));
}
