import {
  championshipTable,
  percentageText,
  rulesText,
  seriesOf,
  SUPER_LEAGUE,
  WTC_CYCLES,
  wtcCycle,
  type ChampionshipLine,
  type ChampionshipResult,
  type WtcCycle,
} from "../../cricket/championship.ts";
import type { Championship, ChampionshipLeague } from "../championship-schema.ts";
import type { ChampionshipsData } from "../contract.ts";
import { parseWtcFile, type WtcFile } from "../wtc-file.ts";
import { replayPlan, type Clock } from "./clock.server.ts";
import { plural } from "../../cricket/plural.ts";

/** Why the embedded Super League page is empty (decision 058: its ODIs are in the default data, its fixture list is not). */
const SUPER_LEAGUE_GAP =
  "No Super League table is built from our data yet: the match files do not say which ODIs counted for the league (July 2020 – May 2023), nor its forfeited matches and over-rate deductions.";

export const WTC_HEADERS = ["Rank", "Team", "M", "W", "L", "D", "T", "Ded", "Pts", "PCT"] as const;

let file: Promise<WtcFile> | undefined;
/**
 * The sourced list (data/wtc.csv, bundled as text), parsed once per isolate. Imported when first
 * needed, so Node scripts that load the data layer (npm run deploy's checks) never meet a .csv.
 */
const wtcFile = () => (file ??= import("../../../data/wtc.csv").then((text) => parseWtcFile(text.default)));

const wtcLeagues = (): ChampionshipLeague[] => WTC_CYCLES.map((c) => ({ slug: c.slug, name: c.name }));

/**
 * One Test line per team of the named teams in a date window, by the team lines' index (team,
 * format, date) — the stored results, never the balls.
 */
export const testLinesSql = (
  teams: number,
) => `SELECT t.match_id, t.start_date, tm.id AS team_id, tm.name AS team, op.name AS opponent, t.result, m.state
  FROM team_matches t
  JOIN teams tm ON tm.id = t.team_id
  JOIN teams op ON op.id = t.opponent_id
  JOIN matches m ON m.id = t.match_id
  WHERE t.team_id IN (SELECT id FROM teams WHERE gender = 'male' AND team_type = 'international' AND name IN (${Array(teams).fill("?").join(", ")}))
    AND t.match_type = 'Test' AND t.start_date BETWEEN ? AND ?`;

async function testLines(db: D1Database, teams: string[], cycle: WtcCycle) {
  const rows = await db
    .prepare(testLinesSql(teams.length))
    .bind(...teams, cycle.from, cycle.to)
    .all<{
      match_id: number;
      start_date: string;
      team_id: number;
      team: string;
      opponent: string;
      result: ChampionshipResult;
      state: string;
    }>();
  return rows.results;
}

async function wtcTable(db: D1Database, clock: Clock, cycle: WtcCycle): Promise<Championship> {
  const { series: allSeries, deductions: allDeductions } = await wtcFile();
  const series = allSeries.filter((s) => s.cycle === cycle.key);
  const deductions = allDeductions.filter((d) => d.cycle === cycle.key);
  const teams = [...new Set(series.flatMap((s) => s.teams))];
  const [rows, plan] = await Promise.all([teams.length ? testLines(db, teams, cycle) : [], replayPlan(db, clock)]);
  const now = clock.now();
  const lines: ChampionshipLine[] = [];
  const teamIds = new Map<string, number>();
  const counted = new Set<number>();
  for (const row of rows) {
    // A replayed Test counts once it is over on the demo clock.
    const slot = plan.get(row.match_id);
    if (slot ? slot.timeline.end > now : row.state !== "Complete") continue;
    const found = seriesOf(series, row.team, row.opponent, row.start_date);
    if (!found) continue;
    lines.push({ team: row.team, result: row.result, seriesLength: found.matches });
    teamIds.set(row.team, row.team_id);
    counted.add(row.match_id);
  }
  // A deduction counts once its Test does.
  const dated = (team: string, opponent: string, date: string) =>
    rows.some((r) => r.team === team && r.opponent === opponent && r.start_date === date && counted.has(r.match_id));
  const applied = deductions.filter((d) => dated(d.team, d.opponent, d.date));
  const table = championshipTable(cycle.rules, lines, applied);
  const scheduled = series.reduce((sum, s) => sum + s.matches, 0);
  const deductionWords = plural(applied.length, "slow over-rate deduction");
  return {
    format: "test",
    league: { slug: cycle.slug, name: cycle.name },
    leagues: wtcLeagues(),
    headers: [...WTC_HEADERS],
    rows: table.map((row, index) => ({
      position: index + 1,
      team: { id: teamIds.get(row.team) ?? null, name: row.team, imageId: null },
      values: [row.played, row.won, row.lost, row.drawn, row.tied, row.deducted, row.points]
        .map(String)
        .concat(percentageText(row.percentage)),
    })),
    subText: rulesText(cycle),
    basis:
      counted.size === 0
        ? null
        : `Computed from ${counted.size} of the ${plural(scheduled, "Test")} of the cycle's ${plural(series.length, "series", "series")} in our ball-by-ball data ` +
          `(Cricsheet), and ${deductionWords}, from our sourced list of the championship's series and the points the ICC docked.`,
    emptyReason: counted.size === 0 ? "None of this cycle's championship Tests is in our data yet, so there is no table to show." : null,
  };
}

/**
 * The championships area of the embedded source: World Test Championship tables computed from the
 * stored Test results (team_matches) by each cycle's rules (app/cricket/championship.ts), with the
 * cycle's series and over-rate deductions from data/wtc.csv. The Super League has no data here.
 */
export function embeddedChampionships(db: D1Database, clock: Clock): ChampionshipsData {
  return {
    async championship(format, league) {
      if (format === "odi") {
        if (league !== undefined && league !== SUPER_LEAGUE.slug) return null;
        return {
          format,
          league: { ...SUPER_LEAGUE },
          leagues: [{ ...SUPER_LEAGUE }],
          headers: [],
          rows: [],
          subText: null,
          basis: null,
          emptyReason: SUPER_LEAGUE_GAP,
        };
      }
      const cycle = league === undefined ? WTC_CYCLES[0] : wtcCycle(league);
      return cycle ? wtcTable(db, clock, cycle) : null;
    },
  };
}
