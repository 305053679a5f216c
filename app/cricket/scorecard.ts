/** A whole match scorecard: every innings (super overs included and marked) plus the result. */
import { battingCard, type BattingEntry } from "./batting.ts";
import { bowlingCard, type BowlingEntry } from "./bowling.ts";
import { chaseTarget, type ChaseTarget } from "./chase.ts";
import { inningsExtras, type ExtrasSummary } from "./extras.ts";
import { fallOfWickets, type FallOfWicket } from "./fall-of-wickets.ts";
import type { PlayerRef } from "./names.ts";
import { DEFAULT_BALLS_PER_OVER } from "./overs.ts";
import { partnerships, type Partnership } from "./partnerships.ts";
import { powerplaySummaries, type PowerplaySummary } from "./powerplays.ts";
import { deriveMatchResult, formatResult, type MatchResult } from "./result.ts";
import { formatScore, inningsTotal, type InningsTotal } from "./score.ts";
import type { MatchInput } from "./types.ts";
import { yetToBat } from "./yet-to-bat.ts";

export interface InningsScorecard {
  /** Position in MatchInput.innings. */
  index: number;
  /** 1-based within its kind: 1st/2nd... main innings, or 1st/2nd... super-over innings. */
  number: number;
  superOver: boolean;
  team: string;
  bowlingTeam: string;
  total: InningsTotal;
  /** "176-7", "450-7 d". */
  score: string;
  batting: BattingEntry[];
  bowling: BowlingEntry[];
  extras: ExtrasSummary;
  fallOfWickets: FallOfWicket[];
  partnerships: Partnership[];
  yetToBat: PlayerRef[];
  powerplays: PowerplaySummary[];
  /** Set on chasing innings. */
  target?: ChaseTarget;
}

export interface MatchScorecard {
  innings: InningsScorecard[];
  result: MatchResult;
  /** "India won by 7 runs". */
  resultText: string;
}

export function buildScorecard(match: MatchInput): MatchScorecard {
  const ballsPerOver = match.ballsPerOver || DEFAULT_BALLS_PER_OVER;
  const numbering = { main: 0, superOver: 0 };
  const innings = match.innings.map((entry, index): InningsScorecard => {
    const superOver = entry.superOver === true;
    const number = superOver ? ++numbering.superOver : ++numbering.main;
    const total = inningsTotal(entry, ballsPerOver);
    const target = chaseTarget(match, index);
    return {
      index,
      number,
      superOver,
      team: entry.team,
      bowlingTeam: match.teams.find((team) => team !== entry.team) ?? "",
      total,
      score: formatScore(total),
      batting: battingCard(entry, match.names),
      bowling: bowlingCard(entry, match.names, ballsPerOver),
      extras: inningsExtras(entry),
      fallOfWickets: fallOfWickets(entry, match.names),
      partnerships: partnerships(entry, match.names),
      yetToBat: yetToBat(entry, match),
      powerplays: powerplaySummaries(entry, ballsPerOver),
      ...(target === undefined ? {} : { target }),
    };
  });
  const result = deriveMatchResult(match);
  return { innings, result, resultText: formatResult(result) };
}
