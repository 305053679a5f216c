/**
 * writeMatchReport: a sober, wire-style match report ("Story") written only from what the balls and
 * the match record show. Every figure comes from the core (buildScorecard, deriveMatchResult via
 * the scorecard, formatResult, chaseProgress, partnerships, fall of wickets), so the text always
 * agrees with the scorecard pages. Nothing is said that the data cannot show: no weather, crowd,
 * quotes or reasons for play ending.
 *
 * Wording rules that keep the text checkable: a batter's innings is always quoted as
 * "<runs> off <balls> ball(s)" (optionally "an unbeaten …"), and "off <number>" is used for nothing
 * else; bowling figures are "<wickets>-<runs>". Every quoted figure is listed in facts.quoted.
 */
import type { BattingEntry } from "../batting.ts";
import { isMultiInningsMatch } from "../chase.ts";
import { describeDismissal } from "../dismissal.ts";
import { ordinal } from "../match-description.ts";
import { playerRef, type PlayerRef } from "../names.ts";
import { DEFAULT_BALLS_PER_OVER, formatOvers } from "../overs.ts";
import { formatResult, type MatchResult } from "../result.ts";
import { buildScorecard, type InningsScorecard, type MatchScorecard } from "../scorecard.ts";
import { formatScore } from "../score.ts";
import { WICKETS_PER_INNINGS } from "../wickets.ts";
import type { MatchInput } from "../types.ts";
import {
  battingFigures,
  bestBowlers,
  bowlingFigures,
  byBatting,
  byBowling,
  chaseStateAfter,
  largestPartnership,
  mostExpensiveOver,
  overSummaries,
  topScorers,
  worstCollapse,
  type ChaseState,
} from "./figures.ts";
import { writeHeadline, type HeadlineStage, type Standout } from "./headline.ts";
import {
  capitalise,
  datePhrase,
  joinList,
  ordinalWord,
  overOrdinal,
  oversText,
  paragraph,
  plural,
  possessive,
  sentence,
  withArticle,
} from "./text.ts";
import type { BattingFigure, BowlingFigure, MatchReport, MatchReportContext, QuotedFigure } from "./types.ts";

type Where = QuotedFigure["where"];
type Style = "t20" | "odi" | "multi";

interface Thresholds {
  /** Runs a second or third batter needs to be named in an innings summary. */
  otherScorer: number;
  /** Runs a partnership needs to be told. */
  stand: number;
  /** Runs an over needs to be called out as the most expensive; undefined: never. */
  expensiveOver?: number;
  /** Wickets a second bowler needs to be named. */
  secondBowlerWickets: number;
  /** A winner's innings or spell that can lead the headline. */
  standoutRuns: number;
  standoutWickets: number;
  /** "With N overs left" in a chase. */
  closingOvers: number;
}

const THRESHOLDS: Record<Style, Thresholds> = {
  t20: { otherScorer: 20, stand: 40, expensiveOver: 18, secondBowlerWickets: 2, standoutRuns: 70, standoutWickets: 4, closingOvers: 5 },
  odi: { otherScorer: 30, stand: 75, expensiveOver: 18, secondBowlerWickets: 2, standoutRuns: 100, standoutWickets: 5, closingOvers: 10 },
  multi: { otherScorer: 40, stand: 100, secondBowlerWickets: 3, standoutRuns: 150, standoutWickets: 5, closingOvers: 0 },
};

/** A last over is told when the chase needed at most this many runs from it. */
const CLOSE_LAST_OVER_RUNS = 20;
const CLOSE_LAST_TWO_OVERS_RUNS = 30;

interface State {
  match: MatchInput;
  context: MatchReportContext;
  card: MatchScorecard;
  result: MatchResult;
  style: Style;
  th: Thresholds;
  ballsPerOver: number;
  main: InningsScorecard[];
  supers: InningsScorecard[];
  /** "DLS" when a rain rule decided the result. */
  method?: string;
  where: Where;
  quoted: QuotedFigure[];
  topScorers: BattingFigure[];
  bestBowling: BowlingFigure[];
  mentioned: Set<string>;
}

/** The rain rule's name as formatResult prints it ("DLS"), or undefined when no rain rule applied. */
function rainRule(result: MatchResult): string | undefined {
  if (result.method === undefined || result.method === "Awarded") return undefined;
  const probe = formatResult({ winner: "W", by: { runs: 2 }, method: result.method, derivedFrom: "balls" });
  return /\(([^)]+)\)$/.exec(probe)?.[1];
}

function styleOf(match: MatchInput): Style {
  if (isMultiInningsMatch(match.matchType)) return "multi";
  if (match.matchType === "ODI" || match.matchType === "ODM") return "odi";
  if (match.matchType === "T20" || match.matchType === "IT20") return "t20";
  return (match.overs ?? 20) > 20 ? "odi" : "t20";
}

// ---------------------------------------------------------------------------------------------
// Names and quoted figures

/**
 * Full name at the first mention in the text, short name afterwards. playerRef's short name is
 * already the whole name when two players of the match share it (names.ts matchShortName).
 */
function nameOf(state: State, player: PlayerRef): string {
  if (!state.mentioned.has(player.id)) {
    state.mentioned.add(player.id);
    return player.name;
  }
  return player.shortName;
}

/** "76 off 59 balls" / "an unbeaten 36 off 26 balls", recorded in facts.quoted. */
function batting(state: State, figure: BattingFigure): string {
  const text = `${figure.runs} off ${plural(figure.balls, "ball")}`;
  state.quoted.push({
    kind: "batting",
    playerId: figure.player.id,
    inningsIndex: figure.inningsIndex,
    runs: figure.runs,
    balls: figure.balls,
    text,
    where: state.where,
  });
  return figure.notOut ? `an unbeaten ${text}` : text;
}

/** "3-20", recorded in facts.quoted. */
function bowling(state: State, figure: BowlingFigure): string {
  state.quoted.push({
    kind: "bowling",
    playerId: figure.player.id,
    inningsIndex: figure.inningsIndex,
    wickets: figure.wickets,
    runs: figure.runs,
    text: figure.figures,
    where: state.where,
  });
  return figure.figures;
}

function boundaries(figure: BattingFigure): string {
  const parts = [
    ...(figure.fours > 0 ? [plural(figure.fours, "four")] : []),
    ...(figure.sixes > 0 ? [plural(figure.sixes, "six", "sixes")] : []),
  ];
  return parts.length === 0 ? "" : `, hitting ${joinList(parts)}`;
}

// ---------------------------------------------------------------------------------------------
// Scores and innings

function scoreText(card: InningsScorecard): string {
  return formatScore({ ...card.total, declared: false });
}

/** "made 176-7 in 20 overs", "were bowled out for 169 in 19.4 overs", "declared at 89-7 after 18 overs". */
function finishPhrase(card: InningsScorecard): string {
  const overs = oversText(card.total.overs);
  if (card.total.declared) return `declared at ${scoreText(card)} after ${overs}`;
  if (card.total.allOut) return `were bowled out for ${scoreText(card)} in ${overs}`;
  return `made ${scoreText(card)} in ${overs}`;
}

/** The team's 1st/2nd innings in a multi-innings match. */
function teamInningsNumber(state: State, card: InningsScorecard): number {
  return state.main.filter((entry) => entry.team === card.team && entry.index <= card.index).length;
}

function inningsLabel(state: State, card: InningsScorecard): string {
  return `${possessive(card.team)} ${ordinalWord(teamInningsNumber(state, card))} innings`;
}

function runsOf(state: State, team: string, upToIndex: number): number {
  return state.main.filter((entry) => entry.team === team && entry.index <= upToIndex).reduce((sum, entry) => sum + entry.total.runs, 0);
}

/** The two teams, the side that batted first first. */
function battingOrderTeams(state: State): [string, string] {
  const first = state.main[0]?.team;
  return first === undefined ? state.match.teams : [first, otherTeam(state, first)];
}

function otherTeam(state: State, team: string): string {
  return state.match.teams.find((entry) => entry !== team) ?? "";
}

function tossSentence(state: State): string {
  const toss = state.match.toss;
  if (toss === undefined) return "";
  return sentence(`${toss.winner} won the toss and chose to ${toss.decision === "bat" ? "bat" : "field"}`);
}

/** The toss and the first innings' score: one sentence when the toss winner chose to bat. */
function firstInningsOpening(state: State, card: InningsScorecard, finish: string): string[] {
  const toss = state.match.toss;
  if (toss !== undefined && toss.winner === card.team && toss.decision === "bat") {
    return [sentence(`${card.team} won the toss, chose to bat and ${finish}`)];
  }
  return [tossSentence(state), sentence(`${card.team} ${finish}`)];
}

function fielderName(state: State, entry: BattingEntry): string | undefined {
  const fielder = entry.wicket?.fielders[0];
  if (fielder?.id === undefined) return undefined;
  const name = nameOf(state, playerRef(state.match.names, fielder.id));
  return fielder.substitute ? `substitute ${name}` : name;
}

/** "was caught by Pant off HH Pandya", "was run out", "was lbw to JJ Bumrah". */
function dismissalPhrase(state: State, entry: BattingEntry): string {
  const wicket = entry.wicket;
  const bowler = entry.bowler;
  if (wicket === undefined || bowler === undefined) return "was out";
  switch (wicket.kind) {
    case "caught":
    case "caught and bowled": {
      if (describeDismissal(wicket, bowler.id, state.match.names).startsWith("c & b"))
        return `was caught and bowled by ${nameOf(state, bowler)}`;
      const fielder = fielderName(state, entry);
      return fielder === undefined ? `was caught off ${nameOf(state, bowler)}` : `was caught by ${fielder} off ${nameOf(state, bowler)}`;
    }
    case "bowled":
      return `was bowled by ${nameOf(state, bowler)}`;
    case "lbw":
      return `was lbw to ${nameOf(state, bowler)}`;
    case "stumped": {
      const fielder = fielderName(state, entry);
      return fielder === undefined ? `was stumped off ${nameOf(state, bowler)}` : `was stumped by ${fielder} off ${nameOf(state, bowler)}`;
    }
    case "hit wicket":
      return `was out hit wicket off ${nameOf(state, bowler)}`;
    case "run out":
      return "was run out";
    case "retired out":
      return "retired out";
    case "timed out":
      return "was timed out";
    default:
      return `was out ${wicket.kind}`;
  }
}

/** Top scorers of an innings, as one sentence. */
function scorersSentence(state: State, card: InningsScorecard): string {
  const scorers = topScorers(card, 3, state.th.otherScorer).filter((figure) => figure.runs >= state.th.otherScorer / 2);
  if (!card.superOver) state.topScorers.push(...scorers);
  const [top, ...others] = scorers;
  if (top === undefined || top.runs < state.th.otherScorer / 2) return "";
  const lead = `${nameOf(state, top.player)} top-scored with ${batting(state, top)}${boundaries(top)}`;
  if (others.length === 0) return sentence(lead);
  const rest = others.map(
    (figure, position) => `${nameOf(state, figure.player)}${position === 0 ? " made" : ""} ${batting(state, figure)}`,
  );
  return sentence(`${lead}, while ${joinList(rest)}`);
}

function bowlersSentence(state: State, card: InningsScorecard): string {
  const bowlers = bestBowlers(card, 2, state.th.secondBowlerWickets);
  if (!card.superOver) state.bestBowling.push(...bowlers);
  const [best, second] = bowlers;
  if (best === undefined) return "";
  const first = `${nameOf(state, best.player)} took ${bowling(state, best)} in ${oversText(best.overs)}`;
  const next = second === undefined ? "" : ` and ${nameOf(state, second.player)} ${bowling(state, second)} in ${oversText(second.overs)}`;
  return sentence(`For ${card.bowlingTeam}, ${first}${next}`);
}

/** A collapse and the biggest stand of an innings, in the order they happened. */
function turningSentences(state: State, card: InningsScorecard): string[] {
  const items: Array<{ wicket: number; text: string }> = [];
  const collapse = worstCollapse(card.fallOfWickets);
  if (collapse !== undefined) {
    const last = collapse.end.wicketNumber === card.fallOfWickets.length && card.total.allOut;
    const wickets = `${last ? "their last " : ""}${plural(collapse.wickets, "wicket")}`;
    const lost = collapse.runs === 0 ? `lost ${wickets} without a run being added` : `lost ${wickets} for ${plural(collapse.runs, "run")}`;
    const where = last ? "" : ` and were ${collapse.end.runs}-${collapse.end.wicketNumber} in the ${overOrdinal(collapse.end.over)} over`;
    items.push({ wicket: collapse.fromWicket, text: sentence(`${card.team} ${lost}${where}`) });
  }
  const summary = largestPartnership(card);
  if (summary !== undefined && summary.stand.runs >= state.th.stand) {
    const { stand, brokenBy } = summary;
    const pair = `${nameOf(state, stand.batters[0].player)} and ${nameOf(state, stand.batters[1].player)}`;
    const put = `${pair} put on ${stand.runs} for the ${ordinalWord(stand.wicket)} wicket in ${plural(stand.balls, "ball")}`;
    let end = "";
    if (brokenBy !== undefined) end = ` before ${nameOf(state, brokenBy.entry.player)} ${dismissalPhrase(state, brokenBy.entry)}`;
    else if (stand.end === "unbroken") end = " without being separated";
    else if (stand.end === "retirement") {
      const retired = stand.batters
        .map((share) => card.batting.find((row) => row.player.id === share.player.id))
        .find((row) => row?.status === "retired hurt" || row?.status === "retired not out");
      if (retired !== undefined)
        end = ` before ${nameOf(state, retired.player)} ${retired.status === "retired hurt" ? "retired hurt" : "retired"}`;
    }
    items.push({ wicket: stand.wicket, text: sentence(`${put}${end}`) });
  }
  return items.sort((a, b) => a.wicket - b.wicket).map((item) => item.text);
}

function inningsParagraph(state: State, card: InningsScorecard, opening: string[]): string {
  if (card.total.legalBalls === 0 && card.batting.length === 0) return paragraph(opening);
  return paragraph([...opening, scorersSentence(state, card), ...turningSentences(state, card), bowlersSentence(state, card)]);
}

// ---------------------------------------------------------------------------------------------
// Limited-overs innings and the chase

function spare(card: InningsScorecard): string {
  const balls = card.target?.balls;
  if (balls === undefined) return "";
  const remaining = balls - card.total.legalBalls;
  if (remaining <= 0) return " off the last ball";
  return ` with ${plural(remaining, "ball")} to spare`;
}

function calledOffAhead(state: State, card: InningsScorecard): boolean {
  return (
    state.result.winner === card.team &&
    state.result.by?.runs !== undefined &&
    state.result.by.innings === undefined &&
    card.target !== undefined
  );
}

function chaseOpening(state: State, card: InningsScorecard): string {
  const target = card.target;
  const first = state.main[0];
  if (target === undefined || first === undefined) return sentence(`${card.team} ${finishPhrase(card)}`);
  const overs = oversText(card.total.overs);
  if (calledOffAhead(state, card))
    return sentence(`In reply, ${card.team} reached ${scoreText(card)} in ${overs} before play was called off`);
  const limit = target.balls === undefined ? "" : ` in ${oversText(formatOvers(target.balls, state.ballsPerOver))}`;
  const lead = target.revised
    ? `Set a revised target of ${target.runs}${limit}${state.method === undefined ? "" : ` under the ${state.method} method`},`
    : `Chasing ${target.runs},`;
  let outcome: string;
  if (state.result.winner === card.team) outcome = `reached ${scoreText(card)} in ${overs}${spare(card)}`;
  else if (state.result.result === "tie") {
    outcome = card.total.allOut
      ? `were bowled out for ${scoreText(card)} in ${overs}, level with ${first.team}`
      : `finished level on ${scoreText(card)}`;
  } else if (state.result.result === "no result") outcome = `were ${scoreText(card)} after ${overs} when the match ended without a result`;
  else if (card.total.allOut) outcome = `were bowled out for ${scoreText(card)} in ${overs}`;
  else outcome = `finished on ${scoreText(card)}`;
  return sentence(`${lead} ${card.team} ${outcome}`);
}

function stateScore(chase: ChaseState): string {
  return formatScore({ runs: chase.runs, wickets: chase.wickets });
}

/** Required rates at the halfway mark and with a few overs left; the last overs when it was close. */
function chaseParagraph(state: State, card: InningsScorecard): { text: string; lastOverFinish: boolean } {
  const none = { text: "", lastOverFinish: false };
  const target = card.target;
  if (target?.balls === undefined || state.result.result === "no result" || calledOffAhead(state, card)) return none;
  const { ballsPerOver } = state;
  const innings = state.match.innings[card.index];
  if (innings === undefined) return none;
  const totalOvers = Math.floor(target.balls / ballsPerOver);
  const live = (chase: ChaseState | undefined): chase is ChaseState =>
    chase !== undefined && chase.deliveries < innings.deliveries.length && chase.runsNeeded > 0 && chase.wickets < WICKETS_PER_INNINGS;
  const sentences: string[] = [];

  const halfway = Math.floor(totalOvers / 2) * ballsPerOver;
  const atHalfway = halfway > 0 ? chaseStateAfter(state.match, card.index, halfway) : undefined;
  if (live(atHalfway)) {
    sentences.push(
      sentence(
        `After ${plural(halfway / ballsPerOver, "over")}, ${card.team} were ${stateScore(atHalfway)}, needing ${atHalfway.runsNeeded} from ${plural(atHalfway.ballsRemaining, "ball")} at a required rate of ${atHalfway.requiredRunRate} an over`,
      ),
    );
  }
  const closing = target.balls - state.th.closingOvers * ballsPerOver;
  const atClosing = state.th.closingOvers > 0 && closing > halfway ? chaseStateAfter(state.match, card.index, closing) : undefined;
  if (live(atClosing)) {
    sentences.push(
      sentence(
        `With ${plural(state.th.closingOvers, "over")} left they needed ${atClosing.runsNeeded} from ${plural(atClosing.ballsRemaining, "ball")} with ${plural(WICKETS_PER_INNINGS - atClosing.wickets, "wicket")} in hand`,
      ),
    );
  }

  let lastOverFinish = false;
  const lastOverStart = target.balls - ballsPerOver;
  const wholeOvers = target.balls % ballsPerOver === 0 && totalOvers >= 2;
  const atLastOver = wholeOvers ? chaseStateAfter(state.match, card.index, lastOverStart) : undefined;
  if (live(atLastOver) && atLastOver.runsNeeded <= CLOSE_LAST_OVER_RUNS) {
    lastOverFinish = true;
    const atLastTwo = totalOvers >= 3 ? chaseStateAfter(state.match, card.index, lastOverStart - ballsPerOver) : undefined;
    const lastTwo =
      live(atLastTwo) && atLastTwo.runsNeeded <= CLOSE_LAST_TWO_OVERS_RUNS && lastOverStart - ballsPerOver >= closing
        ? `${atLastTwo.runsNeeded} from the last 2 overs and `
        : "";
    const over = overSummaries(innings, card.index).find((entry) => entry.over === totalOvers - 1);
    const bowlers =
      over === undefined ? "" : `, bowled by ${joinList(over.bowlers.map((id) => nameOf(state, playerRef(state.match.names, id))))}`;
    sentences.push(sentence(`${card.team} needed ${lastTwo}${atLastOver.runsNeeded} from the final over${bowlers}`));
    const runs = card.total.runs - atLastOver.runs;
    const wickets = card.total.wickets - atLastOver.wickets;
    const losing = wickets > 0 ? `, losing ${plural(wickets, "wicket")}` : "";
    if (state.result.winner === card.team) {
      sentences.push(sentence(card.total.legalBalls >= target.balls ? "They won off the last ball" : `They got there${spare(card)}`));
    } else if (state.result.result === "tie") {
      sentences.push(sentence(`They scored ${plural(runs, "run")} from it${losing}, leaving the scores level`));
    } else {
      sentences.push(sentence(`They managed ${plural(runs, "run")} from it${losing}`));
    }
  }
  return { text: paragraph(sentences), lastOverFinish };
}

function oversParagraph(state: State): string {
  const sentences: string[] = [];
  const threshold = state.th.expensiveOver;
  const over =
    threshold === undefined
      ? undefined
      : mostExpensiveOver(
          state.match,
          state.main.map((entry) => entry.index),
        );
  const card = over === undefined ? undefined : state.card.innings[over.inningsIndex];
  if (over !== undefined && card !== undefined && threshold !== undefined && over.runs >= threshold) {
    const bowlers = joinList(over.bowlers.map((id) => nameOf(state, playerRef(state.match.names, id))));
    sentences.push(
      sentence(
        `The most expensive over of the match was the ${ordinal(over.over + 1)} of ${possessive(card.team)} innings, bowled by ${bowlers}, which cost ${plural(over.runs, "run")}`,
      ),
    );
  }
  if (state.style === "t20") {
    const maidens = state.main.flatMap((entry) =>
      bowlingFigures(entry)
        .filter((figure) => figure.maidens > 0)
        .map((figure) => `${nameOf(state, figure.player)} bowled ${figure.maidens === 1 ? "a maiden" : `${figure.maidens} maidens`}`),
    );
    if (maidens.length > 0) sentences.push(sentence(joinList(maidens)));
  }
  return paragraph(sentences);
}

function superOverParagraph(state: State): string {
  const sentences: string[] = [];
  const pairs = Math.floor(state.supers.length / 2);
  for (let pair = 0; pair < pairs; pair += 1) {
    const first = state.supers[pair * 2];
    const second = state.supers[pair * 2 + 1];
    if (first === undefined || second === undefined) continue;
    const label = pairs === 1 ? "the Super Over" : `the ${ordinalWord(pair + 1)} Super Over`;
    const bowlersOf = (card: InningsScorecard) => joinList(card.bowling.map((row) => nameOf(state, row.player)));
    const topOf = (card: InningsScorecard) => {
      const top = battingFigures(card).sort(byBatting)[0];
      return top === undefined || top.runs === 0 ? "" : `, ${nameOf(state, top.player)} making ${batting(state, top)}`;
    };
    sentences.push(sentence(`In ${label}, ${first.team} made ${scoreText(first)} against ${bowlersOf(first)}${topOf(first)}`));
    const needing = second.target === undefined ? "" : `Needing ${second.target.runs}, `;
    sentences.push(sentence(`${needing}${second.team} made ${scoreText(second)} against ${bowlersOf(second)}${topOf(second)}`));
  }
  const { eliminator } = state.result;
  if (eliminator !== undefined && state.result.result === "tie") {
    if (pairs === 0) sentences.push(sentence(`${eliminator} won the eliminator`));
    else sentences.push(sentence(`${eliminator} won ${pairs === 1 ? "the Super Over" : `the ${ordinalWord(pairs)} Super Over`}`));
  }
  return paragraph(sentences);
}

// ---------------------------------------------------------------------------------------------
// Multi-innings matches

function multiOpening(state: State, card: InningsScorecard, position: number): string[] {
  const other = otherTeam(state, card.team);
  const overs = oversText(card.total.overs);
  const nth = ordinalWord(teamInningsNumber(state, card));
  if (card.total.legalBalls === 0 && state.match.innings[card.index]?.forfeited)
    return [sentence(`${card.team} forfeited their ${nth} innings`)];
  if (position === 0) {
    return firstInningsOpening(state, card, `${finishPhrase(card)} in their first innings`);
  }
  if (position === 1) {
    const first = state.main[0];
    const behind = first === undefined ? 0 : first.total.runs - card.total.runs;
    const reply = card.total.declared
      ? `declared their first innings at ${scoreText(card)} after ${overs}`
      : card.total.allOut
        ? `were bowled out for ${scoreText(card)} in ${overs} in reply`
        : `replied with ${scoreText(card)} in ${overs}`;
    const lead =
      first === undefined || first.team === card.team
        ? ""
        : behind > 0
          ? `, ${plural(behind, "run")} behind on first innings`
          : behind < 0
            ? `, a first-innings lead of ${plural(-behind, "run")}`
            : ", level on first innings";
    return [sentence(`${card.team} ${reply}${lead}`)];
  }
  if (position === 2) {
    const followOn = state.main[1]?.team === card.team;
    const fourth = state.main[3];
    const what = card.total.declared
      ? `declared their ${nth} innings at ${scoreText(card)} after ${overs}`
      : card.total.allOut
        ? `were bowled out for ${scoreText(card)} in ${overs}${followOn ? "" : ` in their ${nth} innings`}`
        : `made ${scoreText(card)} in ${overs}${followOn ? "" : ` in their ${nth} innings`}`;
    let after = "";
    if (fourth?.target !== undefined) after = `, setting ${other} ${fourth.target.runs} to win`;
    else if (state.result.by?.innings !== undefined && state.result.winner === other) {
      after = `, ${plural(state.result.by.runs ?? 0, "run")} short of making ${other} bat again`;
    } else {
      const lead = runsOf(state, card.team, card.index) - runsOf(state, other, card.index);
      after =
        lead > 0
          ? `, a lead of ${plural(lead, "run")}`
          : lead < 0
            ? `, still ${plural(-lead, "run")} behind`
            : ", level with their opponents";
    }
    return [sentence(`${followOn ? "Following on, " : ""}${card.team} ${what}${after}`)];
  }
  const target = card.target?.runs;
  const set = target === undefined ? "" : `Set ${target} to win, `;
  let outcome: string;
  if (state.result.winner === card.team) outcome = `reached ${scoreText(card)} in ${overs}`;
  else if (state.result.result === "draw") outcome = `were ${scoreText(card)} after ${overs} when the match ended in a draw`;
  else if (state.result.result === "tie") outcome = `were bowled out for ${scoreText(card)}, tying the match`;
  else outcome = `${finishPhrase(card)}`;
  return [sentence(`${set}${card.team} ${outcome}`)];
}

// ---------------------------------------------------------------------------------------------
// Intro

interface EventInfo {
  /** "the ICC Men's T20 World Cup final", "the 11th match of the ICC Men's T20 World Cup (Group A)", "the 3rd Test of the India tour of Australia". */
  phrase: string;
  stage: HeadlineStage;
  /** "3rd Test" / "Test", for headlines of multi-innings matches. */
  testLabel: string;
}

function eventInfo(context: MatchReportContext, multi: boolean): EventInfo {
  const description = context.description.trim();
  const series = context.seriesName.trim();
  const ofSeries = series === "" ? "" : ` of ${withArticle(series)}`;
  const numbered = /^(\d+(?:st|nd|rd|th)) Match(?:, (.+))?$/i.exec(description);
  if (numbered !== null) {
    const place = numbered[1] ?? "";
    const group = numbered[2] === undefined ? "" : ` (${numbered[2]})`;
    return {
      phrase: multi ? `the ${place} Test${ofSeries}${group}` : `the ${place} match${ofSeries}${group}`,
      stage: "other",
      testLabel: `${place} Test`,
    };
  }
  if (/^final$/i.test(description)) {
    return { phrase: series === "" ? "the final" : `${withArticle(series)} final`, stage: "final", testLabel: "Test" };
  }
  if (/^semi[- ]?final/i.test(description)) return { phrase: `a semi-final${ofSeries}`, stage: "semi-final", testLabel: "Test" };
  if (description === "" || /^match$/i.test(description)) {
    return { phrase: multi ? `a Test${ofSeries}` : `a match${ofSeries}`, stage: "other", testLabel: "Test" };
  }
  return { phrase: series === "" ? `the ${description}` : `${withArticle(series)} ${description}`, stage: "other", testLabel: "Test" };
}

function venuePhrase(context: MatchReportContext): string {
  const venue = context.venue?.trim() ?? "";
  const city = context.city?.trim() ?? "";
  if (venue !== "") return city !== "" && !venue.includes(city) ? `at ${venue}, ${city}` : `at ${venue}`;
  return city === "" ? "" : `in ${city}`;
}

function marginProse(result: MatchResult): string {
  const by = result.by;
  if (by === undefined) return "";
  if (by.innings !== undefined) return `by an innings and ${plural(by.runs ?? 0, "run")}`;
  if (by.wickets !== undefined) return `by ${plural(by.wickets, "wicket")}`;
  if (by.runs !== undefined) return `by ${plural(by.runs, "run")}`;
  return "";
}

function bestBattingOf(state: State, team: string | undefined): BattingFigure | undefined {
  const figures = state.main.filter((card) => team === undefined || card.team === team).flatMap(battingFigures);
  const best = figures.sort(byBatting)[0];
  return best === undefined || best.runs === 0 ? undefined : best;
}

function bestBowlingOf(state: State, team: string | undefined): BowlingFigure | undefined {
  const figures = state.main.filter((card) => team === undefined || card.bowlingTeam === team).flatMap(bowlingFigures);
  const best = figures.sort(byBowling)[0];
  return best === undefined || best.wickets === 0 ? undefined : best;
}

/** Worth naming in an intro: a second-scorer's runs, a second bowler's wickets. */
function notableBatting(state: State, figure: BattingFigure | undefined): BattingFigure | undefined {
  return figure !== undefined && figure.runs >= state.th.otherScorer ? figure : undefined;
}

function notableBowling(state: State, figure: BowlingFigure | undefined): BowlingFigure | undefined {
  return figure !== undefined && figure.wickets >= state.th.secondBowlerWickets ? figure : undefined;
}

function cardOf(state: State, inningsIndex: number): InningsScorecard | undefined {
  return state.card.innings[inningsIndex];
}

/** "V Kohli made 76 off 59 balls" (+ " in Australia's first innings" in multi-innings matches). */
function madeClause(state: State, figure: BattingFigure): string {
  const card = cardOf(state, figure.inningsIndex);
  const where = state.style === "multi" && card !== undefined ? ` in ${inningsLabel(state, card)}` : "";
  return `${nameOf(state, figure.player)} made ${batting(state, figure)}${where}`;
}

function tookClause(state: State, figure: BowlingFigure): string {
  const card = cardOf(state, figure.inningsIndex);
  const where = state.style === "multi" && card !== undefined ? ` in ${inningsLabel(state, card)}` : "";
  return `${nameOf(state, figure.player)} took ${bowling(state, figure)}${where}`;
}

function limitedWinPerformers(state: State, winner: string, loser: string): string {
  const [first, second] = state.main;
  if (first === undefined) return "";
  const bat = notableBatting(state, bestBattingOf(state, winner));
  const bowl = notableBowling(state, bestBowlingOf(state, winner));
  if (first.team === winner) {
    const made =
      bat === undefined ? `${winner} made ${scoreText(first)}` : `${madeClause(state, bat)} in ${possessive(winner)} ${scoreText(first)}`;
    if (second === undefined) return sentence(made);
    const finish = second.total.allOut ? `were bowled out for ${scoreText(second)}` : `finished on ${scoreText(second)}`;
    return sentence(
      bowl === undefined ? `${made}, and ${loser} ${finish}` : `${made}, and ${tookClause(state, bowl)} as ${loser} ${finish}`,
    );
  }
  if (second === undefined) return "";
  if (calledOffAhead(state, second)) {
    const rule = state.method === undefined ? "" : `${state.method} `;
    const ahead = plural(state.result.by?.runs ?? 0, "run");
    const runs = second.target === undefined ? "" : `, ${ahead} ahead of the ${rule}par score of ${second.target.runs - 1},`;
    const who = bat === undefined ? "" : `${madeClause(state, bat)} as `;
    return sentence(
      `${who}${winner}, chasing ${possessive(loser)} ${scoreText(first)}, were ${scoreText(second)} after ${oversText(second.total.overs)}${runs} when play was called off`,
    );
  }
  const restricted =
    bowl === undefined ? `${loser} posted ${scoreText(first)}` : `${tookClause(state, bowl)} as ${loser} posted ${scoreText(first)}`;
  const reached =
    bat === undefined ? `${winner} reached ${scoreText(second)}` : `${madeClause(state, bat)} as ${winner} reached ${scoreText(second)}`;
  return sentence(`${restricted}, and ${reached}${spare(second)}`);
}

/** The best innings and the best spell, of one side or (team undefined) of the match. */
function mainPerformers(state: State, team: string | undefined): string {
  const bat = notableBatting(state, bestBattingOf(state, team));
  const bowl = notableBowling(state, bestBowlingOf(state, team));
  const multi = state.style === "multi";
  const forTeam = (name: string) => (team === undefined && !multi ? ` for ${name}` : "");
  const parts = [
    ...(bat === undefined ? [] : [`${madeClause(state, bat)}${forTeam(bat.team)}`]),
    ...(bowl === undefined ? [] : [`${tookClause(state, bowl)}${forTeam(bowl.team)}`]),
  ];
  if (parts.length === 0) return "";
  return sentence(`${team !== undefined && !multi ? `For ${team}, ` : ""}${joinList(parts)}`);
}

function writeIntro(state: State, event: EventInfo): string {
  const where = [event.phrase, venuePhrase(state.context)].filter((part) => part !== "").join(" ");
  const when = datePhrase(state.context.dates);
  const played = when === "" ? "" : `, played ${when}`;
  const multi = state.style === "multi";
  const [teamA, teamB] = battingOrderTeams(state);
  const { result } = state;

  if (result.winner !== undefined) {
    const winner = result.winner;
    const loser = otherTeam(state, winner);
    if (result.method === "Awarded" || result.by === undefined) {
      return paragraph([sentence(`${winner} were awarded ${where} against ${loser} ${when}`)]);
    }
    const rule = state.method === undefined ? "" : ` under the ${state.method} method`;
    const title = event.stage === "final" ? " to win the title" : event.stage === "semi-final" ? " to reach the final" : "";
    const opening = multi
      ? sentence(`${winner} beat ${loser} ${marginProse(result)} in ${where}${played}`)
      : sentence(`${winner} beat ${loser} ${marginProse(result)}${rule} in ${where} ${when}${title}`);
    const performers = multi ? mainPerformers(state, winner) : limitedWinPerformers(state, winner, loser);
    return paragraph([opening, performers]);
  }

  if (result.result === "tie") {
    const first = state.main[0];
    const level = first === undefined ? "" : ` on ${first.total.runs}`;
    const decided =
      result.eliminator === undefined
        ? ""
        : (result.superOvers ?? 0) > 0
          ? `, and ${result.eliminator} won ${(result.superOvers ?? 0) > 1 ? `the ${ordinalWord(result.superOvers ?? 0)} Super Over` : "the Super Over"}`
          : `, and ${result.eliminator} won the eliminator`;
    const title = event.stage === "final" && result.eliminator !== undefined ? " to win the title" : "";
    const opening = sentence(`${teamA} and ${teamB} tied${level} in ${where} ${when}${decided}${title}`);
    return paragraph([opening, mainPerformers(state, result.eliminator)]);
  }

  if (result.result === "draw") {
    const last = state.main.at(-1);
    const opening = sentence(`${teamA} and ${teamB} drew ${where}${played}`);
    let close = "";
    if (last !== undefined && state.main.length === 4 && last.target !== undefined) {
      close = sentence(`Set ${last.target.runs} to win, ${last.team} were ${scoreText(last)} when the match ended`);
    } else if (last !== undefined) {
      close = sentence(
        `${last.team} were ${scoreText(last)} in their ${ordinalWord(teamInningsNumber(state, last))} innings when the match ended`,
      );
    }
    return paragraph([opening, close, mainPerformers(state, undefined)]);
  }

  // No result.
  const between = [`between ${teamA} and ${teamB}`, venuePhrase(state.context), when].filter((part) => part !== "").join(" ");
  const opening = sentence(`${capitalise(event.phrase)}, ${between}, ended with no result`);
  const withBalls = state.main.filter((card) => card.total.legalBalls > 0 || card.batting.length > 0);
  if (withBalls.length === 0) return paragraph([opening, sentence("No ball was bowled")]);
  const scheduledBalls = state.match.overs === undefined ? undefined : state.match.overs * state.ballsPerOver;
  const complete = (card: InningsScorecard) =>
    card.total.allOut || card.total.declared || (scheduledBalls !== undefined && card.total.legalBalls >= scheduledBalls);
  const scores = withBalls.map((card, position) =>
    position === withBalls.length - 1 && !complete(card)
      ? `${card.team} were ${scoreText(card)} after ${oversText(card.total.overs)} when play ended`
      : `${card.team} ${finishPhrase(card)}`,
  );
  const last = withBalls.at(-1);
  if (withBalls.length === 1 && last !== undefined && complete(last)) scores.push(`${otherTeam(state, last.team)} did not bat`);
  return paragraph([opening, sentence(scores.join(", and "))]);
}

// ---------------------------------------------------------------------------------------------
// Player of the match, headline, tags

/** "bowled the Super Over", "batted in the Super Over" for a player of the side that won it. */
function superOverRolesOf(state: State, player: PlayerRef): string[] {
  const winner = state.result.eliminator;
  const bowled = state.supers.filter((card) => card.bowlingTeam === winner && card.bowling.some((row) => row.player.id === player.id));
  const batted = state.supers.filter((card) => card.team === winner && card.batting.some((row) => row.player.id === player.id));
  const label = state.supers.length > 2 ? "a Super Over" : "the Super Over";
  return [...(bowled.length > 0 ? [`bowled ${label}`] : []), ...(batted.length > 0 ? [`batted in ${label}`] : [])];
}

function playerOfMatchParagraph(state: State, players: PlayerRef[]): string {
  if (players.length === 0) return "";
  if (players.length > 1)
    return sentence(`${joinList(players.map((player) => nameOf(state, player)))} were named joint players of the match`);
  const [player] = players;
  if (player === undefined) return "";
  const bat = state.main
    .flatMap(battingFigures)
    .filter((figure) => figure.player.id === player.id)
    .sort(byBatting)[0];
  const bowl = state.main
    .flatMap(bowlingFigures)
    .filter((figure) => figure.player.id === player.id)
    .sort(byBowling)[0];
  const inLabel = (figure: { inningsIndex: number }) => {
    const card = cardOf(state, figure.inningsIndex);
    return state.style === "multi" && card !== undefined ? ` in ${inningsLabel(state, card)}` : "";
  };
  const batted = bat !== undefined && bat.runs > 0;
  const bowled = bowl !== undefined && bowl.wickets > 0;
  const notableBat = batted && bat.runs >= state.th.otherScorer;
  const notableBowl = bowled && bowl.wickets >= state.th.secondBowlerWickets;
  const superOverRoles = state.result.result === "tie" ? superOverRolesOf(state, player) : [];
  const deeds = [
    ...(batted && (notableBat || !notableBowl) ? [`made ${batting(state, bat)}${inLabel(bat)}`] : []),
    ...(bowled && (notableBowl || !notableBat) ? [`took ${bowling(state, bowl)}${inLabel(bowl)}`] : []),
    ...superOverRoles,
  ];
  const name = nameOf(state, player);
  return deeds.length === 0
    ? sentence(`${name} was named player of the match`)
    : sentence(`${name}, who ${joinList(deeds)}, was named player of the match`);
}

function standoutFor(state: State, winner: string, players: PlayerRef[]): Standout | undefined {
  const bat = bestBattingOf(state, winner);
  const bowl = bestBowlingOf(state, winner);
  const batQualifies = bat !== undefined && bat.runs >= state.th.standoutRuns;
  const bowlQualifies = bowl !== undefined && bowl.wickets >= state.th.standoutWickets;
  const isPlayerOfMatch = (id: string | undefined) => players.some((player) => player.id === id);
  const useBowling = bowlQualifies && (!batQualifies || (isPlayerOfMatch(bowl?.player.id) && !isPlayerOfMatch(bat?.player.id)));
  if (useBowling && bowl !== undefined) {
    return { kind: "bowling", name: bowl.player.shortName, figures: bowl.figures };
  }
  if (batQualifies && bat !== undefined) return { kind: "batting", name: bat.player.shortName, runs: bat.runs };
  return undefined;
}

function writeHeadlineFor(state: State, event: EventInfo, players: PlayerRef[]): string {
  const { result } = state;
  const teams = battingOrderTeams(state);
  const city = state.context.city?.trim() || undefined;
  if (result.winner !== undefined) {
    const winner = result.winner;
    const loser = otherTeam(state, winner);
    const chase = state.main[1];
    const lastBall =
      chase !== undefined &&
      chase.team === winner &&
      chase.target?.balls !== undefined &&
      chase.total.legalBalls >= chase.target.balls &&
      result.by?.wickets !== undefined;
    const standout = standoutFor(state, winner, players);
    const seed = state.card.innings.reduce((sum, card) => sum + card.total.runs + card.total.legalBalls, 0);
    const text = writeHeadline({
      kind: "win",
      winner,
      loser,
      margin: marginProse(result),
      ...(state.method === undefined ? {} : { method: state.method }),
      awarded: result.method === "Awarded" || result.by === undefined,
      lastBall,
      ...(standout === undefined ? {} : { standout }),
      stage: event.stage,
      seriesName: state.context.seriesName,
      seed,
    });
    if (text.quoted !== undefined && standout !== undefined) {
      const figure = standout.kind === "batting" ? bestBattingOf(state, winner) : undefined;
      const spell = standout.kind === "bowling" ? bestBowlingOf(state, winner) : undefined;
      if (figure !== undefined) {
        state.quoted.push({
          kind: "batting",
          playerId: figure.player.id,
          inningsIndex: figure.inningsIndex,
          runs: figure.runs,
          balls: figure.balls,
          text: text.quoted,
          where: "headline",
        });
      }
      if (spell !== undefined) {
        state.quoted.push({
          kind: "bowling",
          playerId: spell.player.id,
          inningsIndex: spell.inningsIndex,
          wickets: spell.wickets,
          runs: spell.runs,
          text: text.quoted,
          where: "headline",
        });
      }
    }
    return text.headline;
  }
  if (result.result === "tie") {
    return writeHeadline({
      kind: "tie",
      teams,
      ...(result.eliminator === undefined ? {} : { eliminator: result.eliminator }),
      superOvers: result.superOvers ?? 0,
      stage: event.stage,
      seriesName: state.context.seriesName,
      ...(city === undefined ? {} : { city }),
    }).headline;
  }
  if (result.result === "draw")
    return writeHeadline({ kind: "draw", teams, testLabel: event.testLabel, ...(city === undefined ? {} : { city }) }).headline;
  return writeHeadline({ kind: "no result", teams, ...(city === undefined ? {} : { city }) }).headline;
}

function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const trimmed = tag.trim();
    if (trimmed === "" || seen.has(trimmed.toLowerCase())) return false;
    seen.add(trimmed.toLowerCase());
    return true;
  });
}

// ---------------------------------------------------------------------------------------------

export function writeMatchReport(match: MatchInput, context: MatchReportContext): MatchReport {
  const card = buildScorecard(match);
  const style = styleOf(match);
  const method = rainRule(card.result);
  const state: State = {
    match,
    context,
    card,
    result: card.result,
    style,
    th: THRESHOLDS[style],
    ballsPerOver: match.ballsPerOver || DEFAULT_BALLS_PER_OVER,
    main: card.innings.filter((entry) => !entry.superOver),
    supers: card.innings.filter((entry) => entry.superOver),
    ...(method === undefined ? {} : { method }),
    where: "headline",
    quoted: [],
    topScorers: [],
    bestBowling: [],
    mentioned: new Set(),
  };
  const event = eventInfo(context, style === "multi");
  const players = (context.playerOfMatch ?? []).map((id) => playerRef(match.names, id));

  const headline = writeHeadlineFor(state, event, players);

  state.where = "intro";
  const intro = writeIntro(state, event);

  state.where = "body";
  const body: string[] = [];
  let lastOverFinish = false;
  state.main.forEach((entry, position) => {
    if (style === "multi") {
      body.push(inningsParagraph(state, entry, multiOpening(state, entry, position)));
      return;
    }
    const opening = position === 0 ? firstInningsOpening(state, entry, finishPhrase(entry)) : [chaseOpening(state, entry)];
    body.push(inningsParagraph(state, entry, opening));
    if (position === 1) {
      const chase = chaseParagraph(state, entry);
      lastOverFinish = chase.lastOverFinish;
      body.push(chase.text);
    }
  });
  if (style !== "multi") body.push(oversParagraph(state));
  body.push(superOverParagraph(state));
  body.push(playerOfMatchParagraph(state, players));

  const { result } = card;
  const winnerOrEliminator = result.winner ?? result.eliminator;
  const margin =
    result.winner !== undefined && card.resultText.startsWith(`${result.winner} won `)
      ? card.resultText.slice(`${result.winner} won `.length)
      : undefined;
  const tags = uniqueTags([
    context.seriesName,
    style === "multi" && event.testLabel !== "Test" ? event.testLabel : context.description,
    ...match.teams,
    match.matchType,
    ...(context.city === undefined ? [] : [context.city]),
    result.result === "tie" ? "Tie" : result.result === "draw" ? "Draw" : result.result === "no result" ? "No result" : "",
    (result.superOvers ?? 0) > 0 ? "Super Over" : "",
    method === undefined ? "" : `${method} method`,
    lastOverFinish ? "Last-over finish" : "",
    state.main.some((entry, position) => position === 2 && state.main[1]?.team === entry.team) && style === "multi" ? "Follow-on" : "",
    ...players.map((player) => player.name),
  ]);

  return {
    headline,
    intro,
    body: body.filter((text) => text !== ""),
    facts: {
      result: card.resultText,
      ...(winnerOrEliminator === undefined ? {} : { winner: winnerOrEliminator }),
      ...(margin === undefined ? {} : { margin }),
      ...(method === undefined ? {} : { method }),
      topScorers: state.topScorers,
      bestBowling: state.bestBowling,
      playerOfMatch: players,
      quoted: state.quoted,
    },
    tags,
  };
}
