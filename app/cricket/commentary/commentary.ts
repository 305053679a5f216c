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
 *
 * Shape (decision 041): the running figures (`Running`: batting and bowling of the completed overs,
 * team and stand runs, wickets, a free hit due) are folded over the overs (`commentOver`) and the
 * balls (`commentBall`), each step taking the figures before it and giving those after it; each
 * kind of item has its own builder, from the innings' fixed facts (`InningsScope`) and those figures.
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
  type MilestoneItem,
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
export interface CommentaryResume extends Running {
  start: number;
  legalBalls: number;
}

/**
 * The figures folded over the balls, as they are before a ball (the resume carries them). Batting
 * and bowling figures are those of the completed overs: the current over's are added where a ball
 * needs them (OverScope).
 */
interface Running {
  /** batting figures by batter, and bowling tallies by bowler, of the completed overs */
  batters: ReadonlyMap<PersonId, BatterFigures>;
  bowlers: ReadonlyMap<PersonId, BowlingTally>;
  teamRuns: number;
  teamWickets: number;
  standRuns: number;
  freeHit: boolean;
}

/** What stays the same for a whole innings: the match, its deliveries, and how items are named and numbered. */
interface InningsScope {
  match: MatchInput;
  innings: Innings;
  inningsIndex: number;
  names: Names;
  ballsPerOver: number;
  deliveries: readonly Delivery[];
  /** the first delivery read (the resume's start, else 0); positions[i] is delivery first + i's */
  first: number;
  positions: readonly DeliveryPosition[];
  freeHitsApply: boolean;
  finished: boolean;
  /** a player's reference (asked for again and again: made once per player) */
  ref: (id: PersonId) => PlayerRef;
  idOf: (seq: number, suffix: string) => string;
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
  const innings = match.innings[inningsIndex];
  if (innings === undefined) return { items: [], resume: null };
  const scope = inningsScope(match, inningsIndex, innings, resume);
  const { deliveries, first } = scope;
  const { pre, post } = inningsPenaltyRuns(innings);
  const items: CommentaryItem[] = [];
  if (pre > 0 && first === 0) items.push(penaltyItem(scope, "pre", pre, -1, deliveries.length > 0 ? 0 : -1, "0.0"));

  let running: Running = resume ?? { batters: new Map(), bowlers: new Map(), teamRuns: pre, teamWickets: 0, standRuns: 0, freeHit: false };
  let next: CommentaryResume | null = null;
  const starts = overStarts(deliveries, first);
  // The last over is read again when a ball is added; the separator of the one before it has
  // already been written with the ball after it (this run, or the one that began this over).
  const resumeAt = starts.at(-1);
  starts.forEach((start, index) => {
    if (start === resumeAt) next = resumeBefore(scope, running, start, resume);
    const over = commentOver(scope, running, start, starts[index + 1] ?? deliveries.length);
    items.push(...over.items);
    running = over.after;
  });

  if (scope.finished) {
    const last = deliveries.length - 1;
    const lastLabel = label(scope.positions[last - first]);
    if (post > 0) items.push(penaltyItem(scope, "post", post, last, last, lastLabel));
    items.push(inningsEnd(scope, last, lastLabel));
  }
  return { items, resume: next };
}

function inningsScope(match: MatchInput, inningsIndex: number, innings: Innings, resume: CommentaryResume | undefined): InningsScope {
  const first = resume?.start ?? 0;
  const refs = new Map<PersonId, PlayerRef>();
  return {
    match,
    innings,
    inningsIndex,
    names: match.names,
    ballsPerOver: match.ballsPerOver || DEFAULT_BALLS_PER_OVER,
    deliveries: innings.deliveries,
    first,
    positions: deliveryPositions(innings.deliveries, first, resume?.legalBalls ?? 0),
    freeHitsApply: !isMultiInningsMatch(match.matchType),
    finished: isInningsFinished(match, inningsIndex),
    ref: (id) => {
      let found = refs.get(id);
      if (found === undefined) {
        found = playerRef(match.names, id);
        refs.set(id, found);
      }
      return found;
    },
    idOf: (seq, suffix) => `${inningsIndex}:${seq}:${suffix}`,
  };
}

/** Where each over read begins: indexes of deliveries from `first` on, one per over. */
function overStarts(deliveries: readonly Delivery[], first: number): number[] {
  const starts: number[] = [];
  for (let start = first; start < deliveries.length; ) {
    starts.push(start);
    let end = start + 1;
    while (end < deliveries.length && deliveries[end]?.over === deliveries[start]?.over) end += 1;
    start = end;
  }
  return starts;
}

/** The resume at the over starting at `start`: the running figures before it (copies: nothing shared with a later call). */
function resumeBefore(scope: InningsScope, running: Running, start: number, resume: CommentaryResume | undefined): CommentaryResume {
  return {
    start,
    batters: new Map(running.batters),
    bowlers: new Map(running.bowlers),
    teamRuns: running.teamRuns,
    teamWickets: running.teamWickets,
    standRuns: running.standRuns,
    freeHit: running.freeHit,
    legalBalls: start === scope.first ? (resume?.legalBalls ?? 0) : scope.positions[start - 1 - scope.first]!.legalBallsInInnings,
  };
}

function penaltyItem(scope: InningsScope, when: "pre" | "post", runs: number, idSeq: number, seq: number, overLabel: string): EventItem {
  const { innings } = scope;
  const formats = spans(
    bold(`${plural(runs, "penalty run")}`),
    ` awarded to ${innings.team} ${when === "pre" ? "before" : "after"} the innings.`,
  );
  return eventItem(scope, {
    id: scope.idOf(idSeq, `penalty:${when}`),
    seq,
    overLabel,
    formats,
    event: "PENALTY",
    type: "penalty",
    highlights: HIGHLIGHT.OTHERS,
    team: innings.team,
    playersOut: [],
    runs,
  });
}

function eventItem(scope: InningsScope, fields: Omit<EventItem, "kind" | "inningsIndex" | "text">): EventItem {
  return { kind: "event", inningsIndex: scope.inningsIndex, text: textOf(fields.formats), ...fields };
}

/**
 * One over being read: its deliveries, and its batters' figures part-way through it. battingCard
 * of the over's first n deliveries, by batter (n = 1..over length), is computed when asked for.
 */
interface OverScope {
  start: number;
  end: number;
  balls: Delivery[];
  battingOfFirst: (count: number) => Map<PersonId, BattingEntry>;
  /** A batter's figures once delivery `seq` is done (seq = start - 1: before the over). */
  figuresAfter: (id: PersonId, seq: number) => BatterFigures;
  /** the batters' milestones (50, 100, ...) by the delivery they are reached on */
  milestonesAt: ReadonlyMap<number, number[]>;
}

function overScope(scope: InningsScope, batters: Running["batters"], start: number, end: number): OverScope {
  const balls = scope.deliveries.slice(start, end);
  const partial = new Map<number, Map<PersonId, BattingEntry>>();
  const battingOfFirst = (count: number): Map<PersonId, BattingEntry> => {
    let card = partial.get(count);
    if (card === undefined) {
      card = new Map(battingCard(chunk(scope.innings, balls.slice(0, count)), scope.names).map((entry) => [entry.player.id, entry]));
      partial.set(count, card);
    }
    return card;
  };
  const figuresAfter = (id: PersonId, seq: number): BatterFigures => {
    const done = completedBatting(batters, id);
    const inOver = seq < start ? undefined : battingOfFirst(seq - start + 1).get(id);
    return inOver === undefined ? done : addFigures(done, inOver);
  };
  // Where batters reach 50, 100, ... in this over.
  const milestonesAt = new Map<number, number[]>();
  for (const [id, entry] of battingOfFirst(balls.length)) {
    const before = completedBatting(batters, id).runs;
    for (const value of crossed(before, before + entry.runs, RUN_MILESTONE_STEP)) {
      for (let seq = start; seq < end; seq += 1) {
        if (figuresAfter(id, seq).runs < value) continue;
        milestonesAt.set(seq, [...(milestonesAt.get(seq) ?? []), value]);
        break;
      }
    }
  }
  return { start, end, balls, battingOfFirst, figuresAfter, milestonesAt };
}

function completedBatting(batters: Running["batters"], id: PersonId): BatterFigures {
  return batters.get(id) ?? { runs: 0, balls: 0, fours: 0, sixes: 0 };
}

/** Items of the deliveries start..end-1, which make one over, and the running figures after it. */
function commentOver(scope: InningsScope, before: Running, start: number, end: number): { items: CommentaryItem[]; after: Running } {
  const over = overScope(scope, before.batters, start, end);
  const items: CommentaryItem[] = [];
  const tokens: string[] = [];
  let running = before;
  for (let seq = start; seq < end; seq += 1) {
    const ball = commentBall(scope, over, running, seq);
    if (ball === null) continue;
    items.push(...ball.items);
    tokens.push(ball.token);
    running = ball.after;
  }
  // End of the over: fold its figures in, then the separator.
  const after = foldOver(scope, over, running);
  const lastSeq = end - 1;
  const position = scope.positions[lastSeq - scope.first];
  const legalBalls = position?.legalBallsInOver ?? 0;
  const nextBall = scope.deliveries[end];
  const complete = nextBall !== undefined || legalBalls >= scope.ballsPerOver;
  if (complete || scope.finished) items.push(overItem(scope, after, over.balls, tokens, lastSeq, position, complete, legalBalls, nextBall));
  return { items, after };
}

/** The over's batting and bowling figures added to those of the completed overs. */
function foldOver(scope: InningsScope, over: OverScope, running: Running): Running {
  const batters = new Map(running.batters);
  for (const entry of over.battingOfFirst(over.balls.length).values())
    batters.set(entry.player.id, addFigures(completedBatting(batters, entry.player.id), entry));
  const bowlers = new Map(running.bowlers);
  for (const row of bowlingCard(chunk(scope.innings, over.balls), scope.names, scope.ballsPerOver)) addBowling(bowlers, row);
  return { ...running, batters, bowlers };
}

/**
 * One delivery's items, in order: what happened before it (substitutions, retirements by
 * replacement), the ball, the milestones reached on it, wicket entries not about the ball.
 */
function commentBall(
  scope: InningsScope,
  over: OverScope,
  before: Running,
  seq: number,
): { items: CommentaryItem[]; token: string; after: Running } | null {
  const { deliveries, innings, names, ref } = scope;
  const delivery = deliveries[seq];
  if (delivery === undefined) return null;
  const position = scope.positions[seq - scope.first];
  const overLabel = label(position);
  const previous = deliveries[seq - 1];
  const items: CommentaryItem[] = [
    ...substitutionItems(scope, delivery, seq, overLabel),
    ...retirementsByReplacement(delivery).map((retirement, index) =>
      offBallWicketItem(scope, retirement, seq, overLabel, `retire:${index}`, over.figuresAfter(retirement.playerOut, seq - 1)),
    ),
  ];

  // Stand boundaries as partnerships() draws them (asked only where one can be).
  const standStart = previous !== undefined && startsNewStand(innings, previous, delivery, names) ? 0 : before.standRuns;
  const ballOnly = chunk(innings, [delivery]);
  // A boundary as the batting card counts it (all-run fours and sixes are not).
  const striker =
    delivery.runs.batter === 4 || delivery.runs.batter === 6
      ? battingCard(ballOnly, names).find((entry) => entry.player.id === delivery.batter)
      : undefined;
  const boundary = striker?.sixes ? 6 : striker?.fours ? 4 : undefined;
  const after: Running = {
    ...before,
    teamRuns: before.teamRuns + delivery.runs.total,
    teamWickets: before.teamWickets + (delivery.wickets.length > 0 ? inningsWickets(ballOnly) : 0),
    standRuns: standStart + delivery.runs.total,
    freeHit: scope.freeHitsApply && (isNoBall(delivery) || (before.freeHit && !isLegalDelivery(delivery))),
  };

  // The ball.
  const text = ballText({
    delivery,
    names,
    shortNameOf: (id) => ref(id).shortName,
    inningsIndex: scope.inningsIndex,
    seq,
    battingTeam: innings.team,
    freeHit: before.freeHit,
    freeHitsApply: scope.freeHitsApply,
    boundary,
    figuresOf: (id) => over.figuresAfter(id, seq),
  });
  const batterMilestones = over.milestonesAt.get(seq) ?? [];
  items.push(ballItem(scope, delivery, seq, position, text, boundary, batterMilestones, before.freeHit, after));

  // Milestones reached on this ball.
  for (const value of batterMilestones)
    items.push(batterMilestone(scope, delivery.batter, over.figuresAfter(delivery.batter, seq), value, seq, overLabel));
  items.push(...standMilestones(scope, standStart, after.standRuns, seq, overLabel));
  items.push(...teamMilestones(scope, before.teamRuns, after, seq, position, overLabel));
  const fiveWickets = fiveWicketItem(scope, over, before.bowlers, delivery, ballOnly, seq, overLabel);
  if (fiveWickets) items.push(fiveWickets);

  // Wicket entries that are not about the ball.
  delivery.wickets.forEach((wicket, index) => {
    if (isOffBallWicket(wicket))
      items.push(offBallWicketItem(scope, wicket, seq, overLabel, `off:${index}`, over.figuresAfter(wicket.playerOut, seq)));
  });
  return { items, token: text.token, after };
}

/** Off-ball events recorded with a delivery that happened before it: a player or a bowler replaced. */
function substitutionItems(scope: InningsScope, delivery: Delivery, seq: number, overLabel: string): EventItem[] {
  const { ref, idOf, innings, match } = scope;
  const players = (delivery.replacements?.match ?? []).map((replacement, index) => {
    const playerIn = ref(replacement.in);
    const playerOut = ref(replacement.out);
    const what =
      replacement.reason === "impact_player"
        ? "Impact Player"
        : replacement.reason === "concussion_substitute"
          ? "Concussion substitute"
          : `Replacement (${replacement.reason.replaceAll("_", " ")})`;
    const formats = spans(bold(`${what}:`), " ", bold(playerIn.shortName), ` comes in for ${playerOut.shortName} (${replacement.team}).`);
    return eventItem(scope, {
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
    });
  });
  const bowlers = (delivery.replacements?.role ?? []).flatMap((replacement, index) => {
    if (replacement.role !== "bowler") return [];
    const playerIn = ref(replacement.in);
    const playerOut = replacement.out === undefined ? undefined : ref(replacement.out);
    const formats = spans(
      bold(playerIn.shortName),
      playerOut === undefined ? " comes on to bowl" : ` comes on to finish the over for ${playerOut.shortName}`,
      ` (${replacement.reason}).`,
    );
    const team = match.teams.find((name) => name !== innings.team) ?? "";
    return [
      eventItem(scope, {
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
    ];
  });
  return [...players, ...bowlers];
}

function ballItem(
  scope: InningsScope,
  delivery: Delivery,
  seq: number,
  position: DeliveryPosition | undefined,
  text: ReturnType<typeof ballText>,
  boundary: number | undefined,
  batterMilestones: readonly number[],
  freeHit: boolean,
  after: Running,
): CommentaryItem {
  const { ref } = scope;
  const playersOut = onBallWickets(delivery).map((wicket) => wicket.playerOut);
  let highlights = 0;
  if (boundary === 4) highlights |= HIGHLIGHT.FOURS;
  if (boundary === 6) highlights |= HIGHLIGHT.SIXES;
  if (playersOut.length > 0) highlights |= HIGHLIGHT.WICKETS;
  if (delivery.review !== undefined) highlights |= HIGHLIGHT.UDRS;
  if ((delivery.extras.penalty ?? 0) > 0) highlights |= HIGHLIGHT.OTHERS;
  for (const value of batterMilestones) highlights |= batterMilestoneBit(value);
  return {
    kind: "ball",
    id: scope.idOf(seq, "ball"),
    inningsIndex: scope.inningsIndex,
    seq,
    overLabel: label(position),
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
    score: { runs: after.teamRuns, wickets: after.teamWickets },
  };
}

/** Stand milestones crossed on this ball, each printing partnerships() of the innings so far. */
function standMilestones(scope: InningsScope, standBefore: number, standAfter: number, seq: number, overLabel: string): MilestoneItem[] {
  const values = crossed(standBefore, standAfter, RUN_MILESTONE_STEP);
  if (values.length === 0) return [];
  const stand = partnerships(prefix(scope.innings, seq + 1), scope.names).at(-1);
  if (stand === undefined) return [];
  const [first, second] = stand.batters;
  return values.map((value) => {
    const formats = spans(
      bold(`${value}-run partnership`),
      ` for the ${ordinal(stand.wicket)} wicket between ${first.player.shortName} and ${second.player.shortName}`,
      ` (${stand.runs} off ${plural(stand.balls, "ball")}).`,
    );
    return {
      kind: "milestone",
      type: "partnership",
      id: scope.idOf(seq, `m:stand:${value}`),
      inningsIndex: scope.inningsIndex,
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
    };
  });
}

/** Team milestones (50, 100, ... up) crossed on this ball. */
function teamMilestones(
  scope: InningsScope,
  teamBefore: number,
  after: Running,
  seq: number,
  position: DeliveryPosition | undefined,
  overLabel: string,
): MilestoneItem[] {
  const { innings, ballsPerOver } = scope;
  return crossed(teamBefore, after.teamRuns, RUN_MILESTONE_STEP).map((value) => {
    const overs = formatOvers(position?.legalBallsInInnings ?? 0, ballsPerOver);
    const formats = spans(
      bold(`${value} up for ${innings.team}`),
      ` in ${plural(overs, "over")} (${formatScore({ runs: after.teamRuns, wickets: after.teamWickets })}).`,
    );
    return {
      kind: "milestone",
      type: "team",
      id: scope.idOf(seq, `m:team:${value}`),
      inningsIndex: scope.inningsIndex,
      seq,
      overLabel,
      text: textOf(formats),
      formats,
      event: "TEAM_SCORE",
      highlights: 0,
      value,
      team: innings.team,
      runs: after.teamRuns,
      wickets: after.teamWickets,
      overs,
    };
  });
}

/** The bowler's fifth wicket, when this ball's wicket credited to the bowler makes it. */
function fiveWicketItem(
  scope: InningsScope,
  over: OverScope,
  bowlers: Running["bowlers"],
  delivery: Delivery,
  ballOnly: Innings,
  seq: number,
  overLabel: string,
): MilestoneItem | null {
  const creditedNow =
    delivery.wickets.length === 0
      ? 0
      : (bowlingCard(ballOnly, scope.names, scope.ballsPerOver).find((row) => row.player.id === delivery.bowler)?.wickets ?? 0);
  if (creditedNow === 0) return null;
  const current = currentBowling(scope, bowlers, delivery.bowler, scope.deliveries.slice(over.start, seq + 1));
  if (current === undefined || current.wickets < FIVE_WICKETS || current.wickets - creditedNow >= FIVE_WICKETS) return null;
  const figures = figuresText(current);
  const formats = spans(bold(`FIVE-WICKET HAUL for ${current.player.shortName}!`), ` ${figures}`);
  return {
    kind: "milestone",
    type: "bowler",
    id: scope.idOf(seq, `m:bowler:${FIVE_WICKETS}`),
    inningsIndex: scope.inningsIndex,
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
  };
}

function offBallWicketItem(
  scope: InningsScope,
  wicket: Wicket,
  seq: number,
  overLabel: string,
  suffix: string,
  figures: BatterFigures,
): EventItem {
  const player = scope.ref(wicket.playerOut);
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
    id: scope.idOf(seq, suffix),
    inningsIndex: scope.inningsIndex,
    seq,
    overLabel,
    text: textOf(formats),
    formats,
    event: retirement ? "RETIRED" : "WICKET",
    type: retirement ? "retirement" : "dismissal",
    highlights,
    reason: wicket.kind,
    team: scope.innings.team,
    playerOut: player,
    wicketKind: wicket.kind,
    playersOut: dismissal ? [wicket.playerOut] : [],
  };
}

function batterMilestone(
  scope: InningsScope,
  id: PersonId,
  entry: BatterFigures,
  value: number,
  seq: number,
  overLabel: string,
): BatterMilestone {
  const player = scope.ref(id);
  const name = player.shortName;
  const headline =
    value === 50 ? "FIFTY" : value === 100 ? "HUNDRED" : value === 200 ? "DOUBLE HUNDRED" : value === 300 ? "TRIPLE HUNDRED" : `${value}`;
  const formats = spans(bold(`${headline} for ${name}!`), ` ${entry.runs} off ${plural(entry.balls, "ball")}${boundariesText(entry)}`);
  return {
    kind: "milestone",
    type: "batter",
    id: scope.idOf(seq, `m:batter:${value}:${id}`),
    inningsIndex: scope.inningsIndex,
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
function currentBowling(
  scope: InningsScope,
  bowlers: Running["bowlers"],
  bowler: PersonId,
  overSoFar: readonly Delivery[],
): (BowlingEntry & { maidens: number }) | undefined {
  const { ballsPerOver } = scope;
  const partial = bowlingCard(chunk(scope.innings, overSoFar), scope.names, ballsPerOver).find((row) => row.player.id === bowler);
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

/** The separator at an over's end, with the figures once the over is folded in. */
function overItem(
  scope: InningsScope,
  after: Running,
  over: readonly Delivery[],
  tokens: string[],
  seq: number,
  position: DeliveryPosition | undefined,
  complete: boolean,
  legalBalls: number,
  next: Delivery | undefined,
): OverItem {
  const { ref, innings, ballsPerOver } = scope;
  const lastBall = over.at(-1);
  const overNumber = (lastBall?.over ?? 0) + 1;
  const runs = over.reduce((sum, delivery) => sum + delivery.runs.total, 0);
  const outInOver = over.flatMap((delivery) =>
    delivery.wickets.filter((wicket) => isDismissal(wicket.kind)).map((wicket) => wicket.playerOut),
  );
  const atCrease = next !== undefined ? [next.batter, next.nonStriker] : lastBall === undefined ? [] : notOut(lastBall);
  const battersNow: BatterAtCrease[] = atCrease.map((id) => ({
    player: ref(id),
    runs: completedBatting(after.batters, id).runs,
    balls: completedBatting(after.batters, id).balls,
  }));
  const bowlerId = lastBall?.bowler ?? "";
  const tally = after.bowlers.get(bowlerId) ?? { legalBalls: 0, runs: 0, wickets: 0, maidens: 0 };
  const bowlerOvers = formatOvers(tally.legalBalls, ballsPerOver);
  const bowler: BowlerFigures = {
    player: ref(bowlerId),
    overs: bowlerOvers,
    maidens: tally.maidens,
    runs: tally.runs,
    wickets: tally.wickets,
    figures: figuresText({ ...tally, overs: bowlerOvers }),
  };
  const score = formatScore({ runs: after.teamRuns, wickets: after.teamWickets });
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
    id: scope.idOf(seq, "over"),
    inningsIndex: scope.inningsIndex,
    seq,
    overLabel: label(position),
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
    totalRuns: after.teamRuns,
    totalWickets: after.teamWickets,
    score,
    inningsOvers,
    batters: battersNow,
    bowler,
  };
}

function inningsEnd(scope: InningsScope, last: number, overLabel: string): InningsEndItem {
  const { match, inningsIndex, innings: current, ballsPerOver } = scope;
  const total = inningsTotal(current, ballsPerOver);
  const score = formatScore(total, { withOvers: true });
  const chase = nextChase(match, inningsIndex);
  const result = resultAfter(match, inningsIndex);
  const parts: TextSpan[][] = [
    spans(bold(current.superOver ? "End of Super Over" : "End of innings"), `: ${current.team} ${formatScore(total)} (${total.overs} Ov)`),
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
    id: scope.idOf(last, "end"),
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
