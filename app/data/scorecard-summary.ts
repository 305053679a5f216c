import { buildScorecard } from "../cricket/scorecard.ts";
import type { MatchInput, PersonId } from "../cricket/types.ts";

/**
 * The numbers two independent sources must agree on for a scorecard: per innings runs, wickets
 * and overs, and each batter's runs and balls. Both sources list batters in batting order; a pair
 * is the same player when their Cricbuzz ids agree (Cricsheet's register maps some players to
 * Cricbuzz ids) or, without an id on one side, when a name word agrees: Cricbuzz writes "Axar",
 * "Rohit" or "Sharath BR" where Cricsheet has "AR Patel" (also known as "Axar Patel"),
 * "RG Sharma" or "BR Sharath", so the register's other names take part.
 */
export interface ScorecardSummary {
  innings: {
    team: string;
    runs: number;
    wickets: number;
    /** "20", "19.4" */
    overs: string;
    batters: { cricbuzzId?: string; name: string; otherNames?: string[]; runs: number; balls: number }[];
  }[];
}

/** The embedded side: the core's scorecard, main innings only, batters keyed by Cricbuzz id. */
export function summariseMatchInput(
  match: MatchInput,
  cricbuzzKeys: Record<PersonId, string>,
  otherNames: Record<PersonId, string[]> = {},
): ScorecardSummary {
  const card = buildScorecard(match);
  return {
    innings: card.innings
      .filter((innings) => !innings.superOver)
      .map((innings) => ({
        team: innings.team,
        runs: innings.total.runs,
        wickets: innings.total.wickets,
        overs: innings.total.overs,
        batters: innings.batting.map((b) => ({
          ...(cricbuzzKeys[b.player.id] ? { cricbuzzId: cricbuzzKeys[b.player.id] } : {}),
          name: b.player.name,
          ...(otherNames[b.player.id] ? { otherNames: otherNames[b.player.id] } : {}),
          runs: b.runs,
          balls: b.balls,
        })),
      })),
  };
}

type SummaryBatter = ScorecardSummary["innings"][number]["batters"][number];

/** Name words that identify someone: initials ("AR", "MS") say too little. */
function nameWords(batter: SummaryBatter): Set<string> {
  const words = [batter.name, ...(batter.otherNames ?? [])]
    .flatMap((name) => name.split(/\s+/))
    .filter((word) => word.length > 2 && word !== word.toUpperCase());
  return new Set(words.map((word) => word.toLowerCase()));
}

export function samePlayer(a: SummaryBatter, b: SummaryBatter): boolean {
  if (a.cricbuzzId && b.cricbuzzId) return a.cricbuzzId === b.cricbuzzId;
  const theirs = nameWords(b);
  return [...nameWords(a)].some((word) => theirs.has(word));
}

/** Every disagreement as a readable line; empty when the two agree. */
export function compareSummaries(expected: ScorecardSummary, actual: ScorecardSummary): string[] {
  const differences: string[] = [];
  if (expected.innings.length !== actual.innings.length) {
    differences.push(`innings count ${expected.innings.length} vs ${actual.innings.length}`);
  }
  expected.innings.forEach((a, i) => {
    const b = actual.innings[i];
    if (!b) return;
    const label = `innings ${i + 1} (${a.team})`;
    for (const field of ["runs", "wickets", "overs"] as const) {
      if (a[field] !== b[field]) differences.push(`${label}: ${field} ${a[field]} vs ${b[field]}`);
    }
    if (a.batters.length !== b.batters.length) {
      differences.push(`${label}: ${a.batters.length} batters vs ${b.batters.length}`);
    }
    a.batters.forEach((batter, position) => {
      const other = b.batters[position];
      if (!other) return;
      if (!samePlayer(batter, other)) {
        differences.push(`${label}: batter ${position + 1} is ${batter.name} vs ${other.name}`);
      } else if (batter.runs !== other.runs || batter.balls !== other.balls) {
        differences.push(`${label}: ${batter.name} ${batter.runs} (${batter.balls}) vs ${other.runs} (${other.balls})`);
      }
    });
  });
  return differences;
}

/** Any source's domain scorecard (main innings only) as a summary. */
export function summariseScorecard(
  card: import("./schemas.ts").Scorecard,
  extra: { cricbuzzIds?: Record<string, string>; otherNames?: Record<string, string[]> } = {},
): ScorecardSummary {
  return {
    innings: card.innings
      .filter((innings) => !innings.superOver)
      .map((innings) => ({
        team: innings.battingTeam.name,
        runs: innings.runs,
        wickets: innings.wickets,
        overs: innings.overs,
        batters: innings.batting.map((b) => ({
          ...(extra.cricbuzzIds?.[b.player.id] ? { cricbuzzId: extra.cricbuzzIds[b.player.id] } : {}),
          name: b.player.name,
          ...(extra.otherNames?.[b.player.id] ? { otherNames: extra.otherNames[b.player.id] } : {}),
          runs: b.runs,
          balls: b.balls,
        })),
      })),
  };
}
