/**
 * A player's career per format (docs/product/content-areas.md#player-profile), from his stored innings lines and the
 * matches he played: batting and bowling tables with the spec's headers, debut and last match,
 * recent form and what the figures cover. Pure: no I/O.
 *
 * - Formats: Test, ODI, T20I (a T20 between international sides), IPL (a club T20 of the Indian
 *   Premier League) and other T20s; other formats (first-class, List A) are left out.
 * - M is every match the player was named in (he may not have batted or bowled); Inn counts the
 *   innings he batted (or bowled, in the bowling table).
 * - 100 counts every hundred, double hundreds included (as the public record does); 200 the
 *   double hundreds alone; 50 the scores from 50 to 99.
 * - BBI: most wickets in an innings, fewest runs on a tie; BBM: the same over a whole match.
 *   5W: innings of five wickets or more; 10W: matches of ten or more.
 * - Averages, strike rates and economy with two decimals (docs/product/content-areas.md#player-profile); '-' where undefined (no
 *   dismissal, no wicket, no ball).
 */
import { ratioWithTwoDecimals } from "./rates.ts";
import { squadRoles, type SquadRole } from "./squad-roles.ts";

export const CAREER_FORMATS = ["Test", "ODI", "T20I", "IPL", "Other T20s"] as const;
export type CareerFormat = (typeof CAREER_FORMATS)[number];

export const BATTING_HEADERS = ["M", "Inn", "NO", "Runs", "HS", "Avg", "BF", "SR", "100", "200", "50", "4s", "6s"] as const;
export const BOWLING_HEADERS = ["M", "Inn", "B", "Runs", "Wkts", "BBI", "BBM", "Econ", "Avg", "SR", "5W", "10W"] as const;

/** The format row a match counts in, or null for formats the tables leave out. */
export function careerFormat(match: { matchType: string; teamType: string; seriesName: string }): CareerFormat | null {
  const type = match.matchType.toUpperCase();
  if (type === "TEST") return "Test";
  if (type === "ODI") return "ODI";
  if (type === "IT20") return "T20I";
  if (type !== "T20") return null;
  if (match.teamType === "international") return "T20I";
  return /^indian premier league\b/i.test(match.seriesName.trim()) ? "IPL" : "Other T20s";
}

/** A match the player was named in. */
export interface PlayedMatch {
  matchId: number;
  /** YYYY-MM-DD */
  startDate: string;
  format: CareerFormat;
  /** e.g. "vs Australia, Melbourne Cricket Ground" */
  title: string;
}

/** One innings line of the player (stored per main innings, super overs excluded). */
export interface CareerInnings {
  matchId: number;
  inningsNo: number;
  startDate: string;
  format: CareerFormat;
  opponent: string;
  batting: { position: number; runs: number; balls: number; fours: number; sixes: number; out: boolean } | null;
  bowling: { balls: number; runs: number; wickets: number } | null;
  catches: number;
  stumpings: number;
}

export interface BattingFigures {
  matches: number;
  innings: number;
  notOuts: number;
  runs: number;
  highest: { runs: number; notOut: boolean } | null;
  balls: number;
  hundreds: number;
  doubleHundreds: number;
  fifties: number;
  fours: number;
  sixes: number;
}

export interface Figures {
  wickets: number;
  runs: number;
}

export interface BowlingFigures {
  matches: number;
  innings: number;
  balls: number;
  runs: number;
  wickets: number;
  bestInnings: Figures | null;
  bestMatch: Figures | null;
  fiveWickets: number;
  tenWickets: number;
}

/** More wickets, then fewer runs. */
export function betterFigures(a: Figures, b: Figures | null): boolean {
  return b === null || a.wickets > b.wickets || (a.wickets === b.wickets && a.runs < b.runs);
}

export function battingFigures(matches: number, innings: readonly CareerInnings[]): BattingFigures {
  const figures: BattingFigures = {
    matches,
    innings: 0,
    notOuts: 0,
    runs: 0,
    highest: null,
    balls: 0,
    hundreds: 0,
    doubleHundreds: 0,
    fifties: 0,
    fours: 0,
    sixes: 0,
  };
  for (const { batting } of innings) {
    if (!batting) continue;
    figures.innings += 1;
    if (!batting.out) figures.notOuts += 1;
    figures.runs += batting.runs;
    figures.balls += batting.balls;
    figures.fours += batting.fours;
    figures.sixes += batting.sixes;
    if (batting.runs >= 100) figures.hundreds += 1;
    if (batting.runs >= 200) figures.doubleHundreds += 1;
    if (batting.runs >= 50 && batting.runs < 100) figures.fifties += 1;
    const high = figures.highest;
    if (!high || batting.runs > high.runs || (batting.runs === high.runs && !batting.out && !high.notOut)) {
      figures.highest = { runs: batting.runs, notOut: !batting.out };
    }
  }
  return figures;
}

export function bowlingFigures(matches: number, innings: readonly CareerInnings[]): BowlingFigures {
  const figures: BowlingFigures = {
    matches,
    innings: 0,
    balls: 0,
    runs: 0,
    wickets: 0,
    bestInnings: null,
    bestMatch: null,
    fiveWickets: 0,
    tenWickets: 0,
  };
  const byMatch = new Map<number, Figures>();
  for (const { matchId, bowling } of innings) {
    if (!bowling) continue;
    figures.innings += 1;
    figures.balls += bowling.balls;
    figures.runs += bowling.runs;
    figures.wickets += bowling.wickets;
    if (bowling.wickets >= 5) figures.fiveWickets += 1;
    const spell = { wickets: bowling.wickets, runs: bowling.runs };
    if (betterFigures(spell, figures.bestInnings)) figures.bestInnings = spell;
    const match = byMatch.get(matchId) ?? { wickets: 0, runs: 0 };
    byMatch.set(matchId, { wickets: match.wickets + spell.wickets, runs: match.runs + spell.runs });
  }
  for (const match of byMatch.values()) {
    if (match.wickets >= 10) figures.tenWickets += 1;
    if (betterFigures(match, figures.bestMatch)) figures.bestMatch = match;
  }
  return figures;
}

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? ratioWithTwoDecimals(numerator, denominator) : "-");
const figuresText = (figures: Figures | null) => (figures ? `${figures.wickets}/${figures.runs}` : "-/-");

/** A batting row as text, in BATTING_HEADERS order. */
export function battingCells(f: BattingFigures): string[] {
  return [
    String(f.matches),
    String(f.innings),
    String(f.notOuts),
    String(f.runs),
    f.highest ? `${f.highest.runs}${f.highest.notOut ? "*" : ""}` : "0",
    ratio(f.runs, f.innings - f.notOuts),
    String(f.balls),
    ratio(f.runs * 100, f.balls),
    String(f.hundreds),
    String(f.doubleHundreds),
    String(f.fifties),
    String(f.fours),
    String(f.sixes),
  ];
}

/** A bowling row as text, in BOWLING_HEADERS order. */
export function bowlingCells(f: BowlingFigures): string[] {
  return [
    String(f.matches),
    String(f.innings),
    String(f.balls),
    String(f.runs),
    String(f.wickets),
    figuresText(f.bestInnings),
    figuresText(f.bestMatch),
    ratio(f.runs * 6, f.balls),
    ratio(f.runs, f.wickets),
    ratio(f.balls, f.wickets),
    String(f.fiveWickets),
    String(f.tenWickets),
  ];
}

/** A table as the page shows it: headers and one row per format. */
export interface CareerTable {
  headers: string[];
  rows: { format: string; values: string[] }[];
}

/** Values that count as nothing: '0', '0.0' (batting), '-/-' (bowling), '-' (undefined), ''. */
export function isEmptyValue(value: string): boolean {
  return /^(0|0\.0+|-\/-|-|--)?$/.test(value.trim());
}

/**
 * The rule for career tables (docs/product/content-areas.md#player-profile): a row whose every value but M is nothing is hidden (a format
 * he played but never batted or bowled in), then every column whose every value is nothing.
 */
export function hideEmpty(table: CareerTable): CareerTable {
  const keep = (header: string) => header !== "M";
  const rows = table.rows.filter((row) => row.values.some((value, i) => keep(table.headers[i]!) && !isEmptyValue(value)));
  const columns = table.headers.map((_, i) => rows.some((row) => !isEmptyValue(row.values[i] ?? "")));
  return {
    headers: table.headers.filter((_, i) => columns[i]),
    rows: rows.map((row) => ({ format: row.format, values: row.values.filter((_, i) => columns[i]) })),
  };
}

export interface FormatSpan {
  format: CareerFormat;
  matches: number;
  debut: PlayedMatch;
  last: PlayedMatch;
}

/** One match of recent form: a Test's two innings share the line ("45 & 12*", "3/24 & 1/40"). */
export interface FormLine {
  matchId: number;
  /** the match's first innings in which he batted or bowled (1–4) */
  inningsNo: number;
  startDate: string;
  format: CareerFormat;
  opponent: string;
  /** "45*", "12", "45 & 12*" (each innings he batted, in order), or null when he did not bat */
  batting: string | null;
  /** "3/24", "3/24 & 1/40", or null when he did not bowl */
  bowling: string | null;
}

/**
 * Innings lines grouped into one line per match, newest match first, as the public record lists
 * form: a Test he batted twice in reads "45 & 12*", never two rows of the same Test.
 */
export function formLines(innings: readonly CareerInnings[]): FormLine[] {
  const byMatch = new Map<number, CareerInnings[]>();
  for (const line of innings) {
    if (!line.batting && !line.bowling) continue;
    const lines = byMatch.get(line.matchId) ?? [];
    lines.push(line);
    byMatch.set(line.matchId, lines);
  }
  const joined = (parts: (string | null)[]) => {
    const present = parts.filter((part): part is string => part !== null);
    return present.length === 0 ? null : present.join(" & ");
  };
  return [...byMatch.values()]
    .map((lines) => {
      const ordered = [...lines].sort((a, b) => a.inningsNo - b.inningsNo);
      const first = ordered[0]!;
      return {
        matchId: first.matchId,
        inningsNo: first.inningsNo,
        startDate: first.startDate,
        format: first.format,
        opponent: first.opponent,
        batting: joined(ordered.map((line) => (line.batting ? `${line.batting.runs}${line.batting.out ? "" : "*"}` : null))),
        bowling: joined(ordered.map((line) => (line.bowling ? `${line.bowling.wickets}/${line.bowling.runs}` : null))),
      };
    })
    .sort((a, b) => byDate(b, a));
}

export interface Career {
  batting: CareerTable;
  bowling: CareerTable;
  spans: FormatSpan[];
  recentForm: FormLine[];
  /** matches in the tables, and the first one's date */
  coverage: { matches: number; since: string | null };
}

const byDate = <T extends { startDate: string; matchId: number }>(a: T, b: T) =>
  a.startDate.localeCompare(b.startDate) || a.matchId - b.matchId;

/** Every table, span and line of a career (tables not yet hidden: see hideEmpty). */
export function career(played: readonly PlayedMatch[], innings: readonly CareerInnings[], formLength = 10): Career {
  const batting: CareerTable = { headers: [...BATTING_HEADERS], rows: [] };
  const bowling: CareerTable = { headers: [...BOWLING_HEADERS], rows: [] };
  const spans: FormatSpan[] = [];
  for (const format of CAREER_FORMATS) {
    const matches = played.filter((m) => m.format === format).sort(byDate);
    const lines = innings.filter((line) => line.format === format);
    if (matches.length === 0) continue;
    batting.rows.push({ format, values: battingCells(battingFigures(matches.length, lines)) });
    bowling.rows.push({ format, values: bowlingCells(bowlingFigures(matches.length, lines)) });
    spans.push({ format, matches: matches.length, debut: matches[0]!, last: matches.at(-1)! });
  }
  const all = [...played].sort(byDate);
  // Recent form: his last matches with a bat or a ball, newest first, one line per match.
  const recentForm = formLines(innings).slice(0, formLength);
  return { batting, bowling, spans, recentForm, coverage: { matches: all.length, since: all[0]?.startDate ?? null } };
}

/**
 * The player's role, read by the squads' rule (app/cricket/squad-roles.ts) from what he did in
 * the format he played most (the first in CAREER_FORMATS on a tie); null without a match.
 */
export function careerRole(played: readonly PlayedMatch[], innings: readonly CareerInnings[]): SquadRole | null {
  const counts = CAREER_FORMATS.map((format) => ({ format, matches: played.filter((m) => m.format === format).length }));
  const main = counts.reduce((best, next) => (next.matches > best.matches ? next : best));
  if (main.matches === 0) return null;
  const lines = innings.filter((line) => line.format === main.format);
  const sum = (pick: (line: CareerInnings) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const line = {
    person: "",
    name: "",
    matches: main.matches,
    battingPositions: lines.flatMap((l) => (l.batting ? [l.batting.position] : [])),
    runs: sum((l) => l.batting?.runs ?? 0),
    bowlingBalls: sum((l) => l.bowling?.balls ?? 0),
    wickets: sum((l) => l.bowling?.wickets ?? 0),
    catches: sum((l) => l.catches),
    stumpings: sum((l) => l.stumpings),
    stumpedElsewhere: innings.some((l) => l.stumpings > 0),
  };
  const ballsPerInnings = main.format === "Test" ? null : main.format === "ODI" ? 300 : 120;
  return squadRoles([line], ballsPerInnings).get("") ?? null;
}

/** How a role reads on the profile. */
export const ROLE_LABELS: Record<SquadRole, string> = {
  Batter: "Batter",
  Allrounder: "All-rounder",
  "WK-Batter": "Wicket-keeper batter",
  Bowler: "Bowler",
};
