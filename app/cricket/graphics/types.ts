/**
 * What the match graphics are drawn from: plain numbers a page already has (scorecard, over
 * summaries). The builders in this folder are pure: numbers in, SVG text out.
 */
export interface GraphicTeam {
  name: string;
  shortName: string;
}

export interface GraphicInnings {
  inningsNo: number;
  team: GraphicTeam;
  runs: number;
  wickets: number;
  /** "19.4" */
  overs: string;
  declared: boolean;
  /** runs scored in each over, in order (empty when the source has no ball data) */
  overRuns: number[];
  /** wickets that fell in each over, in order (same length as overRuns) */
  overWickets: number[];
  /** the score at each fall of wicket, in order, and who was out */
  fallOfWickets: { wicket: number; runs: number; batter: string }[];
}

export interface BattingPerformance {
  name: string;
  team: string;
  runs: number;
  balls: number;
  notOut: boolean;
}

export interface BowlingPerformance {
  name: string;
  team: string;
  wickets: number;
  runs: number;
  overs: string;
}

export interface MatchGraphicsInput {
  /** "India vs South Africa, Final" */
  title: string;
  series: string;
  venue: string | null;
  /** the day it was played, as shown ("29 Jun 2024") */
  date: string;
  /** "India won by 7 runs" */
  result: string;
  teams: [GraphicTeam, GraphicTeam];
  /** the innings in playing order, super overs left out */
  innings: GraphicInnings[];
  topBatters: BattingPerformance[];
  topBowlers: BowlingPerformance[];
  playerOfMatch: string | null;
}
