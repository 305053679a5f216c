/**
 * npm run bench:reads [-- --requests 300]
 * Scale of reads (issue 11): do pages slow down as the data grows? Two databases imported fresh in
 * this run — the 257-match bundle, and the default data (bundle + history + world: ≈ 11,600
 * files) — each served by the production build (workerd, real D1) at the same time, and asked the
 * same things in alternation, so the machine's noise falls on both alike:
 *
 * - pages: a match scorecard (IPL 2025 final, in both) and the recent-results hub, as readers get them
 *   (the data cache on, as in production);
 * - aggregate reads, straight from D1 through the tools Worker, no cache: a career whose rows are
 *   the same in both databases (the table-size effect alone), and the heaviest reads there are — the
 *   career of the player with the most stored innings lines and the results of the team with the
 *   most stored matches (taken from the larger database; fewer rows in the smaller one).
 *
 * TTFB p50/p90 per database and the ratio; the goal is ≤ 1.5. Results: docs/benchmarks/reads.md.
 */
import "./lib/node-version.ts";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { slugify } from "../app/cricket/slug.ts";
import { privateBuild, type Site, startSite } from "./lib/bench/site.ts";
import { cricsheetDir, cricsheetSources, REPO_ROOT } from "./lib/paths.ts";
import { startToolsWorker } from "./lib/tools-worker.ts";

const { values } = parseArgs({ options: { requests: { type: "string", default: "300" } } });
const REQUESTS = Number(values.requests);
const WARMUP = 20;
const GOAL = 1.5;
const MATCH = 1473511; // IPL 2025 final: in the bundle, so in both databases

const bundle = cricsheetDir();
const full = cricsheetSources();
if (!bundle || !full) throw new Error("no Cricsheet data (../shared/data/cricsheet, cricsheet-history and cricsheet-world)");

/** Matches in each database, as its import reported them. */
const matchCounts: Record<string, number> = {};

function importInto(sources: string[]): string {
  const state = mkdtempSync(path.join(os.tmpdir(), "cricket-bench-reads-"));
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, "scripts/import.ts"), sources.join(path.delimiter)], {
    cwd: REPO_ROOT,
    env: { ...process.env, CRICKET_STATE_DIR: state },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`import failed:\n${result.stdout}${result.stderr}`);
  matchCounts[state] = Number(/matches (\d+)/.exec(result.stdout)?.[1] ?? 0);
  console.log(
    `imported ${sources.length} source(s) in ${((performance.now() - started) / 1000).toFixed(1)} s: ${/matches \d+.*/.exec(result.stdout)?.[0]}`,
  );
  return state;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const states = { small: importInto([bundle]), large: importInto(full) };
const build = await privateBuild();
const sites: Record<"small" | "large", Site> = {
  small: await startSite(build, { state: states.small, vars: { DEMO_CLOCK: "off" } }),
  large: await startSite(build, { state: states.large, vars: { DEMO_CLOCK: "off" } }),
};
const tools = { small: await startToolsWorker(states.small), large: await startToolsWorker(states.large) };
try {
  const heaviest = await tools.large.call<{
    player: { person_id: string; lines: number };
    team: { team_id: number; match_type: string; lines: number };
  }>("/aggregates/heaviest");
  // The same team by name in both databases (ids follow first appearance, so they may differ).
  const teamOf = async (which: "small" | "large") =>
    (await tools[which].call<{ teams: { id: number; name: string; gender: string }[] }>("/entities")).teams;
  const largeTeam = (await teamOf("large")).find((team) => team.id === heaviest.team.team_id)!;
  const smallTeam = (await teamOf("small")).find((team) => team.name === largeTeam.name && team.gender === largeTeam.gender);

  const canonical = new URL(
    (await fetch(`${sites.large.url}/live-cricket-scores/${MATCH}`, { redirect: "manual" })).headers.get("location")!,
    sites.large.url,
  ).pathname;
  // The same read with the same rows in both: the player with the most lines whose lines are all in the bundle.
  const counts = {
    small: await tools.small.call<Record<string, number>>("/aggregates/line-counts"),
    large: await tools.large.call<Record<string, number>>("/aggregates/line-counts"),
  };
  const [samePlayer, sameLines] = Object.entries(counts.small)
    .filter(([person, lines]) => counts.large[person] === lines)
    .sort((a, b) => b[1] - a[1])[0]!;

  // Series pages (issue 12): the same series and ground in both databases, by name (ids differ).
  type Entities = { series: { id: number; name: string; season: string }[]; venues: { id: number; name: string }[] };
  const entities = { small: await tools.small.call<Entities>("/entities"), large: await tools.large.call<Entities>("/entities") };
  const seriesPathOf = async (which: "small" | "large", name: string, season: string) => {
    const id = entities[which].series.find((row) => row.name === name && row.season === season)!.id;
    const moved = await fetch(`${sites[which].url}/cricket-series/${id}`, { redirect: "manual" });
    return new URL(moved.headers.get("location")!, sites[which].url).pathname;
  };
  const ipl2025 = {
    small: await seriesPathOf("small", "Indian Premier League", "2025"),
    large: await seriesPathOf("large", "Indian Premier League", "2025"),
  };
  const venuePathOf = async (which: "small" | "large") => {
    const id = entities[which].venues.find((row) => row.name.startsWith("Wankhede Stadium"))!.id;
    const moved = await fetch(`${sites[which].url}${ipl2025[which]}/venues/${id}`, { redirect: "manual" });
    return new URL(moved.headers.get("location")!, sites[which].url).pathname;
  };
  const wankhede = { small: await venuePathOf("small"), large: await venuePathOf("large") };
  // The profile's canonical address (the id answers 301 to it): a player in both databases.
  const profile = (await fetch(`${sites.large.url}/profiles/${samePlayer}`, { redirect: "manual" })).headers.get("location")!;

  type Target = { name: string; request: (which: "small" | "large") => Promise<Response> };
  // Pages are rendered for each request (a new query string each time: never the edge's copy of
  // the page, docs/decisions/019), reading their data through the data cache as in production.
  let renders = 0;
  const rendered = (url: string) => fetch(`${url}${url.includes("?") ? "&" : "?"}render=${++renders}`);
  const targets: Target[] = [
    { name: `scorecard page (${canonical}/scorecard)`, request: (which) => rendered(`${sites[which].url}${canonical}/scorecard`) },
    { name: "recent results hub page", request: (which) => rendered(`${sites[which].url}/cricket-match/live-scores/recent-matches`) },
    { name: "IPL 2025 points table page", request: (which) => rendered(`${sites[which].url}${ipl2025[which]}/pointtable`) },
    { name: "IPL 2025 stats page (most runs)", request: (which) => rendered(`${sites[which].url}${ipl2025[which]}/stats`) },
    { name: "IPL 2025 squads page", request: (which) => rendered(`${sites[which].url}${ipl2025[which]}/squads`) },
    {
      name: "IPL 2025 venue page (Wankhede: every match there in the data feeds its records)",
      request: (which) => rendered(`${sites[which].url}${wankhede[which]}`),
    },
    { name: "scorecard archive page (2024)", request: (which) => rendered(`${sites[which].url}/cricket-scorecard-archives/2024`) },
    {
      name: `career read returning the same rows in both (${samePlayer}: ${sameLines} innings lines in each)`,
      request: (which) => tools[which].fetch(`/aggregates/career/${samePlayer}`),
    },
    {
      name: `career of the player with the most innings lines (${heaviest.player.person_id}, ${heaviest.player.lines} lines in the large database)`,
      request: (which) => tools[which].fetch(`/aggregates/career/${heaviest.player.person_id}`),
    },
    {
      name: `profile read (the embedded adapter, uncached) of the same player (${samePlayer})`,
      request: (which) => tools[which].fetch(`/adapter/player/${samePlayer}`),
    },
    {
      name: `profile page of the same player (${profile})`,
      request: (which) => rendered(`${sites[which].url}${profile}`),
    },
    {
      name: `${largeTeam.name} ${heaviest.team.match_type} results by year and opponent (${heaviest.team.lines} matches in the large database)`,
      request: (which) =>
        tools[which].fetch(
          `/aggregates/team-results/${which === "large" ? largeTeam.id : (smallTeam?.id ?? 0)}/${heaviest.team.match_type}`,
        ),
    },
    // Rankings and championship tables (issue 13): one stored read each, the same path in both.
    {
      name: "men's Test batting rankings page (Cricket Edge ratings)",
      request: (which) => rendered(`${sites[which].url}/cricket-stats/icc-rankings/men/batting`),
    },
    {
      name: "World Test Championship 2023–25 table page",
      request: (which) => rendered(`${sites[which].url}/cricket-stats/points-table/test/world-test-championship-2023-25`),
    },
    // Team pages (issue 13): the same team's Stats (its most played format, every year) and Players.
    ...(["stats", "players"] as const).map((tab) => ({
      name: `${largeTeam.name} team ${tab === "stats" ? "Stats" : "Players"} page`,
      request: (which: "small" | "large") =>
        rendered(
          `${sites[which].url}/cricket_team/${slugify(largeTeam.name)}/${which === "large" ? largeTeam.id : (smallTeam?.id ?? 0)}/${tab}`,
        ),
    })),
  ];

  const rows: string[] = [];
  for (const target of targets) {
    const times = { small: [] as number[], large: [] as number[] };
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      for (const which of i % 2 ? (["small", "large"] as const) : (["large", "small"] as const)) {
        const started = performance.now();
        const response = await target.request(which);
        const ttfb = performance.now() - started;
        if (!response.ok) throw new Error(`${target.name} (${which}): HTTP ${response.status}`);
        await response.arrayBuffer();
        if (i >= WARMUP) times[which].push(ttfb);
      }
    }
    const p50 = { small: percentile(times.small, 50), large: percentile(times.large, 50) };
    const ratio = p50.large / p50.small;
    const row = `| ${target.name} | ${p50.small.toFixed(1)} ms (p90 ${percentile(times.small, 90).toFixed(1)}) | ${p50.large.toFixed(1)} ms (p90 ${percentile(times.large, 90).toFixed(1)}) | ${ratio.toFixed(2)} ${ratio <= GOAL ? "✓" : "✗"} |`;
    console.log(row);
    rows.push(row);
  }

  const cpu = os.cpus();
  const count = (size: "small" | "large") => (matchCounts[states[size]] ?? 0).toLocaleString("en");
  const report = `# Scale of reads

\`npm run bench:reads\` (scripts/bench-reads.ts): the same requests against two databases imported fresh
in one run — the bundle (${count("small")} matches) and the default data (bundle + history + world:
${count("large")} matches) — each served by the production build (workerd, real D1; demo clock off), asked in alternation,
${REQUESTS} timed requests each after ${WARMUP} warm-up. TTFB is measured from the request to its response
headers. Pages are rendered for each request (a new query string: never the edge's copy of the page)
with the edge data cache on, as in production; the
aggregate reads go straight to D1 through the tools Worker, uncached. Goal (issues 11 and 12): large ÷ small ≤ ${GOAL}.

| request | ${count("small")} matches, p50 | ${count("large")} matches, p50 | ratio |
|---|---:|---:|---:|
${rows.join("\n")}

The aggregate reads are index searches (plans checked in tests/worker/aggregates.test.ts): their cost
follows the rows a read returns, not the rows stored — the first career row shows the table size alone
(the same rows returned from many times more stored lines). The heaviest reads return more rows in the large
database (the whole career is there), and still cost a few milliseconds.

Machine: ${cpu.length} × ${cpu[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}.
Date: ${new Date().toISOString().slice(0, 10)}. Shared machine: medians of noisy runs.
`;
  writeFileSync(path.join(REPO_ROOT, "docs/benchmarks/reads.md"), report);
  console.log(report);
} finally {
  await Promise.all([tools.small.dispose(), tools.large.dispose(), sites.small.stop(), sites.large.stop()]);
  for (const state of Object.values(states)) rmSync(state, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
}
