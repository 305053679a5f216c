/**
 * A team's records (docs/product/content-areas.md#team-page): which directory tab a team belongs to, its formats' names,
 * results added up by year or opponent, the rounded averages of its players, and the dates the
 * Schedule and Results tabs put in parentheses. Pure: rows in, rows out.
 */

export type TeamKind = "international" | "domestic" | "league" | "women";

/**
 * The directory tab of a team: women's sides (national or club) under Women; men's national sides
 * International; men's clubs that play T20 franchise cricket League (IPL and the like, as the
 * scorecard archive groups their series); other men's clubs Domestic.
 */
export function teamKind(team: { gender: string; teamType: string; playsClubT20: boolean }): TeamKind {
  if (team.gender === "female") return "women";
  if (team.teamType === "international") return "international";
  return team.playsClubT20 ? "league" : "domestic";
}

const FORMAT_LABELS: Record<string, string> = { test: "Test", odi: "ODI", t20: "T20", mdm: "First-class", odm: "One-day" };

/** A stored match type as the filter names it: a national side's T20s are T20Is. */
export function formatLabel(matchType: string, international: boolean): string {
  const key = matchType.toLowerCase();
  if (key === "t20" && international) return "T20I";
  if (key === "it20") return "T20I";
  return FORMAT_LABELS[key] ?? matchType;
}

export interface ResultCount {
  played: number;
  won: number;
  lost: number;
  tied: number;
  drawn: number;
  noResult: number;
}

export interface ResultLine extends ResultCount {
  key: string;
  label: string;
}

/** Results added up per key (a year, an opponent), in the order `order` gives; D/NR is drawn plus no result. */
export function resultTable<T extends ResultCount>(
  rows: readonly T[],
  keyOf: (row: T) => { key: string; label: string },
  order: (a: ResultLine, b: ResultLine) => number,
): (ResultLine & { drawnOrNoResult: number })[] {
  const lines = new Map<string, ResultLine>();
  for (const row of rows) {
    const { key, label } = keyOf(row);
    const line = lines.get(key) ?? { key, label, played: 0, won: 0, lost: 0, tied: 0, drawn: 0, noResult: 0 };
    line.played += row.played;
    line.won += row.won;
    line.lost += row.lost;
    line.tied += row.tied;
    line.drawn += row.drawn;
    line.noResult += row.noResult;
    lines.set(key, line);
  }
  return [...lines.values()].sort(order).map((line) => ({ ...line, drawnOrNoResult: line.drawn + line.noResult }));
}

/** Team-stat averages are rounded to integers (docs/product/content-areas.md#team-page); null when nothing divides (no dismissal, no wicket). */
export function roundedAverage(total: number, divisor: number): number | null {
  return divisor > 0 ? Math.round(total / divisor) : null;
}

/** Runs a six-ball over, to two decimals (docs/product/content-areas.md#team-page). */
export function economyRate(runs: number, balls: number): string {
  return balls > 0 ? ((runs * 6) / balls).toFixed(2) : "-";
}

/** "245-6", or "36" when all ten are down (docs/product/content-areas.md#display-rules: fewer than 10 wickets shows runs-wickets). */
export function totalText(runs: number, wickets: number, allOut: boolean): string {
  return allOut || wickets >= 10 ? `${runs}` : `${runs}-${wickets}`;
}

/**
 * docs/product/content-areas.md#team-page: dates within the coming month-end window are shown in parentheses. The window
 * is the current calendar month up to its last day (UTC): this month's results and the fixtures
 * before the month ends.
 */
export function inMonthEndWindow(date: string, now: number): boolean {
  const today = new Date(now);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  return date >= first && date <= last;
}
