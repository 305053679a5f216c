import { Hono } from "hono";
import { z } from "zod";
import { checkOutcome, type OutcomeBasis } from "../../app/cricket/result.ts";
import { demoClockFromEnv, rankingBasis } from "../../app/data/demo-clock.ts";
import {
  bundledTeamNames,
  createEmbeddedData,
  demoEpochInPlay,
  fixtureKey,
  fixtureStatements,
  importReportStatements,
  loadMatchInput,
  careerRows,
  seriesStandings,
  RATED,
  ratingInputs,
  ratingsDue,
  storedImport,
  storeRatings,
  readStatsQuery,
  refreshHomeGrounds,
  sumDueSeriesTotals,
  teamResults,
  writePreparedMatch,
} from "../../app/data/embedded/index.server.ts";
import { summariseMatchInput } from "../../app/data/scorecard-summary.ts";
import { normaliseQuery } from "../../app/data/search.ts";
import { parseStatsQuery } from "../../app/data/stats-query.ts";
import { sha256Hex } from "../../app/data/crypto.ts";
import { FixturesError, parseFixtures, type Fixture } from "../../app/data/fixtures.ts";
import { csvRows } from "../../app/data/csv-rows.ts";
import { registerStatements } from "./register.ts";
import { Turns } from "./turns.ts";
import { verifyAggregates } from "./verify-aggregates.ts";
import { rankingsOn } from "../../app/cricket/ratings.ts";

/**
 * Local tools Worker for the command line (npm run import, npm run verify:data). It runs the
 * importer inside workerd, next to D1, so a match costs one request instead of dozens of proxy
 * round trips. Never deployed; it binds the same local D1 as the site.
 */
const app = new Hono<{ Bindings: Env }>();

const MAX_FIXTURES_BYTES = 1_000_000;
/** Matches per /verify/outcomes request: a few seconds each. */
const VERIFY_PAGE = 500;

app.get("/health", (c) => c.text("ok"));

const changes = (results: D1Result[]) => results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);

app.post("/register", async (c) => {
  const body = await c.req.json<{ people: string; names: string | null; contentHash: string; path: string }>();
  const stored = await storedImport(c.env.DB, "register");
  if (stored?.content_hash === body.contentHash) return c.json({ status: "unchanged", rowsWritten: 0 });
  const { statements, counts } = registerStatements(c.env.DB, body.people, body.names);
  statements.push(
    c.env.DB.prepare(
      `INSERT INTO imported_files (key, content_hash, revision, path) VALUES ('register', ?, 0, ?)
       ON CONFLICT (key) DO UPDATE SET content_hash = excluded.content_hash, path = excluded.path`,
    ).bind(body.contentHash, body.path),
  );
  return c.json({ status: "imported", rowsWritten: changes(await c.env.DB.batch(statements)), ...counts });
});

/** Import order across requests in flight (the importer's ?run=&order=); see turns.ts. */
const turns = new Turns();

/**
 * One match's batch, prepared by the importer (scripts/lib/prepare: parsed, checked and derived by
 * matchStatements in Node), or the reason it was refused: here it is only bound and written, in
 * the importer's file order, unless a higher or equal revision with the same bytes is stored.
 */
const preparedMatchSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("prepared"),
    revision: z.number().int(),
    balls: z.number().int().nonnegative(),
    statements: z.array(z.object({ sql: z.string(), params: z.array(z.union([z.string(), z.number(), z.null()])) })).min(1),
  }),
  z.object({ status: z.literal("skipped"), reason: z.string() }),
]);

app.post("/matches/:id", async (c) => {
  const matchId = Number(c.req.param("id"));
  const run = c.req.query("run");
  const order = Number(c.req.query("order"));
  const contentHash = c.req.query("hash") ?? "";
  const inOrder = <T>(write: () => Promise<T>) => (run !== undefined && Number.isInteger(order) ? turns.take(run, order, write) : write());
  const parsed = preparedMatchSchema.safeParse(await c.req.json());
  if (!parsed.success || parsed.data.status === "skipped") {
    await inOrder(async () => undefined);
    const reason = parsed.success ? (parsed.data as { reason: string }).reason : `not a prepared match: ${z.prettifyError(parsed.error)}`;
    return c.json({ status: "skipped", reason, rowsWritten: 0 });
  }
  const prepared = parsed.data;
  try {
    const source = { contentHash, path: c.req.query("path") };
    return c.json(
      await inOrder(() =>
        writePreparedMatch(c.env.DB, matchId, prepared, source, (statements) => whenUnlocked(() => c.env.DB.batch(statements))),
      ),
    );
  } catch (error) {
    // Not the file's fault: the importer reports it and keeps its archive to be read again next time.
    return c.json({ status: "not written", reason: `could not be written: ${(error as Error).message}`, rowsWritten: 0 });
  }
});

/** How long a write waits, in all, for the site to finish a write of its own (decision 039). */
const LOCKED_FOR_MS = 10_000;

/**
 * A write retried while another process holds SQLite's write lock: behind `npm start` the site's
 * own writes (a kept report, a sign-in) share the local database, and SQLite does not wait across
 * processes here — a batch that meets one fails at once with SQLITE_BUSY.
 */
async function whenUnlocked<T>(write: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LOCKED_FOR_MS;
  for (let wait = 10; ; wait = Math.min(wait * 2, 500)) {
    try {
      return await write();
    } catch (error) {
      if (!/SQLITE_BUSY|database is locked/i.test(String((error as Error).message)) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * The fixtures list (data/fixtures.csv, sent as text after the match files): each row stored in its
 * own batch, skipped when unchanged, when Cricsheet has the match itself, or when its competition
 * is not in the data (a fixture alone makes no series).
 */
app.post("/fixtures", async (c) => {
  const text = await c.req.text();
  if (text.length > MAX_FIXTURES_BYTES) return c.json({ error: `the fixtures list is over ${MAX_FIXTURES_BYTES} bytes` }, 413);
  let fixtures: Fixture[];
  try {
    fixtures = parseFixtures(csvRows(text));
  } catch (error) {
    if (error instanceof FixturesError) return c.json({ error: `data/fixtures.csv ${error.message}` }, 400);
    throw error;
  }
  const report = { stored: 0, unchanged: 0, skipped: [] as { id: number; reason: string }[] };
  for (const fixture of fixtures) {
    const hash = await sha256Hex(JSON.stringify(fixture));
    const stored = await storedImport(c.env.DB, fixtureKey(fixture));
    if (stored?.content_hash === hash) {
      report.unchanged++;
      continue;
    }
    if (fixture.kind !== "replayed") {
      const [existing, series] = await c.env.DB.batch<{ n: number }>([
        c.env.DB.prepare("SELECT count(*) AS n FROM matches WHERE id = ? AND source <> 'fixture'").bind(fixture.id),
        c.env.DB.prepare(
          `SELECT count(*) AS n FROM matches m JOIN series s ON s.id = m.series_id
           WHERE s.name = ? AND s.season = ? AND s.gender = ? AND m.source = 'cricsheet'`,
        ).bind(fixture.event, fixture.season, fixture.gender),
      ]);
      if (existing!.results[0]!.n > 0) {
        report.skipped.push({ id: fixture.id, reason: "Cricsheet has this match" });
        continue;
      }
      if (series!.results[0]!.n === 0) {
        report.skipped.push({ id: fixture.id, reason: `${fixture.event} ${fixture.season} is not in the data` });
        continue;
      }
    }
    const teamNames = await bundledTeamNames();
    await whenUnlocked(() => c.env.DB.batch([...fixtureStatements(c.env.DB, fixture, hash, teamNames), ratingsDue(c.env.DB)]));
    report.stored++;
  }
  return c.json(report);
});

const importReportSchema = z.object({
  state: z.enum(["running", "idle"]),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  changed: z.boolean(),
});

/** The importer's progress, which the site shows while it runs (decision 039). */
app.post("/progress", async (c) => {
  const report = importReportSchema.safeParse(await c.req.json());
  if (!report.success) return c.json({ error: z.prettifyError(report.error) }, 400);
  await whenUnlocked(() => c.env.DB.batch(importReportStatements(c.env.DB, report.data)));
  return c.json({ ok: true });
});

/**
 * Cricket Edge ratings (docs/ratings.md), after the matches and fixtures: every list computed
 * again from the stored results and innings lines and stored whole (migration 0016).
 */
/**
 * After the matches: teams left with no name and no match (a renamed franchise's old team row,
 * once migration 0036's re-import has moved its matches to the franchise) are removed.
 */
app.post("/teams/prune", async (c) => {
  const result = await whenUnlocked(() =>
    c.env.DB.prepare(
      `DELETE FROM teams WHERE NOT EXISTS (SELECT 1 FROM team_names n WHERE n.team_id = teams.id)
         AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.team1_id = teams.id)
         AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.team2_id = teams.id)
         AND NOT EXISTS (SELECT 1 FROM ratings r WHERE r.team_id = teams.id)`,
    ).run(),
  );
  return c.json({ removed: result.meta.changes ?? 0 });
});

app.post("/ratings", async (c) => {
  const due = await c.env.DB.prepare("SELECT ratings_due FROM import_progress WHERE id = 1").first<{ ratings_due: number }>();
  if (c.req.query("when") === "due" && due?.ratings_due === 0) return c.json({});
  // The bases the site may read (decision 056): the clock off, the committed plan, these settings.
  const bases = [
    demoClockFromEnv({ DEMO_CLOCK: "off" }),
    demoClockFromEnv({}),
    demoClockFromEnv(c.env as unknown as Record<string, unknown>),
  ].map(rankingBasis);
  const counts = await whenUnlocked(() => storeRatings(c.env.DB, bases));
  await c.env.DB.prepare("UPDATE import_progress SET ratings_due = 0 WHERE id = 1").run();
  return c.json(counts);
});

/**
 * The stats query's totals (migration 0045, decision 059): every series whose lines changed since
 * they were summed is summed again, a batch at a time; then the grounds' countries and the sides'
 * home grounds are made again (migration 0046, decision 063). Answers how many series it summed.
 */
app.post("/stats-totals", async (c) => {
  let summed = 0;
  for (;;) {
    const batch = await whenUnlocked(() => sumDueSeriesTotals(c.env.DB));
    summed += batch.summed;
    if (batch.left === 0 || batch.summed === 0) {
      const places = await whenUnlocked(() => refreshHomeGrounds(c.env.DB));
      const stands = await c.env.DB.prepare("SELECT count(*) AS n FROM partnerships").first<{ n: number }>();
      return c.json({ summed, left: batch.left, ...places, stands: stands?.n ?? 0 });
    }
  }
});

/** The embedded adapter's rankings list (what the rankings page reads). */
app.get("/adapter/rankings/:gender/:list/:format", async (c) => {
  const data = createEmbeddedData(c.env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });
  const { gender, list, format } = c.req.param();
  return c.json(await data.rankings({ gender, list, format } as Parameters<typeof data.rankings>[0]));
});

/**
 * The men's or women's team ratings of a format on any day (`at`, YYYY-MM-DD), computed on the
 * spot from the stored results (docs/ratings.md compares them with the ICC's published tables).
 */
app.get("/ratings/teams/:gender/:format", async (c) => {
  const { gender, format } = c.req.param();
  const at = c.req.query("at") ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(at) || !RATED.some((r) => r.gender === gender && r.format === format)) {
    return c.json({ error: "gender/format must be a rated list and at a YYYY-MM-DD day" }, 400);
  }
  const { matches, lines } = await ratingInputs(c.env.DB, gender as "men" | "women", format as "test" | "odi" | "t20");
  const teams = rankingsOn(format as "test" | "odi" | "t20", matches, lines, at).teams;
  const names = await c.env.DB.prepare("SELECT id, name FROM teams").all<{ id: number; name: string }>();
  const nameOf = new Map(names.results.map((t) => [t.id, t.name]));
  return c.json(teams.map((row) => ({ position: row.position, team: nameOf.get(row.teamId), rating: row.rating, points: row.points })));
});

/** Every stored file's content hash by key: the importer skips files it already has without sending them. */
app.get("/imported", async (c) => {
  const rows = await c.env.DB.prepare("SELECT key, content_hash FROM imported_files").all<{ key: string; content_hash: string }>();
  return c.json(Object.fromEntries(rows.results.map((row) => [row.key, row.content_hash])));
});

const importedKeysSchema = z
  .array(z.object({ key: z.string().startsWith("archive:"), hash: z.string().length(64), path: z.string() }))
  .max(1000);

/** Whole archives imported (archive:<name> → its hash): the importer passes them by next time unless their bytes change. */
app.post("/imported-keys", async (c) => {
  const keys = importedKeysSchema.safeParse(await c.req.json());
  if (!keys.success) return c.json({ error: z.prettifyError(keys.error) }, 400);
  if (keys.data.length === 0) return c.json({ stored: 0 });
  await c.env.DB.batch(
    keys.data.map(({ key, hash, path }) =>
      c.env.DB.prepare(
        `INSERT INTO imported_files (key, content_hash, revision, path) VALUES (?, ?, 0, ?)
         ON CONFLICT (key) DO UPDATE SET content_hash = excluded.content_hash, path = excluded.path`,
      ).bind(key, hash, path),
    ),
  );
  return c.json({ stored: keys.data.length });
});

app.get("/matches/:id", async (c) => {
  const row = await c.env.DB.prepare("SELECT id, revision, player_of_match, content_hash FROM matches WHERE id = ?")
    .bind(Number(c.req.param("id")))
    .first();
  return row ? c.json(row) : c.json({ error: "no such match" }, 404);
});

/** Teams, series and venues with their ids: the same files must give the same ids. */
app.get("/entities", async (c) => {
  const [teams, series, venues] = await c.env.DB.batch([
    c.env.DB.prepare("SELECT id, name, gender, team_type FROM teams ORDER BY id"),
    c.env.DB.prepare("SELECT id, name, season, gender FROM series ORDER BY id"),
    c.env.DB.prepare("SELECT id, name, city FROM venues ORDER BY id"),
  ]);
  return c.json({ teams: teams!.results, series: series!.results, venues: venues!.results });
});

app.get("/totals", async (c) => {
  const totals = await c.env.DB.prepare(
    `SELECT (SELECT count(*) FROM matches WHERE source <> 'fixture') AS matches,
            (SELECT count(*) FROM matches WHERE source = 'fixture') AS fixtures, (SELECT count(*) FROM innings) AS innings,
            (SELECT count(*) FROM deliveries) AS balls, (SELECT count(*) FROM people) AS people`,
  ).first();
  return c.json(totals);
});

/**
 * Recomputes stored matches' results from their balls and checks them against the recorded
 * outcomes (checkOutcome: agreeing from the balls, or by one of its documented rules), a page of
 * matches at a time (`after` an id, up to `limit`): the whole default data takes minutes, longer
 * than one request may. Fixtures have no balls and are not checked.
 */
app.get("/verify/outcomes", async (c) => {
  const after = Number(c.req.query("after") ?? 0);
  const limit = Math.min(Math.max(Number(c.req.query("limit") ?? VERIFY_PAGE), 1), 5000);
  const ids = await c.env.DB.prepare("SELECT id FROM matches WHERE source <> 'fixture' AND id > ? ORDER BY id LIMIT ?")
    .bind(after, limit)
    .all<{ id: number }>();
  const disagreements: { matchId: number; differences: string[] }[] = [];
  const bases: Partial<Record<OutcomeBasis, number>> = {};
  for (const { id } of ids.results) {
    const stored = await loadMatchInput(c.env.DB, id);
    const check = stored ? checkOutcome(stored.input) : { agrees: false as const, differences: ["not stored"] };
    if (check.agrees) bases[check.basis] = (bases[check.basis] ?? 0) + 1;
    else disagreements.push({ matchId: id, differences: check.differences });
  }
  const next = ids.results.length === limit ? ids.results.at(-1)!.id : null;
  return c.json({ total: ids.results.length, disagreements, bases, next });
});

/** The stored aggregates against the balls and results they come from (verify-aggregates.ts); `?check=N` runs only the Nth. */
app.get("/verify/aggregates", async (c) => {
  const only = c.req.query("check");
  return c.json(await verifyAggregates(c.env.DB, only === undefined ? undefined : Number(only)));
});

/** A series' stored league tables, by name and season (as the series page will read them). */
app.get("/series-standings", async (c) => {
  const { name, season } = c.req.query();
  const series = await c.env.DB.prepare("SELECT id FROM series WHERE name = ? AND season = ?")
    .bind(name ?? "", season ?? "")
    .first<{ id: number }>();
  return series ? c.json(await seriesStandings(c.env.DB, series.id)) : c.json({ error: "no such series" }, 404);
});

/** Aggregate reads as pages make them (for npm run bench:reads): a career, a team's results. */
app.get("/aggregates/career/:personId", async (c) => c.json(await careerRows(c.env.DB, c.req.param("personId"))));
app.get("/aggregates/team-results/:teamId/:matchType", async (c) =>
  c.json(await teamResults(c.env.DB, Number(c.req.param("teamId")), c.req.param("matchType"))),
);
/** Stored innings lines per player (the benchmark finds players whose lines are the same in two databases). */
app.get("/aggregates/line-counts", async (c) => {
  const rows = await c.env.DB.prepare("SELECT person_id, count(*) AS lines FROM player_innings GROUP BY person_id").all<{
    person_id: string;
    lines: number;
  }>();
  return c.json(Object.fromEntries(rows.results.map((row) => [row.person_id, row.lines])));
});

/** The player and the team with the most stored lines: the heaviest aggregate reads there are. */
app.get("/aggregates/heaviest", async (c) => {
  const [player, team] = await c.env.DB.batch([
    c.env.DB.prepare("SELECT person_id, count(*) AS lines FROM player_innings GROUP BY person_id ORDER BY lines DESC LIMIT 1"),
    c.env.DB.prepare("SELECT team_id, match_type, count(*) AS lines FROM team_matches GROUP BY 1, 2 ORDER BY lines DESC LIMIT 1"),
  ]);
  return c.json({ player: player!.results[0], team: team!.results[0] });
});

/**
 * A DEMO_EPOCH at which the demo clock's first season (of `series`, DEMO_SERIES's format, or the
 * default plan) has its first match in play at `at` (ms), `into` ms (default 10 min) after its
 * first ball: npm test serves the site with it, so the browser tests find a replay being played
 * whatever the hour.
 */
app.get("/demo-clock/epoch-in-play", async (c) => {
  const at = Number(c.req.query("at") ?? Date.now());
  const into = c.req.query("into") === undefined ? undefined : Number(c.req.query("into"));
  const series = c.req.query("series");
  return c.json({ epoch: await demoEpochInPlay(c.env.DB, demoClockFromEnv(series ? { DEMO_SERIES: series } : {}), at, into) });
});

/** The embedded adapter's points table of a series by name and season (true dates: clock off). */
app.get("/adapter/points-table", async (c) => {
  const { name, season } = c.req.query();
  const series = await c.env.DB.prepare("SELECT id FROM series WHERE name = ? AND season = ?")
    .bind(name ?? "", season ?? "")
    .first<{ id: number }>();
  const data = createEmbeddedData(c.env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });
  const table = series ? await data.pointsTable(series.id) : null;
  return table ? c.json(table) : c.json({ error: "no such table" }, 404);
});

/** The embedded adapter's championship table by format and league (true dates: clock off). */
app.get("/adapter/championship/:format/:league", async (c) => {
  const format = c.req.param("format");
  if (format !== "test" && format !== "odi") return c.json({ error: "format must be test or odi" }, 400);
  const data = createEmbeddedData(c.env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });
  const table = await data.championship(format, c.req.param("league"));
  return table ? c.json(table) : c.json({ error: "no such league" }, 404);
});

/** The embedded adapter's player profile (true dates: clock off): a career as the profile page shows it. */
app.get("/adapter/player/:id", async (c) => {
  const data = createEmbeddedData(c.env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });
  const player = await data.player(c.req.param("id"));
  return player ? c.json(player) : c.json({ error: "no such player" }, 404);
});

/**
 * The stats query's read (true dates: clock off), straight from D1: the page's parameters, plus
 * `lines=1` to read every innings line instead of the stored totals (the benchmark's baseline).
 */
app.get("/adapter/stats-query", async (c) => {
  const params = new URL(c.req.url).searchParams;
  const lines = params.get("lines") === "1";
  params.delete("lines");
  const parsed = parseStatsQuery(params);
  if (!parsed.ok) return c.json({ error: parsed.message }, 400);
  return c.json(await readStatsQuery(c.env.DB, parsed.query, [], { totals: !lines }));
});

/** The embedded adapter's search (true dates: clock off): what the results page ranks, editors' stories aside. */
app.get("/adapter/search", async (c) => {
  const data = createEmbeddedData(c.env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });
  return c.json(await data.search(normaliseQuery(c.req.query("q") ?? "")));
});

/** The embedded adapter's team Stats by the men's team's name and a format (true dates: clock off). */
app.get("/adapter/team-stats", async (c) => {
  const { name, format } = c.req.query();
  // Any name the team played under (team_names) finds it.
  const team = await c.env.DB.prepare("SELECT team_id AS id FROM team_names WHERE name = ? AND gender = 'male'")
    .bind(name ?? "")
    .first<{ id: number }>();
  const data = createEmbeddedData(c.env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });
  const stats = team ? await data.teamStats(team.id, { format: format ?? null }) : null;
  return stats ? c.json(stats) : c.json({ error: "no such team" }, 404);
});

/** The embedded adapter's series (its matches, the voided ones named) by name and season (true dates: clock off). */
app.get("/adapter/series", async (c) => {
  const { name, season } = c.req.query();
  const series = await c.env.DB.prepare("SELECT id FROM series WHERE name = ? AND season = ?")
    .bind(name ?? "", season ?? "")
    .first<{ id: number }>();
  const data = createEmbeddedData(c.env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });
  const detail = series ? await data.series(series.id) : null;
  return detail ? c.json(detail) : c.json({ error: "no such series" }, 404);
});

/** The embedded adapter's series leaders by name and season (true dates: clock off). */
app.get("/adapter/series-stats", async (c) => {
  const { name, season } = c.req.query();
  const series = await c.env.DB.prepare("SELECT id FROM series WHERE name = ? AND season = ?")
    .bind(name ?? "", season ?? "")
    .first<{ id: number }>();
  const data = createEmbeddedData(c.env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });
  const stats = series ? await data.seriesStats(series.id) : null;
  return stats ? c.json(stats) : c.json({ error: "no such series" }, 404);
});

/** A stored match's scorecard summary, found by series, season and match number. */
app.get("/scorecard-summary", async (c) => {
  const { series, season, number } = c.req.query();
  const row = await c.env.DB.prepare(
    `SELECT m.id FROM matches m JOIN series s ON s.id = m.series_id
     WHERE s.name = ? AND s.season = ? AND m.match_number = ?`,
  )
    .bind(series ?? "", season ?? "", Number(number))
    .first<{ id: number }>();
  const stored = row ? await loadMatchInput(c.env.DB, row.id) : null;
  if (!row || !stored) return c.json({ error: "no such match" }, 404);
  const keys = await c.env.DB.prepare(
    `SELECT id, key_cricbuzz FROM people WHERE key_cricbuzz IS NOT NULL
     AND id IN (SELECT person_id FROM match_players WHERE match_id = ?)`,
  )
    .bind(row.id)
    .all<{ id: string; key_cricbuzz: string }>();
  const cricbuzzKeys = Object.fromEntries(keys.results.map((k) => [k.id, k.key_cricbuzz]));
  const names = await c.env.DB.prepare(
    "SELECT person_id, name FROM person_names WHERE person_id IN (SELECT person_id FROM match_players WHERE match_id = ?)",
  )
    .bind(row.id)
    .all<{ person_id: string; name: string }>();
  const otherNames: Record<string, string[]> = {};
  for (const { person_id, name } of names.results) (otherNames[person_id] ??= []).push(name);
  return c.json({ matchId: row.id, summary: summariseMatchInput(stored.input, cricbuzzKeys, otherNames) });
});

/** The embedded adapter's scorecard of a match (true dates: clock off), with the keys to pair players. */
app.get("/adapter/scorecard/:id", async (c) => {
  const id = Number(c.req.param("id"));
  const data = createEmbeddedData(c.env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });
  const scorecard = await data.scorecard(id);
  if (!scorecard) return c.json({ error: "no such match" }, 404);
  const [keys, names] = await c.env.DB.batch([
    c.env.DB.prepare(
      "SELECT id, key_cricbuzz FROM people WHERE key_cricbuzz IS NOT NULL AND id IN (SELECT person_id FROM match_players WHERE match_id = ?)",
    ).bind(id),
    c.env.DB.prepare(
      "SELECT person_id, name FROM person_names WHERE person_id IN (SELECT person_id FROM match_players WHERE match_id = ?)",
    ).bind(id),
  ]);
  const cricbuzzIds = Object.fromEntries((keys!.results as { id: string; key_cricbuzz: string }[]).map((k) => [k.id, k.key_cricbuzz]));
  const otherNames: Record<string, string[]> = {};
  for (const row of names!.results as { person_id: string; name: string }[]) (otherNames[row.person_id] ??= []).push(row.name);
  return c.json({ scorecard, cricbuzzIds, otherNames });
});

/** A stored match id by series, season and match number. */
app.get("/match-id", async (c) => {
  const { series, season, number } = c.req.query();
  const row = await c.env.DB.prepare(
    "SELECT m.id FROM matches m JOIN series s ON s.id = m.series_id WHERE s.name = ? AND s.season = ? AND m.match_number = ?",
  )
    .bind(series ?? "", season ?? "", Number(number))
    .first<{ id: number }>();
  return row ? c.json(row) : c.json({ error: "no such match" }, 404);
});

export default app;
