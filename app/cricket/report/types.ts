/** Types of the auto-written match report ("Story"). */
import type { PlayerRef } from "../names.ts";
import type { PersonId } from "../types.ts";

export interface MatchReportContext {
  /** "ICC Men's T20 World Cup", "Indian Premier League", "The Ashes". */
  seriesName: string;
  /** "Final", "12th Match", "3rd Match", "Super Eights, Group 1" (see matchDescription). */
  description: string;
  venue?: string;
  city?: string;
  /** Days of play, YYYY-MM-DD, in order. */
  dates: string[];
  /** Person ids of the player(s) of the match. */
  playerOfMatch?: string[];
}

/** A batter's innings, straight from the batting card. */
export interface BattingFigure {
  player: PlayerRef;
  /** Batting team. */
  team: string;
  /** Position in MatchInput.innings. */
  inningsIndex: number;
  superOver: boolean;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  notOut: boolean;
}

/** A bowler's figures in one innings, straight from the bowling card. */
export interface BowlingFigure {
  player: PlayerRef;
  /** Bowling (fielding) team. */
  team: string;
  inningsIndex: number;
  superOver: boolean;
  wickets: number;
  runs: number;
  /** Over.ball notation from the bowling card ("4", "3.4"). */
  overs: string;
  maidens: number;
  /** "3-20" (wickets-runs). */
  figures: string;
}

/** Every player figure the text quotes, with where it was quoted, so it can be checked against the scorecard. */
export type QuotedFigure =
  | {
      kind: "batting";
      playerId: PersonId;
      inningsIndex: number;
      runs: number;
      balls: number;
      /** The exact text used: "76 off 59 balls" in intro/body, "Kohli's 76" in the headline. */
      text: string;
      where: "headline" | "intro" | "body";
    }
  | {
      kind: "bowling";
      playerId: PersonId;
      inningsIndex: number;
      wickets: number;
      runs: number;
      /** "3-20". */
      text: string;
      where: "headline" | "intro" | "body";
    };

export interface MatchReportFacts {
  /** formatResult's text: "India won by 7 runs", "Match tied (United States of America won the Super Over)". */
  result: string;
  /** The winning side; for a tie, the side that won the Super Over (or eliminator). */
  winner?: string;
  /** The margin exactly as formatResult words it, after "<winner> won ": "by 7 runs", "by 6 wkts", "by 21 runs (DLS)". */
  margin?: string;
  /** "DLS" (or another recorded rain rule) when the result used one. */
  method?: string;
  /** Leading batters of each main innings, as quoted in the body (best first within an innings). */
  topScorers: BattingFigure[];
  /** Leading bowlers against each main innings, as quoted in the body. */
  bestBowling: BowlingFigure[];
  playerOfMatch: PlayerRef[];
  /** Every batting or bowling figure quoted in headline, intro and body. */
  quoted: QuotedFigure[];
}

export interface MatchReport {
  headline: string;
  intro: string;
  /** Paragraphs. */
  body: string[];
  facts: MatchReportFacts;
  tags: string[];
}
