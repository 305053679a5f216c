import { plural } from "../../cricket/plural.ts";
const FORMAT_NAMES: Record<string, [string, string]> = {
  TEST: ["Test", "Tests"],
  ODI: ["ODI", "ODIs"],
  T20: ["T20", "T20s"],
  IT20: ["T20I", "T20Is"],
  MDM: ["first-class match", "first-class matches"],
  ODM: ["one-day match", "one-day matches"],
};

/**
 * "3 Tests · 2 ODIs", "1 T20", in order of first appearance: the matches of the series as the public
 * record counts them, so a match voided and replayed from the start counts once (IPL 2025: 74, not 75).
 */
export function formatCounts(series: {
  matches: { id: number; format: string; matchType: string }[];
  voidedMatchIds: readonly number[];
}): string {
  const voided = new Set(series.voidedMatchIds);
  const counts = new Map<string, number>();
  for (const match of series.matches) {
    if (voided.has(match.id)) continue;
    const key = match.format.toUpperCase() === "T20" && match.matchType === "International" ? "IT20" : match.format.toUpperCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([key, n]) => {
      const [one, many] = FORMAT_NAMES[key] ?? [key, `${key}s`];
      return plural(n, one, many);
    })
    .join(" · ");
}
