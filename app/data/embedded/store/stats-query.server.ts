import { PAGE_SIZE, type StatsQuery, type StatsResult, type StatsRow, VIEW_COLUMNS } from "../../stats-query.ts";

/**
 * The stats query's SQL (decision 054): one grouped SELECT over player_innings (the per-match lines
 * written at import), joined to team_matches for the opposition, venue and result of the player's
 * side, and to teams for gender. Never reads deliveries. Every value is bound; the column and group
 * names come from fixed tables here, never from the URL.
 *
 * A query by player with no filter the totals do not keep (opposition, ground, result, innings)
 * reads player_series_totals instead (migration 0045, decision 059): one row per
 * player, team, series, format and year, so all Tests since 2001 are ≈ 30,000 rows, not 120,000
 * lines. Series whose lines changed since they were summed, and series with a replayed match the
 * demo clock has not finished, are read from their lines in the same statement.
 */

const FORMAT_WHERE: Record<NonNullable<StatsQuery["format"]>, string> = {
  test: "pi.match_type = 'Test'",
  odi: "pi.match_type = 'ODI'",
  t20i: "pi.match_type IN ('T20', 'IT20') AND pi.team_type = 'international'",
  ipl: "pi.match_type = 'T20' AND pi.team_type = 'club' AND s.name LIKE 'Indian Premier League%'",
  "other-t20": "pi.match_type = 'T20' AND pi.team_type = 'club' AND s.name NOT LIKE 'Indian Premier League%'",
};

const RESULT_VALUE: Record<NonNullable<StatsQuery["result"]>, string> = {
  won: "won",
  lost: "lost",
  drawn: "drawn",
  tied: "tied",
  "no-result": "no result",
};

/** Each view: the rows it counts and its columns as SQL aggregates (names = VIEW_COLUMNS keys). */
type LineView = Exclude<StatsQuery["view"], "results">;
const VIEW_SQL: Record<LineView, { where: string; columns: Record<string, string> }> = {
  batting: {
    where: "pi.runs IS NOT NULL",
    columns: {
      matches: "COUNT(DISTINCT pi.match_id)",
      innings: "COUNT(*)",
      notouts: "SUM(1 - pi.out)",
      runs: "SUM(pi.runs)",
      high: "MAX(pi.runs)",
      average: "CASE WHEN SUM(pi.out) > 0 THEN ROUND(SUM(pi.runs) * 1.0 / SUM(pi.out), 2) END",
      balls: "SUM(pi.balls)",
      strikerate: "CASE WHEN SUM(pi.balls) > 0 THEN ROUND(SUM(pi.runs) * 100.0 / SUM(pi.balls), 2) END",
      hundreds: "SUM(pi.runs >= 100)",
      fifties: "SUM(pi.runs >= 50 AND pi.runs < 100)",
      fours: "SUM(pi.fours)",
      sixes: "SUM(pi.sixes)",
    },
  },
  bowling: {
    where: "pi.bowl_balls IS NOT NULL",
    columns: {
      matches: "COUNT(DISTINCT pi.match_id)",
      innings: "COUNT(*)",
      balls: "SUM(pi.bowl_balls)",
      maidens: "SUM(pi.maidens)",
      conceded: "SUM(pi.runs_conceded)",
      wickets: "SUM(pi.wickets)",
      average: "CASE WHEN SUM(pi.wickets) > 0 THEN ROUND(SUM(pi.runs_conceded) * 1.0 / SUM(pi.wickets), 2) END",
      economy: "CASE WHEN SUM(pi.bowl_balls) > 0 THEN ROUND(SUM(pi.runs_conceded) * 6.0 / SUM(pi.bowl_balls), 2) END",
      strikerate: "CASE WHEN SUM(pi.wickets) > 0 THEN ROUND(SUM(pi.bowl_balls) * 1.0 / SUM(pi.wickets), 2) END",
      fivewickets: "SUM(pi.wickets >= 5)",
    },
  },
  fielding: {
    where: "(pi.catches + pi.stumpings + pi.run_outs) > 0 OR pi.runs IS NOT NULL OR pi.bowl_balls IS NOT NULL",
    columns: {
      matches: "COUNT(DISTINCT pi.match_id)",
      innings: "COUNT(*)",
      catches: "SUM(pi.catches)",
      stumpings: "SUM(pi.stumpings)",
      runouts: "SUM(pi.run_outs)",
      dismissals: "SUM(pi.catches + pi.stumpings)",
    },
  },
};

/** What each grouping keys on, and the label, ref and detail it shows. */
const GROUP_SQL: Record<StatsQuery["group"], { key: string; label: string; ref: string; detail: string }> = {
  player: {
    key: "pi.person_id",
    // The register's name; a player it lacks by the name his matches give (never for a full import).
    label: "COALESCE(p.name, (SELECT max(name) FROM match_players WHERE person_id = pi.person_id), pi.person_id)",
    ref: "pi.person_id",
    detail: "GROUP_CONCAT(DISTINCT t.name ORDER BY t.name)",
  },
  team: { key: "pi.team_id", label: "t.name", ref: "CAST(pi.team_id AS TEXT)", detail: "''" },
  season: { key: "substr(pi.start_date, 1, 4)", label: "substr(pi.start_date, 1, 4)", ref: "NULL", detail: "''" },
  opposition: { key: "tm.opponent_id", label: "o.name", ref: "CAST(tm.opponent_id AS TEXT)", detail: "''" },
  venue: { key: "tm.venue_id", label: "COALESCE(v.name, 'Unknown ground')", ref: "CAST(tm.venue_id AS TEXT)", detail: "''" },
  innings: {
    key: "pi.match_id, pi.innings_no, pi.person_id",
    label: "COALESCE(p.name, pi.person_id)",
    ref: "CAST(pi.match_id AS TEXT)",
    detail: "t.name || ' v ' || o.name || ', ' || pi.start_date || ', innings ' || pi.innings_no",
  },
};

/** A line of the fielding view: a player who did anything in the innings. */
const FIELDED = "((catches + stumpings + run_outs) > 0 OR runs IS NOT NULL OR bowl_balls IS NOT NULL)";

/**
 * The totals of a set of lines per player, team, series, format and year: the one definition the
 * stored totals are summed with and the due series are read with.
 */
const TOTALS_KEY = "l.person_id, l.team_id, l.series_id, l.match_type, l.team_type, substr(l.start_date, 1, 4)";
/** The stats format of a line `l` (FORMAT_WHERE's conditions, in one CASE; 'other' for the rest). */
const FORMAT_OF_LINE = `CASE ${Object.entries(FORMAT_WHERE)
  .map(
    ([format, where]) =>
      `WHEN ${where.replaceAll("pi.", "l.").replaceAll("s.name", "(SELECT name FROM series WHERE id = l.series_id)")} THEN '${format}'`,
  )
  .join(" ")} ELSE 'other' END`;
const TOTALS_COLUMNS = `
  COUNT(DISTINCT CASE WHEN runs IS NOT NULL THEN match_id END) AS bat_matches,
  COUNT(runs) AS bat_innings,
  SUM(CASE WHEN runs IS NOT NULL THEN 1 - out END) AS notouts,
  SUM(runs) AS runs, MAX(runs) AS high, SUM(balls) AS balls,
  SUM(runs >= 100) AS hundreds, SUM(runs >= 50 AND runs < 100) AS fifties,
  SUM(fours) AS fours, SUM(sixes) AS sixes,
  COUNT(DISTINCT CASE WHEN bowl_balls IS NOT NULL THEN match_id END) AS bowl_matches,
  COUNT(bowl_balls) AS bowl_innings,
  SUM(bowl_balls) AS bowl_balls, SUM(maidens) AS maidens, SUM(runs_conceded) AS conceded,
  SUM(wickets) AS wickets, SUM(wickets >= 5) AS fivewickets,
  COUNT(DISTINCT CASE WHEN ${FIELDED} THEN match_id END) AS field_matches,
  SUM(${FIELDED}) AS field_innings,
  SUM(catches) AS catches, SUM(stumpings) AS stumpings, SUM(run_outs) AS runouts`;
const TOTALS_NAMES =
  "person_id, team_id, series_id, match_type, team_type, format, gender, year, bat_matches, bat_innings, notouts, runs, high, balls, hundreds, fifties, fours, sixes, bowl_matches, bowl_innings, bowl_balls, maidens, conceded, wickets, fivewickets, field_matches, field_innings, catches, stumpings, runouts";
/**
 * The lines' totals with the team's gender: of `from` (player_innings aliased `l`, or a list of
 * series joined to it) where `where` holds.
 */
const totalsOfLines = (where: string, from = "player_innings l") => `
  SELECT l.person_id, l.team_id, l.series_id, l.match_type, l.team_type, ${FORMAT_OF_LINE} AS format,
    (SELECT gender FROM teams WHERE id = l.team_id) AS gender, substr(l.start_date, 1, 4) AS year, ${TOTALS_COLUMNS}
  FROM ${from} WHERE ${where}
  GROUP BY ${TOTALS_KEY}`;

/** Series summed per statement batch: an IPL season is ≈ 3,000 lines. */
const SERIES_PER_BATCH = 100;

/**
 * Sums the due series' totals again (the import's last step): `limit` series at most per call;
 * answers how many it summed and how many are still due. Each batch is one transaction, so a read sees a series either
 * due (read from its lines) or summed, never half.
 */
export async function sumDueSeriesTotals(db: D1Database, limit = SERIES_PER_BATCH): Promise<{ summed: number; left: number }> {
  const due = await db
    .prepare("SELECT series_id FROM player_series_totals_due ORDER BY series_id LIMIT ?")
    .bind(limit)
    .all<{ series_id: number }>();
  const ids = JSON.stringify(due.results.map((row) => row.series_id));
  if (due.results.length > 0) {
    const chosen = "(SELECT value FROM json_each(?1))";
    await db.batch([
      db.prepare(`DELETE FROM player_series_totals WHERE series_id IN ${chosen}`).bind(ids),
      db.prepare(`INSERT INTO player_series_totals (${TOTALS_NAMES}) ${totalsOfLines(`series_id IN ${chosen}`)}`).bind(ids),
      db.prepare(`DELETE FROM player_series_totals_due WHERE series_id IN ${chosen}`).bind(ids),
    ]);
  }
  const left = await db.prepare("SELECT count(*) AS n FROM player_series_totals_due").first<{ n: number }>();
  return { summed: due.results.length, left: left?.n ?? 0 };
}

/**
 * Whether the stored totals can answer the query: grouped by player (a team's or a year's matches
 * are distinct matches across players, which per-player sums cannot give) and filtered only on
 * what they keep.
 */
export const totalsAnswer = (query: StatsQuery) =>
  query.view !== "results" &&
  query.group === "player" &&
  query.opposition === undefined &&
  query.venue === undefined &&
  query.result === undefined &&
  query.innings === undefined &&
  query.position === undefined;

/** Each view over the totals: the rows it counts and its columns summed again (names = VIEW_COLUMNS keys). */
const TOTALS_VIEW_SQL: Record<LineView, { where: string; count: string; columns: Record<string, string> }> = {
  batting: {
    where: "pi.bat_innings > 0",
    count: "SUM(pi.bat_innings)",
    columns: {
      matches: "SUM(pi.bat_matches)",
      innings: "SUM(pi.bat_innings)",
      notouts: "SUM(pi.notouts)",
      runs: "SUM(pi.runs)",
      high: "MAX(pi.high)",
      average: "CASE WHEN SUM(pi.bat_innings - pi.notouts) > 0 THEN ROUND(SUM(pi.runs) * 1.0 / SUM(pi.bat_innings - pi.notouts), 2) END",
      balls: "SUM(pi.balls)",
      strikerate: "CASE WHEN SUM(pi.balls) > 0 THEN ROUND(SUM(pi.runs) * 100.0 / SUM(pi.balls), 2) END",
      hundreds: "SUM(pi.hundreds)",
      fifties: "SUM(pi.fifties)",
      fours: "SUM(pi.fours)",
      sixes: "SUM(pi.sixes)",
    },
  },
  bowling: {
    where: "pi.bowl_innings > 0",
    count: "SUM(pi.bowl_innings)",
    columns: {
      matches: "SUM(pi.bowl_matches)",
      innings: "SUM(pi.bowl_innings)",
      balls: "SUM(pi.bowl_balls)",
      maidens: "SUM(pi.maidens)",
      conceded: "SUM(pi.conceded)",
      wickets: "SUM(pi.wickets)",
      average: "CASE WHEN SUM(pi.wickets) > 0 THEN ROUND(SUM(pi.conceded) * 1.0 / SUM(pi.wickets), 2) END",
      economy: "CASE WHEN SUM(pi.bowl_balls) > 0 THEN ROUND(SUM(pi.conceded) * 6.0 / SUM(pi.bowl_balls), 2) END",
      strikerate: "CASE WHEN SUM(pi.wickets) > 0 THEN ROUND(SUM(pi.bowl_balls) * 1.0 / SUM(pi.wickets), 2) END",
      fivewickets: "SUM(pi.fivewickets)",
    },
  },
  fielding: {
    where: "pi.field_innings > 0",
    count: "SUM(pi.field_innings)",
    columns: {
      matches: "SUM(pi.field_matches)",
      innings: "SUM(pi.field_innings)",
      catches: "SUM(pi.catches)",
      stumpings: "SUM(pi.stumpings)",
      runouts: "SUM(pi.runouts)",
      dismissals: "SUM(pi.catches + pi.stumpings)",
    },
  },
};

/** Sort order: averages and rates are best lowest for bowling, highest for batting; NULLs last either way. */
function sortOf(query: StatsQuery): string {
  const key = VIEW_COLUMNS[query.view].some((column) => column.key === query.sort) ? query.sort : "matches";
  const ascending = query.view === "bowling" && ["average", "economy", "strikerate"].includes(key);
  return `${key} IS NULL, ${key} ${ascending ? "ASC" : "DESC"}, label`;
}

/**
 * Adds a query's plain filters to a statement: `column = ?` for each given value, and its years on
 * a date column (`YYYY-MM-DD`) or a year column (`YYYY`).
 */
function addFilters(
  where: string[],
  params: (string | number)[],
  equal: readonly (readonly [string, string | number | undefined])[],
  years?: { column: string; kind: "date" | "year"; from: number | undefined; to: number | undefined },
) {
  for (const [column, value] of equal) {
    if (value === undefined) continue;
    where.push(`${column} = ?`);
    params.push(value);
  }
  if (!years) return;
  if (years.from !== undefined) {
    where.push(`${years.column} >= ?`);
    params.push(years.kind === "date" ? `${years.from}-01-01` : String(years.from));
  }
  if (years.to !== undefined) {
    where.push(`${years.column} <= ?`);
    params.push(years.kind === "date" ? `${years.to}-12-31` : String(years.to));
  }
}

/** The statement over the stored totals (totalsAnswer), its due series and unfinished replays read from their lines. */
function totalsStatement(query: StatsQuery, unfinished: readonly number[]): { sql: string; params: (string | number)[] } {
  const view = TOTALS_VIEW_SQL[query.view as LineView];
  // Filters each branch applies (on the totals' columns, which both branches share by name).
  const filters: string[] = ["gender = ?"];
  const params: (string | number)[] = [query.gender === "women" ? "female" : "male"];
  addFilters(
    filters,
    params,
    [
      ["format", query.format],
      ["person_id", query.player],
      ["team_id", query.team],
      ["series_id", query.series],
    ],
    { column: "year", kind: "year", from: query.from, to: query.to },
  );
  const filter = filters.join(" AND ");
  // Read from lines: the due series, and the series of a replayed match not yet over (without it).
  const fromLines = `SELECT series_id FROM player_series_totals_due
    UNION SELECT series_id FROM matches WHERE id IN (SELECT value FROM json_each(?))`;
  const unfinishedIds = JSON.stringify(unfinished);
  const stored = `SELECT ${TOTALS_NAMES} FROM player_series_totals
    WHERE ${filter} AND series_id NOT IN (${fromLines})`;
  // From the list of series to their lines (CROSS JOIN keeps that order): never a scan of a format's lines.
  const lines = `SELECT ${TOTALS_NAMES} FROM (${totalsOfLines(
    "l.match_id NOT IN (SELECT value FROM json_each(?))",
    `(${fromLines}) AS due CROSS JOIN player_innings l INDEXED BY player_innings_series ON l.series_id = due.series_id`,
  )}) WHERE ${filter}`;
  const allParams = [...params, unfinishedIds, unfinishedIds, unfinishedIds, ...params];
  const columns = Object.entries(view.columns)
    .map(([key, sql]) => `${sql} AS ${key}`)
    .join(", ");
  allParams.push(query.min, PAGE_SIZE + 1, (query.page - 1) * PAGE_SIZE);
  // Grouped first, named after: the names (a player's, his sides') are read per player, not per row,
  // and his sides' names only for the page's rows.
  const sql = `SELECT label, ref, (SELECT GROUP_CONCAT(name) FROM (SELECT DISTINCT name FROM teams
      WHERE id IN (SELECT value FROM json_each('[' || g.teams || ']')) ORDER BY name)) AS detail, ${VIEW_COLUMNS[query.view].map((column) => column.key).join(", ")}
    FROM (
      SELECT COALESCE(p.name, (SELECT max(name) FROM match_players WHERE person_id = a.ref), a.ref) AS label, a.*
      FROM (
        SELECT pi.person_id AS ref, GROUP_CONCAT(DISTINCT pi.team_id) AS teams, ${columns}
        FROM (${stored} UNION ALL ${lines}) pi
        WHERE ${view.where}
        GROUP BY pi.person_id
        HAVING ${view.count} >= ?
      ) a LEFT JOIN people p ON p.id = a.ref
      ORDER BY ${sortOf(query)}
      LIMIT ? OFFSET ?
    ) g
    ORDER BY ${sortOf(query)}`;
  return { sql, params: allParams };
}

/** What each grouping of a side's results keys on (team_matches `tm`, its side `t`, the opponent `o`). */
const RESULTS_GROUP_SQL: Record<"team" | "season" | "opposition" | "venue", { key: string; label: string; ref: string }> = {
  team: { key: "tm.team_id", label: "t.name", ref: "CAST(tm.team_id AS TEXT)" },
  season: { key: "substr(tm.start_date, 1, 4)", label: "substr(tm.start_date, 1, 4)", ref: "NULL" },
  opposition: { key: "tm.opponent_id", label: "o.name", ref: "CAST(tm.opponent_id AS TEXT)" },
  venue: { key: "tm.venue_id", label: "COALESCE(v.name, 'Unknown ground')", ref: "CAST(tm.venue_id AS TEXT)" },
};

/**
 * A side's results (the team results view) over team_matches: one line per side per finished
 * match. A tie settled by a super over or bowl-out counts as won or lost, as league tables do.
 */
function resultsStatement(query: StatsQuery, unfinished: readonly number[]): { sql: string; params: (string | number)[] } {
  const group = RESULTS_GROUP_SQL[query.group as keyof typeof RESULTS_GROUP_SQL] ?? RESULTS_GROUP_SQL.team;
  const where = ["t.gender = ?"];
  const params: (string | number)[] = [query.gender === "women" ? "female" : "male"];
  if (query.format) where.push(FORMAT_WHERE[query.format].replaceAll("pi.team_type", "t.team_type").replaceAll("pi.", "tm."));
  if (unfinished.length > 0) {
    where.push("tm.match_id NOT IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(unfinished));
  }
  addFilters(
    where,
    params,
    [
      ["tm.team_id", query.team],
      ["tm.opponent_id", query.opposition],
      ["tm.venue_id", query.venue],
      ["tm.series_id", query.series],
      ["tm.result", query.result && RESULT_VALUE[query.result]],
    ],
    { column: "tm.start_date", kind: "date", from: query.from, to: query.to },
  );
  const won = "(tm.result = 'won' OR tm.tie_break IS 'won')";
  params.push(query.min, PAGE_SIZE + 1, (query.page - 1) * PAGE_SIZE);
  const sql = `SELECT ${group.label} AS label, ${group.ref} AS ref, '' AS detail,
      COUNT(*) AS matches, SUM(${won}) AS won, SUM(tm.result = 'lost' OR tm.tie_break IS 'lost') AS lost,
      SUM(tm.result = 'tied' AND tm.tie_break IS NULL) AS tied, SUM(tm.result = 'drawn') AS drawn,
      SUM(tm.result = 'no result') AS noresult,
      ROUND(SUM(${won}) * 100.0 / COUNT(*), 2) AS winpct
    FROM team_matches tm
    JOIN teams t ON t.id = tm.team_id
    JOIN teams o ON o.id = tm.opponent_id
    ${query.group === "venue" ? "LEFT JOIN venues v ON v.id = tm.venue_id" : ""}
    ${query.format === "ipl" || query.format === "other-t20" ? "JOIN series s ON s.id = tm.series_id" : ""}
    WHERE ${where.join(" AND ")}
    GROUP BY ${group.key}
    HAVING COUNT(*) >= ?
    ORDER BY ${sortOf(query)}
    LIMIT ? OFFSET ?`;
  return { sql, params };
}

/** The statement and its bound values (exported for the plan test and the bench). */
export function statsQueryStatement(
  query: StatsQuery,
  unfinished: readonly number[] = [],
  { totals = true } = {},
): { sql: string; params: (string | number)[] } {
  if (query.view === "results") return resultsStatement(query, unfinished);
  if (totals && totalsAnswer(query)) return totalsStatement(query, unfinished);
  const view = VIEW_SQL[query.view];
  const group = GROUP_SQL[query.group];
  const where = [`(${view.where})`, "t.gender = ?"];
  const params: (string | number)[] = [query.gender === "women" ? "female" : "male"];
  if (query.format) where.push(FORMAT_WHERE[query.format]);
  // One present (issue 31): a replayed match the demo clock has not finished counts nowhere yet.
  if (unfinished.length > 0) {
    where.push("pi.match_id NOT IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(unfinished));
  }
  addFilters(
    where,
    params,
    [
      ["pi.person_id", query.player],
      ["pi.team_id", query.team],
      ["pi.series_id", query.series],
      ["tm.opponent_id", query.opposition],
      ["tm.venue_id", query.venue],
      ["tm.result", query.result && RESULT_VALUE[query.result]],
      ["pi.innings_no", query.innings],
      ["pi.bat_position", query.position],
    ],
    { column: "pi.start_date", kind: "date", from: query.from, to: query.to },
  );
  const columns = Object.entries(view.columns)
    .map(([key, sql]) => `${sql} AS ${key}`)
    .join(", ");
  const having = query.group === "innings" ? "" : "HAVING COUNT(*) >= ?";
  if (having) params.push(query.min);
  params.push(PAGE_SIZE + 1, (query.page - 1) * PAGE_SIZE);
  const sql = `SELECT ${group.label} AS label, ${group.ref} AS ref, ${group.detail} AS detail, ${columns}
    FROM player_innings pi
    JOIN teams t ON t.id = pi.team_id
    JOIN team_matches tm ON tm.match_id = pi.match_id AND tm.team_id = pi.team_id
    JOIN teams o ON o.id = tm.opponent_id
    ${query.group === "player" || query.group === "innings" ? "LEFT JOIN people p ON p.id = pi.person_id" : ""}
    ${query.group === "venue" ? "LEFT JOIN venues v ON v.id = tm.venue_id" : ""}
    ${query.format === "ipl" || query.format === "other-t20" ? "JOIN series s ON s.id = pi.series_id" : ""}
    WHERE ${where.join(" AND ")}
    GROUP BY ${group.key}
    ${having}
    ORDER BY ${sortOf(query)}
    LIMIT ? OFFSET ?`;
  return { sql, params };
}

export async function readStatsQuery(
  db: D1Database,
  query: StatsQuery,
  unfinished: readonly number[] = [],
  options: { totals?: boolean } = {},
): Promise<StatsResult> {
  const { sql, params } = statsQueryStatement(query, unfinished, options);
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<Record<string, string | number | null>>();
  const keys = VIEW_COLUMNS[query.view].map((column) => column.key);
  const rows: StatsRow[] = results.slice(0, PAGE_SIZE).map((row) => ({
    label: String(row.label ?? ""),
    ref: row.ref === null || row.ref === undefined ? null : String(row.ref),
    detail:
      query.group === "player"
        ? String(row.detail ?? "")
            .split(",")
            .join(", ")
        : String(row.detail ?? ""),
    values: Object.fromEntries(keys.map((key) => [key, row[key] === null || row[key] === undefined ? null : Number(row[key])])),
  }));
  const [names, teams] = await Promise.all([namesOf(db, query), teamsOf(db, query)]);
  return { rows, more: results.length > PAGE_SIZE, ...names, ...(teams ? { teams } : {}) };
}

/**
 * The sides with lines in the query's format and gender (the stored totals' format index, and the
 * lines of the series due),
 * for the form's team and opposition choices; none without a format (every side of the gender is
 * too long a list).
 */
async function teamsOf(db: D1Database, query: StatsQuery): Promise<StatsResult["teams"]> {
  if (!query.format) return undefined;
  const { results } = await db
    .prepare(
      `SELECT t.id, t.name FROM (
         SELECT team_id FROM player_series_totals WHERE format = ?1 AND gender = ?2
         UNION SELECT l.team_id FROM player_series_totals_due due
           CROSS JOIN player_innings l INDEXED BY player_innings_series ON l.series_id = due.series_id
           WHERE ${FORMAT_OF_LINE} = ?1
       ) s JOIN teams t ON t.id = s.team_id AND t.gender = ?2 ORDER BY t.name`,
    )
    .bind(query.format, query.gender === "women" ? "female" : "male")
    .all<{ id: number; name: string }>();
  return results;
}

/** The names of the player and series a query is filtered to, for its heading. */
async function namesOf(db: D1Database, query: StatsQuery): Promise<Pick<StatsResult, "names">> {
  if (query.player === undefined && query.series === undefined) return {};
  const row = await db
    .prepare(
      `SELECT COALESCE((SELECT name FROM people WHERE id = ?1), (SELECT max(name) FROM match_players WHERE person_id = ?1)) AS player,
         (SELECT name || ' ' || season FROM series WHERE id = ?2) AS series`,
    )
    .bind(query.player ?? null, query.series ?? null)
    .first<{ player: string | null; series: string | null }>();
  return {
    names: {
      ...(query.player === undefined ? {} : { player: row?.player ?? null }),
      ...(query.series === undefined ? {} : { series: row?.series ?? null }),
    },
  };
}
