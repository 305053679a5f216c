/**
 * The text of one delivery in the register of ball-by-ball commentary:
 *   "Jansen to Kohli, FOUR, races away to the fence"
 *   "Maharaj to Sharma, no run"
 *   "Nortje to Dube, wide"
 *   "Maharaj to Sharma, out Caught by Klaasen!! Gone! Sharma c Klaasen b Maharaj 9(5) [4s-2]"
 *   "Jansen to Kohli, no ball. Free hit to follow."
 * Cricsheet says what happened, not where the ball pitched or went, so the added colour is generic
 * ("finds the gap", "dot ball") and never names a shot, a line or a field position. The colour is
 * picked by a stable hash of (innings index, delivery index, batter id, category).
 */
import { describeDismissal, fielderLabel } from "../dismissal.ts";
import { matchShortName } from "../names.ts";
import { isLegalDelivery, isNoBall, isWide } from "../overs.ts";
import type { Delivery, PersonId, Wicket, WicketKind } from "../types.ts";
import { isBowlerWicket } from "../wickets.ts";
import { bold, boundariesText, pick, plural, runsBalls, sentences, spans, type Piece } from "./text.ts";
import type { BallEvent, TextSpan } from "./types.ts";

type Names = Readonly<Record<PersonId, string>>;

/** Wicket entries that do not happen on the ball itself: they become event items of their own. */
const OFF_BALL_KINDS: ReadonlySet<WicketKind> = new Set<WicketKind>(["retired hurt", "retired not out", "retired out", "timed out"]);

export function isOffBallWicket(wicket: Wicket): boolean {
  return OFF_BALL_KINDS.has(wicket.kind);
}

export function onBallWickets(delivery: Delivery): Wicket[] {
  return delivery.wickets.filter((wicket) => !isOffBallWicket(wicket));
}

export interface BatterFigures {
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
}

export interface BallTextInput {
  delivery: Delivery;
  names: Names;
  /** Short name of a player (names.ts shortName); lets a caller cache them. */
  shortNameOf?: (id: PersonId) => string;
  inningsIndex: number;
  seq: number;
  battingTeam: string;
  /** Bowled as a free hit. */
  freeHit: boolean;
  /** Free hits exist (limited-overs matches): a no-ball announces one. */
  freeHitsApply: boolean;
  /** A boundary off the bat as the batting card counts it (not all run). */
  boundary: 4 | 6 | undefined;
  /** The batter's figures once this ball is done (for the dismissal summary). */
  figuresOf: (id: PersonId) => BatterFigures;
}

export interface BallText {
  formats: TextSpan[];
  event: BallEvent;
  /** Over-sequence token. */
  token: string;
}

const DOT = ["", "dot ball", "can't get it away", "well bowled", "nothing doing", "kept quiet"] as const;
const SINGLE = ["", "rotates the strike", "they take the single", "keeps the scoreboard moving"] as const;
const TWO = ["", "they come back for the second", "good running between the wickets"] as const;
const THREE = ["", "excellent running", "they hustle back for the third"] as const;
const FOUR = ["", "races away to the fence", "finds the gap, no stopping that", "cracking shot", "that's a boundary all the way"] as const;
const SIX = ["", "that's huge!", "clears the rope with ease", "into the stands", "all the way!"] as const;
const ALL_RUN = ["all run", "they run them all", "all run, tremendous running"] as const;
// Gender-neutral: Cricsheet files cover men's and women's cricket alike.
const BOWLER_WICKET = ["Gone!", "{bowler} strikes!", "Big wicket.", "That's out!", "{batter} has to go."] as const;
const OTHER_WICKET = ["Gone!", "Short of the crease.", "Sharp work in the field."] as const;

const short = (names: Names, id: PersonId) => matchShortName(names, id);

/** The ball's entry in an over's sequence: "0", "4", "W", "1W", "1wd", "5nb", "1b", "2lb", "1+5p". */
export function ballToken(delivery: Delivery): string {
  const { byes = 0, legbyes = 0, penalty = 0 } = delivery.extras;
  const runs = delivery.runs.total - penalty;
  let token: string;
  if (isWide(delivery)) token = `${runs}wd`;
  else if (isNoBall(delivery)) token = `${runs}nb`;
  else if (byes > 0) token = `${runs}b`;
  else if (legbyes > 0) token = `${runs}lb`;
  else token = `${runs}`;
  if (onBallWickets(delivery).length > 0) token = token === "0" ? "W" : `${token}W`;
  if (penalty > 0) token += `+${penalty}p`;
  return token;
}

/** Runs the batters completed on the ball (wide/no-ball penalty and penalty runs aside). */
function runsCompleted(delivery: Delivery): number {
  const { wides = 0, noballs = 0, penalty = 0 } = delivery.extras;
  return delivery.runs.total - penalty - noballs - Math.min(wides, 1);
}

function wicketHeadline(wicket: Wicket, delivery: Delivery, names: Names): string {
  const first = wicket.fielders[0];
  const outName = short(names, wicket.playerOut);
  const isStriker = wicket.playerOut === delivery.batter;
  switch (wicket.kind) {
    case "caught":
      if (first?.id === delivery.bowler && !first.substitute) return "out Caught and Bowled!!";
      return `out Caught by ${fielderLabel(first, names)}!!`;
    case "caught and bowled":
      return "out Caught and Bowled!!";
    case "bowled":
      return "out Bowled!!";
    case "lbw":
      return "out Lbw!!";
    case "stumped":
      return first === undefined ? "out Stumped!!" : `out Stumped by ${fielderLabel(first, names)}!!`;
    case "hit wicket":
      return "out Hit Wicket!!";
    case "run out":
      return `out ${outName} Run Out!!`;
    default: {
      const kind = wicket.kind.charAt(0).toUpperCase() + wicket.kind.slice(1);
      return isStriker ? `out ${kind}!!` : `out ${outName} ${kind}!!`;
    }
  }
}

/** "wide", "5 wides", "no ball", "no ball, FOUR", "byes, 2 runs", "leg byes, 1 run", "FOUR", "no run", "4 runs". */
function outcomePieces(delivery: Delivery, boundary: 4 | 6 | undefined): Piece[] {
  const { wides = 0, byes = 0, legbyes = 0 } = delivery.extras;
  const batterRuns = delivery.runs.batter;
  const offBat = (): Piece[] => {
    if (boundary === 4) return [bold("FOUR")];
    if (boundary === 6) return [bold("SIX")];
    return [batterRuns === 0 ? "no run" : plural(batterRuns, "run")];
  };
  if (isWide(delivery)) return [wides === 1 ? "wide" : `${wides} wides`];
  if (isNoBall(delivery)) {
    const after: Piece[] = [];
    if (batterRuns > 0 || boundary !== undefined) after.push(", ", ...offBat());
    if (byes > 0) after.push(`, ${plural(byes, "bye")}`);
    if (legbyes > 0) after.push(`, ${plural(legbyes, "leg bye")}`);
    return ["no ball", ...after];
  }
  if (byes > 0) return [`byes, ${plural(byes, "run")}`];
  if (legbyes > 0) return [`leg byes, ${plural(legbyes, "run")}`];
  return offBat();
}

function colour(delivery: Delivery, boundary: 4 | 6 | undefined, key: Array<string | number>): string {
  if (!isLegalDelivery(delivery)) return "";
  const { byes = 0, legbyes = 0 } = delivery.extras;
  if (byes > 0 || legbyes > 0) return "";
  const runs = delivery.runs.batter;
  if (boundary === 4) return pick(FOUR, ...key, "four");
  if (boundary === 6) return pick(SIX, ...key, "six");
  if (delivery.runs.nonBoundary) return pick(ALL_RUN, ...key, "all-run");
  if (runs === 0) return pick(DOT, ...key, "dot");
  if (runs === 1) return pick(SINGLE, ...key, "single");
  if (runs === 2) return pick(TWO, ...key, "two");
  if (runs === 3) return pick(THREE, ...key, "three");
  return "";
}

function reviewSentence(delivery: Delivery, names: Names): TextSpan[] | undefined {
  const review = delivery.review;
  if (review === undefined) return undefined;
  const batter = short(names, review.batter);
  const outcome =
    review.decision === "upheld"
      ? "upheld, the on-field decision is overturned"
      : review.decision === "technical failure"
        ? "not completed (technical failure), the on-field decision stands"
        : "struck down, the on-field decision stands";
  const umpiresCall = review.umpiresCall ? " (umpire's call)" : "";
  const isOut = delivery.wickets.some((wicket) => wicket.playerOut === review.batter && !isOffBallWicket(wicket));
  return spans(
    bold("DRS"),
    `: review by ${review.by} for ${batter}, ${outcome}${umpiresCall}. ${batter} ${isOut ? "has to go" : "stays"}.`,
  );
}

export function ballText(input: BallTextInput): BallText {
  const { delivery, names, boundary } = input;
  const nameOfPlayer = input.shortNameOf ?? ((id: PersonId) => short(names, id));
  const key = [input.inningsIndex, input.seq, delivery.batter];
  const bowlerName = nameOfPlayer(delivery.bowler);
  const prefix: Piece[] = [bold(bowlerName), " to ", bold(nameOfPlayer(delivery.batter)), ", "];
  const wickets = onBallWickets(delivery);
  const onFreeHit = input.freeHit ? " on the free hit" : "";

  let main: TextSpan[];
  const followUps: Array<TextSpan[] | undefined> = [];
  let event: BallEvent;
  if (wickets.length > 0) {
    event = "WICKET";
    const extrasFirst: Piece[] = isWide(delivery) || isNoBall(delivery) ? [...outcomePieces(delivery, boundary), ", "] : [];
    const headlines = wickets.map((wicket) => wicketHeadline(wicket, delivery, names)).join(" ");
    main = spans(...prefix, ...extrasFirst, bold(headlines));
    const completed = runsCompleted(delivery);
    if (wickets.some((wicket) => wicket.kind === "run out") && completed > 0)
      followUps.push(spans(`${plural(completed, "run")} completed.`));
    const credited = wickets.some((wicket) => isBowlerWicket(wicket.kind));
    const batterName = nameOfPlayer(wickets[0]?.playerOut ?? delivery.batter);
    followUps.push(
      spans(
        pick(credited ? BOWLER_WICKET : OTHER_WICKET, ...key, "wicket")
          .replace("{bowler}", bowlerName)
          .replace("{batter}", batterName),
      ),
    );
    for (const wicket of wickets) {
      const figures = input.figuresOf(wicket.playerOut);
      const summary = `${short(names, wicket.playerOut)} ${describeDismissal(wicket, delivery.bowler, names)} ${runsBalls(figures)}${boundariesText(figures)}`;
      followUps.push(spans(bold(summary)));
    }
  } else {
    event = boundary === 6 ? "SIX" : boundary === 4 ? "FOUR" : "NONE";
    const extra = colour(delivery, boundary, key);
    main = spans(...prefix, ...outcomePieces(delivery, boundary), onFreeHit, extra === "" ? "" : `, ${extra}`);
  }
  if (wickets.length > 0 && input.freeHit) followUps.unshift(spans("On the free hit."));
  if (isNoBall(delivery) && input.freeHitsApply) followUps.push(spans("Free hit to follow."));
  const penalty = delivery.extras.penalty ?? 0;
  if (penalty > 0) followUps.push(spans(`${plural(penalty, "penalty run")} to ${input.battingTeam}.`));
  followUps.push(reviewSentence(delivery, names));

  return { formats: sentences(main, ...followUps), event, token: ballToken(delivery) };
}
