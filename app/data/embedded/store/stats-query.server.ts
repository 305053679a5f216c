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

/**
 * A format's match types on team_matches (which has no team type): a query at a ground or in a
 * host country reads that ground's team lines first (team_matches_venue), then their players'
 * lines or stands, rather than every line of the format.
 */
const FORMAT_MATCH_TYPES: Record<NonNullable<StatsQuery["format"]>, string> = {
  test: "tm.match_type = 'Test'",
  odi: "tm.match_type = 'ODI'",
  t20i: "tm.match_type IN ('T20', 'IT20')",
  ipl: "tm.match_type = 'T20'",
  "other-t20": "tm.match_type = 'T20'",
};
/** Whether a query is read from its grounds' team lines first (a ground or a host country chosen). */
const byGround = (query: StatsQuery) => query.venue !== undefined || query.host !== undefined;

const RESULT_VALUE: Record<NonNullable<StatsQuery["result"]>, string> = {
  won: "won",
  lost: "lost",
  drawn: "drawn",
  tied: "tied",
  "no-result": "no result",
};

/** Each view: the rows it counts and its columns as SQL aggregates (names = VIEW_COLUMNS keys). */
type LineView = Exclude<StatsQuery["view"], "results" | "partnerships">;
type LineGroup = Exclude<StatsQuery["group"], "pair" | "wicket">;
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
const GROUP_SQL: Record<LineGroup, { key: string; label: string; ref: string; detail: string }> = {
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
/** A side's totals (migration 0047): the same sums per team, series, format and year, its matches distinct across its players. */
const TEAM_TOTALS_KEY = TOTALS_KEY.replace("l.person_id, ", "");
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
const TEAM_TOTALS_NAMES = TOTALS_NAMES.replace("person_id, ", "");
/**
 * The lines' totals with the team's gender: of `from` (player_innings aliased `l`, or a list of
 * series joined to it) where `where` holds; per player, or per side (`team`).
 */
const totalsOfLines = (where: string, from = "player_innings l", team = false) => `
  SELECT ${team ? "" : "l.person_id, "}l.team_id, l.series_id, l.match_type, l.team_type, ${FORMAT_OF_LINE} AS format,
    (SELECT gender FROM teams WHERE id = l.team_id) AS gender, substr(l.start_date, 1, 4) AS year, ${TOTALS_COLUMNS}
  FROM ${from} WHERE ${where}
  GROUP BY ${team ? TEAM_TOTALS_KEY : TOTALS_KEY}`;

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
      db.prepare(`DELETE FROM team_series_totals WHERE series_id IN ${chosen}`).bind(ids),
      db
        .prepare(
          `INSERT INTO team_series_totals (${TEAM_TOTALS_NAMES}) ${totalsOfLines(`series_id IN ${chosen}`, "player_innings l", true)}`,
        )
        .bind(ids),
      db.prepare(`DELETE FROM player_series_totals_due WHERE series_id IN ${chosen}`).bind(ids),
    ]);
  }
  const left = await db.prepare("SELECT count(*) AS n FROM player_series_totals_due").first<{ n: number }>();
  return { summed: due.results.length, left: left?.n ?? 0 };
}

/**
 * Whether the stored totals can answer the query: grouped by player (the players' totals), or by
 * team, or by year for one team (the sides' totals, migration 0047: a year's matches across sides
 * would count each match twice), and filtered only on what they keep.
 */
export const totalsAnswer = (query: StatsQuery) =>
  (query.group === "player" ||
    (query.player === undefined && (query.group === "team" || (query.group === "season" && query.team !== undefined)))) &&
  query.view !== "results" &&
  query.view !== "partnerships" &&
  query.host === undefined &&
  query.homeaway === undefined &&
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
function sortOf(query: StatsQuery, tiebreak = "label"): string {
  const key = VIEW_COLUMNS[query.view].some((column) => column.key === query.sort) ? query.sort : VIEW_COLUMNS[query.view][0]!.key;
  const ascending = query.view === "bowling" && ["average", "economy", "strikerate"].includes(key);
  return `${key} IS NULL, ${key} ${ascending ? "ASC" : "DESC"}, ${tiebreak}`;
}

/**
 * Host country and home/away (decision 063) as conditions on a line of side `side` against
 * `opponent` at ground `venue` (SQL column expressions). Home: the ground is one of the side's
 * homes (team_home_grounds: its country's grounds, or a league side's own); away: one of the
 * opponent's; neutral: neither, with both sides' homes known (an international side's always is;
 * a league side with no known ground is never neutral, nor at home).
 */
function addPlaceFilters(
  where: string[],
  params: (string | number)[],
  query: StatsQuery,
  { side, opponent, venue }: { side: string; opponent: string; venue: string },
) {
  if (query.host !== undefined) {
    where.push(`${venue} IN (SELECT id FROM venues WHERE country = ?)`);
    params.push(query.host);
  }
  const homeOf = (team: string) => `EXISTS (SELECT 1 FROM team_home_grounds h WHERE h.team_id = ${team} AND h.venue_id = ${venue})`;
  // An international side always has a home (its country, even with none of its grounds stored);
  // a league side only when a ground it is based at is known.
  const known = (team: string) =>
    `(EXISTS (SELECT 1 FROM teams k WHERE k.id = ${team} AND k.team_type = 'international') OR EXISTS (SELECT 1 FROM team_home_grounds h WHERE h.team_id = ${team}))`;
  if (query.homeaway === "home") where.push(homeOf(side));
  else if (query.homeaway === "away") where.push(`${homeOf(opponent)} AND NOT ${homeOf(side)}`);
  else if (query.homeaway === "neutral")
    where.push(`NOT ${homeOf(side)} AND NOT ${homeOf(opponent)} AND ${known(side)} AND ${known(opponent)}`);
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
  const team = query.group !== "player";
  const [table, names] = team ? ["team_series_totals", TEAM_TOTALS_NAMES] : ["player_series_totals", TOTALS_NAMES];
  // Filters each branch applies (on the totals' columns, which both branches share by name).
  const filters: string[] = ["gender = ?"];
  const params: (string | number)[] = [query.gender === "women" ? "female" : "male"];
  addFilters(
    filters,
    params,
    [
      ["format", query.format],
      ["person_id", team ? undefined : query.player],
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
  const stored = `SELECT ${names} FROM ${table}
    WHERE ${filter} AND series_id NOT IN (${fromLines})`;
  // From the list of series to their lines (CROSS JOIN keeps that order): never a scan of a format's lines.
  const lines = `SELECT ${names} FROM (${totalsOfLines(
    "l.match_id NOT IN (SELECT value FROM json_each(?))",
    `(${fromLines}) AS due CROSS JOIN player_innings l INDEXED BY player_innings_series ON l.series_id = due.series_id`,
    team,
  )}) WHERE ${filter}`;
  const allParams = [...params, unfinishedIds, unfinishedIds, unfinishedIds, ...params];
  const columns = Object.entries(view.columns)
    .map(([key, sql]) => `${sql} AS ${key}`)
    .join(", ");
  allParams.push(query.min, PAGE_SIZE + 1, (query.page - 1) * PAGE_SIZE);
  if (team) {
    // A side's rows (by team, or a side's years): a few hundred rows, named in the same statement.
    const [key, label, ref] =
      query.group === "team"
        ? ["pi.team_id", "(SELECT name FROM teams WHERE id = pi.team_id)", "CAST(pi.team_id AS TEXT)"]
        : ["pi.year", "pi.year", "NULL"];
    const sql = `SELECT ${label} AS label, ${ref} AS ref, '' AS detail, ${columns}
      FROM (${stored} UNION ALL ${lines}) pi
      WHERE ${view.where}
      GROUP BY ${key}
      HAVING ${view.count} >= ?
      ORDER BY ${sortOf(query)}
      LIMIT ? OFFSET ?`;
    return { sql, params: allParams };
  }
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
  addPlaceFilters(where, params, query, { side: "tm.team_id", opponent: "tm.opponent_id", venue: "tm.venue_id" });
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
  if (query.view === "partnerships") return partnershipsStatement(query, unfinished);
  if (totals && totalsAnswer(query)) return totalsStatement(query, unfinished);
  const view = VIEW_SQL[query.view];
  const group = GROUP_SQL[query.group as LineGroup];
  const where = [`(${view.where})`, "t.gender = ?"];
  const params: (string | number)[] = [query.gender === "women" ? "female" : "male"];
  // Read from a ground's team lines, a line is found by its match only: its other columns are kept
  // out of the index choice (`+`), else the planner scans a side's every line per match.
  const pi = byGround(query) ? "+pi." : "pi.";
  if (query.format) where.push(FORMAT_WHERE[query.format].replaceAll("pi.", pi));
  if (byGround(query)) {
    where.push("tm.gender = ?");
    params.push(params[0]!);
    if (query.format) where.push(FORMAT_MATCH_TYPES[query.format]);
  }
  // One present (issue 31): a replayed match the demo clock has not finished counts nowhere yet.
  if (unfinished.length > 0) {
    where.push("pi.match_id NOT IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(unfinished));
  }
  addFilters(
    where,
    params,
    [
      [`${pi}person_id`, query.player],
      [`${pi}team_id`, query.team],
      [`${pi}series_id`, query.series],
      ["tm.opponent_id", query.opposition],
      ["tm.venue_id", query.venue],
      ["tm.result", query.result && RESULT_VALUE[query.result]],
      [`${pi}innings_no`, query.innings],
      [`${pi}bat_position`, query.position],
    ],
    { column: `${pi}start_date`, kind: "date", from: query.from, to: query.to },
  );
  addPlaceFilters(where, params, query, { side: "pi.team_id", opponent: "tm.opponent_id", venue: "tm.venue_id" });
  const columns = Object.entries(view.columns)
    .map(([key, sql]) => `${sql} AS ${key}`)
    .join(", ");
  const having = query.group === "innings" ? "" : "HAVING COUNT(*) >= ?";
  if (having) params.push(query.min);
  params.push(PAGE_SIZE + 1, (query.page - 1) * PAGE_SIZE);
  const sql = `SELECT ${group.label} AS label, ${group.ref} AS ref, ${group.detail} AS detail, ${columns}
    FROM ${
      byGround(query)
        ? "team_matches tm CROSS JOIN player_innings pi ON pi.match_id = tm.match_id AND +pi.team_id = tm.team_id"
        : "player_innings pi JOIN team_matches tm ON tm.match_id = pi.match_id AND tm.team_id = pi.team_id"
    }
    JOIN teams t ON t.id = pi.team_id
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

/** A player's name by id: the register's, else the name his matches give, else the id. */
const personName = (id: string) =>
  `COALESCE((SELECT name FROM people WHERE id = ${id}), (SELECT max(name) FROM match_players WHERE person_id = ${id}), ${id})`;
const ORDINAL_SQL = (n: string) =>
  `${n} || CASE WHEN ${n} % 10 = 1 AND ${n} <> 11 THEN 'st' WHEN ${n} % 10 = 2 AND ${n} <> 12 THEN 'nd' WHEN ${n} % 10 = 3 AND ${n} <> 13 THEN 'rd' ELSE 'th' END`;

/** The partnerships view's columns over stands `ps` (names = VIEW_COLUMNS.partnerships keys). */
const PARTNERSHIP_COLUMNS: Record<string, string> = {
  innings: "COUNT(*)",
  unbroken: "SUM(ps.unbroken)",
  runs: "SUM(ps.runs)",
  high: "MAX(ps.runs)",
  average: "CASE WHEN COUNT(*) > SUM(ps.unbroken) THEN ROUND(SUM(ps.runs) * 1.0 / (COUNT(*) - SUM(ps.unbroken)), 2) END",
  balls: "SUM(ps.balls)",
  hundreds: "SUM(ps.runs >= 100)",
  fifties: "SUM(ps.runs >= 50 AND ps.runs < 100)",
};

/** The same columns for one stand (a list's row). */
const STAND_COLUMNS: Record<string, string> = {
  innings: "1",
  unbroken: "ps.unbroken",
  runs: "ps.runs",
  high: "ps.runs",
  average: "CASE WHEN ps.unbroken = 0 THEN ps.runs * 1.0 END",
  balls: "ps.balls",
  hundreds: "ps.runs >= 100",
  fifties: "ps.runs >= 50 AND ps.runs < 100",
};

/**
 * Each grouping of stands: the keys it groups on (named k…, read in the grouped query), the
 * tie-break after the sort column, and the label, ref and detail made from the keys afterwards,
 * for the page's rows only (a pair's two names, a list line's sides and date).
 */
const PARTNERSHIP_GROUP_SQL: Record<
  Exclude<StatsQuery["group"], "player">,
  { keys: string; group: string; tiebreak: string; label: string; ref: string; detail: string }
> = {
  pair: {
    keys: "ps.pair AS kp, GROUP_CONCAT(DISTINCT ps.team_id) AS kteams",
    group: "ps.pair",
    tiebreak: "kp",
    label: `${personName("substr(g.kp, 1, instr(g.kp, ',') - 1)")} || ' & ' || ${personName("substr(g.kp, instr(g.kp, ',') + 1)")}`,
    ref: "g.kp",
    detail: `(SELECT GROUP_CONCAT(name, ', ') FROM (SELECT DISTINCT name FROM teams
      WHERE id IN (SELECT value FROM json_each('[' || g.kteams || ']')) ORDER BY name))`,
  },
  wicket: {
    keys: "ps.wicket AS kw",
    group: "ps.wicket",
    tiebreak: "kw",
    label: `${ORDINAL_SQL("g.kw")} || ' wicket'`,
    ref: "NULL",
    detail: "''",
  },
  team: {
    keys: "ps.team_id AS kt",
    group: "ps.team_id",
    tiebreak: "kt",
    label: "(SELECT name FROM teams WHERE id = g.kt)",
    ref: "CAST(g.kt AS TEXT)",
    detail: "''",
  },
  season: {
    keys: "substr(ps.start_date, 1, 4) AS ky",
    group: "ky",
    tiebreak: "ky",
    label: "g.ky",
    ref: "NULL",
    detail: "''",
  },
  opposition: {
    keys: "tm.opponent_id AS ko",
    group: "tm.opponent_id",
    tiebreak: "ko",
    label: "(SELECT name FROM teams WHERE id = g.ko)",
    ref: "CAST(g.ko AS TEXT)",
    detail: "''",
  },
  venue: {
    keys: "tm.venue_id AS kv",
    group: "tm.venue_id",
    tiebreak: "kv",
    label: "COALESCE((SELECT name FROM venues WHERE id = g.kv), 'Unknown ground')",
    ref: "CAST(g.kv AS TEXT)",
    detail: "''",
  },
  innings: {
    keys: `ps.match_id AS km, ps.innings_no AS ki, ps.stand_no AS ks, ps.wicket AS kw, ps.batter1 AS ka, ps.batter2 AS kb,
      ps.runs1 AS kr1, ps.runs2 AS kr2, ps.team_id AS kt, tm.opponent_id AS ko, ps.start_date AS kd`,
    group: "ps.match_id, ps.innings_no, ps.stand_no",
    tiebreak: "kd, km, ki, ks",
    label: `${personName("g.ka")} || ' & ' || ${personName("g.kb")}`,
    ref: "CAST(g.km AS TEXT)",
    detail: `(SELECT name FROM teams WHERE id = g.kt) || ' v ' || (SELECT name FROM teams WHERE id = g.ko) || ', ' || g.kd
      || ', innings ' || g.ki || ', ' || ${ORDINAL_SQL("g.kw")} || ' wicket (' || g.kr1 || ' and ' || g.kr2 || ')'`,
  },
};

/**
 * The partnerships view (migration 0046, decision 063): the stored stands `ps`, joined to their
 * side's team line (opposition, ground, result) when the query asks for one of those, grouped,
 * sorted and paged first, named after. Without that join a scored match still in play counts its
 * stands so far, as the stored totals count its lines.
 */
function partnershipsStatement(query: StatsQuery, unfinished: readonly number[]): { sql: string; params: (string | number)[] } {
  const group = PARTNERSHIP_GROUP_SQL[query.group === "player" ? "pair" : query.group];
  // The side's team line (opponent, ground, result) only when a filter or the grouping needs it:
  // a format's stands by pair are then read from the pair index alone.
  const sideLine =
    query.opposition !== undefined ||
    query.venue !== undefined ||
    query.result !== undefined ||
    query.host !== undefined ||
    query.homeaway !== undefined ||
    ["opposition", "venue", "innings"].includes(query.group);
  const where: string[] = [];
  const params: (string | number)[] = [];
  // From a ground's team lines a stand is found by its match only; a player's stands by his two
  // batter indexes: other columns are kept out of the index choice (`+`).
  const ps = byGround(query) ? "+ps." : "ps.";
  const gender = query.gender === "women" ? "female" : "male";
  where.push(`${query.player === undefined ? ps : "+ps."}gender = ?`);
  params.push(gender);
  if (query.format) where.push(FORMAT_WHERE[query.format].replaceAll("pi.", query.player === undefined ? ps : "+ps."));
  if (byGround(query)) {
    where.push("tm.gender = ?");
    params.push(gender);
    if (query.format) where.push(FORMAT_MATCH_TYPES[query.format]);
  }
  if (unfinished.length > 0) {
    where.push("ps.match_id NOT IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(unfinished));
  }
  if (query.player !== undefined) {
    where.push(`(${ps}batter1 = ? OR ${ps}batter2 = ?)`);
    params.push(query.player, query.player);
  }
  addFilters(
    where,
    params,
    [
      [`${ps}team_id`, query.team],
      [`${ps}series_id`, query.series],
      ["tm.opponent_id", query.opposition],
      ["tm.venue_id", query.venue],
      ["tm.result", query.result && RESULT_VALUE[query.result]],
      [`${ps}innings_no`, query.innings],
      [`${ps}wicket`, query.wicket],
    ],
    { column: `${ps}start_date`, kind: "date", from: query.from, to: query.to },
  );
  addPlaceFilters(where, params, query, { side: "ps.team_id", opponent: "tm.opponent_id", venue: "tm.venue_id" });
  // A list is one stand a row: no grouping, so the highest stands are read in the runs index's order.
  const list = query.group === "innings";
  const columns = Object.entries(list ? STAND_COLUMNS : PARTNERSHIP_COLUMNS)
    .map(([key, sql]) => `${sql} AS ${key}`)
    .join(", ");
  const having = list ? "" : "HAVING COUNT(*) >= ?";
  const whereParams = [...params];
  if (having) params.push(query.min);
  params.push(PAGE_SIZE + 1, (query.page - 1) * PAGE_SIZE);
  const keys = VIEW_COLUMNS.partnerships.map((column) => column.key).join(", ");
  // Every column but the average is never NULL: sorted without the NULLs-last term, so an index can give the order.
  const order = (tiebreak: string) => (query.sort === "average" ? sortOf(query, tiebreak) : `${query.sort} DESC, ${tiebreak}`);
  const seriesJoin = query.format === "ipl" || query.format === "other-t20" ? "JOIN series s ON s.id = ps.series_id" : "";
  if (query.group === "pair" && query.format && query.player === undefined && !byGround(query) && !sideLine) {
    // A format's pairs from the pair index alone, in two steps: the page's pairs by the sort column
    // only (one sum a stand, not eight), then every column of those 50 pairs (an index seek each).
    const sql = `WITH page AS (
        SELECT ps.pair AS kp, ${PARTNERSHIP_COLUMNS[query.sort]} AS ${query.sort}
        FROM partnerships ps INDEXED BY partnerships_pair ${seriesJoin}
        WHERE ${where.join(" AND ")}
        GROUP BY ps.pair
        HAVING COUNT(*) >= ?
        ORDER BY ${order("kp")}
        LIMIT ? OFFSET ?
      )
      SELECT ${group.label} AS label, ${group.ref} AS ref, ${group.detail} AS detail, ${keys}
      FROM (
        SELECT page.kp AS kp, GROUP_CONCAT(DISTINCT ps.team_id) AS kteams, ${columns}
        FROM page CROSS JOIN partnerships ps INDEXED BY partnerships_pair ON ps.pair = page.kp ${seriesJoin}
        WHERE ${where.join(" AND ")}
        GROUP BY page.kp
      ) g
      ORDER BY ${order("g.kp")}`;
    return { sql, params: [...params, ...whereParams] };
  }
  const sql = `SELECT ${group.label} AS label, ${group.ref} AS ref, ${group.detail} AS detail, ${keys}
    FROM (
      SELECT ${group.keys}, ${columns}
      FROM ${
        byGround(query)
          ? "team_matches tm CROSS JOIN partnerships ps ON ps.match_id = tm.match_id AND +ps.team_id = tm.team_id"
          : `partnerships ${query.group === "pair" && query.format && query.player === undefined ? "ps INDEXED BY partnerships_pair" : "ps"}
             ${sideLine ? "JOIN team_matches tm ON tm.match_id = ps.match_id AND tm.team_id = ps.team_id" : ""}`
      }
      ${seriesJoin}
      WHERE ${where.join(" AND ")}
      ${list ? "" : `GROUP BY ${group.group}`}
      ${having}
      ORDER BY ${order(group.tiebreak)}
      LIMIT ? OFFSET ?
    ) g
    ORDER BY ${order(group.tiebreak.replaceAll(/\bk/g, "g.k"))}`;
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
  const [names, teams, places] = await Promise.all([namesOf(db, query), teamsOf(db, query), placesOf(db, query)]);
  return { rows, more: results.length > PAGE_SIZE, ...names, ...(teams ? { teams } : {}), ...places };
}

/**
 * The host countries (every country a stored ground is in) and the grounds the form offers: the
 * chosen host country's, else those with a finished match of the chosen format and gender; none
 * without either (455 grounds is too long a list; the ground then stays as chosen).
 */
async function placesOf(db: D1Database, query: StatsQuery): Promise<Pick<StatsResult, "countries" | "grounds">> {
  const ground = "CASE WHEN v.city IS NULL OR instr(v.name, v.city) > 0 THEN v.name ELSE v.name || ', ' || v.city END";
  const countries = db.prepare("SELECT DISTINCT country FROM venues WHERE country IS NOT NULL ORDER BY country");
  let grounds: D1PreparedStatement | undefined;
  if (query.host !== undefined)
    grounds = db.prepare(`SELECT v.id, ${ground} AS name FROM venues v WHERE v.country = ? ORDER BY name`).bind(query.host);
  else if (query.format)
    grounds = db
      .prepare(
        `SELECT v.id, ${ground} AS name FROM venues v WHERE v.id IN (
           SELECT tm.venue_id FROM team_matches tm JOIN teams t ON t.id = tm.team_id
           ${query.format === "ipl" || query.format === "other-t20" ? "JOIN series s ON s.id = tm.series_id" : ""}
           WHERE tm.gender = ? AND ${FORMAT_WHERE[query.format].replaceAll("pi.team_type", "t.team_type").replaceAll("pi.", "tm.")}
         ) ORDER BY name`,
      )
      .bind(query.gender === "women" ? "female" : "male");
  const [countryRows, groundRows] = await db.batch<{ country: string } | { id: number; name: string }>(
    grounds ? [countries, grounds] : [countries],
  );
  return {
    countries: (countryRows!.results as { country: string }[]).map((row) => row.country),
    ...(groundRows ? { grounds: groundRows.results as { id: number; name: string }[] } : {}),
  };
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

/** The names of the player, series and ground a query is filtered to, for its heading. */
async function namesOf(db: D1Database, query: StatsQuery): Promise<Pick<StatsResult, "names">> {
  if (query.player === undefined && query.series === undefined && query.venue === undefined) return {};
  const row = await db
    .prepare(
      `SELECT COALESCE((SELECT name FROM people WHERE id = ?1), (SELECT max(name) FROM match_players WHERE person_id = ?1)) AS player,
         (SELECT name || ' ' || season FROM series WHERE id = ?2) AS series, (SELECT name FROM venues WHERE id = ?3) AS venue`,
    )
    .bind(query.player ?? null, query.series ?? null, query.venue ?? null)
    .first<{ player: string | null; series: string | null; venue: string | null }>();
  return {
    names: {
      ...(query.player === undefined ? {} : { player: row?.player ?? null }),
      ...(query.series === undefined ? {} : { series: row?.series ?? null }),
      ...(query.venue === undefined ? {} : { venue: row?.venue ?? null }),
    },
  };
}
