/**
 * Input types of the pure scoring core. They mirror Cricsheet's ball-by-ball model
 * (cricsheet.org/format/json; read by app/data/cricsheet.ts) in camelCase, with people referred to by a stable
 * id (Cricsheet's registry identifier) rather than by name. Adapters (D1, Cricsheet files,
 * scoring API, upstream feed) build these; the core derives every displayed number from them.
 */

/** Cricsheet registry identifier (8 hex chars); the person's name when no id is known. */
export type PersonId = string;

export type MatchType = "Test" | "ODI" | "T20" | "MDM" | "ODM" | "IT20";

export const WICKET_KINDS = [
  "caught",
  "bowled",
  "lbw",
  "run out",
  "stumped",
  "caught and bowled",
  "hit wicket",
  "retired hurt",
  "retired not out",
  "retired out",
  "obstructing the field",
  "timed out",
  "handled the ball",
  "hit the ball twice",
] as const;
export type WicketKind = (typeof WICKET_KINDS)[number];

export interface Fielder {
  /** Absent when the scorer did not name the fielder. */
  id?: PersonId;
  substitute?: boolean;
}

export interface Wicket {
  playerOut: PersonId;
  kind: WicketKind;
  fielders: Fielder[];
}

export interface Extras {
  wides?: number;
  noballs?: number;
  byes?: number;
  legbyes?: number;
  penalty?: number;
}

export interface Review {
  /** Team name that asked for the review. */
  by: string;
  umpire?: PersonId;
  batter: PersonId;
  /** "technical failure": the review system failed, the on-field decision stands and the review is kept (two real ODI/T20I files). */
  decision: "upheld" | "struck down" | "technical failure";
  type?: string;
  umpiresCall?: boolean;
}

export interface MatchReplacement {
  in: PersonId;
  out: PersonId;
  team: string;
  /** "impact_player", "concussion_substitute", "covid_replacement", ... */
  reason: string;
}

export interface RoleReplacement {
  in: PersonId;
  out?: PersonId;
  role: "bowler" | "batter";
  reason: string;
}

/** One ball bowled (wides and no-balls included), in the order bowled. */
export interface Delivery {
  /** 0-based over index, as in Cricsheet. */
  over: number;
  batter: PersonId;
  bowler: PersonId;
  nonStriker: PersonId;
  runs: { batter: number; extras: number; total: number; nonBoundary?: boolean };
  extras: Extras;
  wickets: Wicket[];
  review?: Review;
  replacements?: { match?: MatchReplacement[]; role?: RoleReplacement[] };
}

export interface Powerplay {
  /** over.ball notation as in Cricsheet, e.g. 0.1 */
  from: number;
  /** e.g. 5.6 */
  to: number;
  type: "mandatory" | "batting" | "fielding" | string;
}

export interface Innings {
  /** Batting team name. */
  team: string;
  deliveries: Delivery[];
  superOver?: boolean;
  declared?: boolean;
  forfeited?: boolean;
  /** On chasing innings; revised values after D/L. */
  target?: { runs: number; overs?: number };
  penaltyRuns?: { pre?: number; post?: number };
  powerplays?: Powerplay[];
  absentHurt?: PersonId[];
}

export type Outcome =
  | {
      winner: string;
      by: { runs?: number; wickets?: number; innings?: number };
      method?: string;
    }
  | { result: "tie" | "no result" | "draw"; eliminator?: string; method?: string }
  | { winner: string; by?: undefined; method: "Awarded" | string };

export interface MatchInput {
  matchType: MatchType;
  ballsPerOver: number;
  /** Scheduled overs per innings; absent for Tests. */
  overs?: number;
  teams: [string, string];
  /** Playing XI (plus substitutes who took part) per team name, in Cricsheet's order. */
  players: Record<string, PersonId[]>;
  /** Display names by id (Cricsheet names such as "KA Maharaj"). */
  names: Record<PersonId, string>;
  innings: Innings[];
  toss?: { winner: string; decision: "bat" | "field" };
  /** The recorded outcome, when known (used for method and for results the balls cannot show). */
  outcome?: Outcome;
}
