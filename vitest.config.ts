import { readFileSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { unzipSync } from "fflate";
import { defineConfig } from "vitest/config";
import { csvText } from "./scripts/lib/csv-text-plugin.ts";
import { TEST_REPLAY_SERIES, workerTestsClock } from "./scripts/lib/test-replay.ts";
import { hybridProviderAnswers } from "./tests/worker-hybrid/provider-answers.ts";
import { HELD_PROVIDER_ANSWERS } from "./tests/worker-upstream/provider-answers.ts";
import { startHeldProvider } from "./tests/support/held-provider.ts";
import { startOidcProvider } from "./tests/support/oidc-provider.ts";
import { startPushService } from "./tests/support/push-service.ts";

const CRICSHEET = process.env.CRICSHEET_DIR ?? path.resolve(import.meta.dirname, "../shared/data/cricsheet");
const WORLD = path.resolve(import.meta.dirname, "../shared/data/cricsheet-world");
const SAMPLES = process.env.CRICBUZZ_SAMPLES ?? path.resolve(import.meta.dirname, "../shared/data/cricbuzz-samples");

/** Real Cricsheet files handed to Worker tests (workerd has no file system): read at test time, never committed. */
const WORKER_FIXTURES = {
  "1415755": "t20i/icc-mens-t20-world-cup-2024/1415755.json", // T20 World Cup 2024 final
  "1415711": "t20i/icc-mens-t20-world-cup-2024/1415711.json", // USA v Pakistan: tie, super over
  "1415719": "t20i/icc-mens-t20-world-cup-2024/1415719.json", // India v Pakistan, New York
  "1415725": "t20i/icc-mens-t20-world-cup-2024/1415725.json", // USA v India, New York
  "1415754": "t20i/icc-mens-t20-world-cup-2024/1415754.json", // India v England semi-final (Pant's stumping)
  "1426557": "test/border-gavaskar-trophy-2024-25/1426557.json", // Brisbane Test: draw
  "1384426": "odi/icc-cricket-world-cup-2023-men/1384426.json", // NZ v Pakistan: D/L
  "1473439": "club/ipl-2025/1473439.json", // IPL 2025 match 2, Sunday 23 March: the afternoon game
  "1473440": "club/ipl-2025/1473440.json", // IPL 2025 match 3, the same day: the evening game
  "1473466": "club/ipl-2025/1473466.json", // IPL 2025: KV Sharma comes in for RG Sharma (two Sharmas in one line)
  "1455614": "test/the-ashes-2025-26/1455614.json", // The Ashes 2025/26, Melbourne: a season the tests replay (DEMO_SERIES)
};

/** Real Cricsheet files from the world's archives (read out of the zips at test time): other formats and women's cricket. */
const WORLD_FIXTURES = {
  "1252666": "hnd_json.zip", // The Hundred 2021, its first match: 5-ball overs, 100 balls an innings
  "1476991": "odis_json.zip", // Zimbabwe Women v Ireland Women, 2nd ODI, Belfast, July 2025
};

function worldFixtures(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(WORLD_FIXTURES).map(([id, archive]) => {
      const entry = unzipSync(new Uint8Array(readFileSync(path.join(WORLD, archive))), { filter: (file) => file.name === `${id}.json` });
      const bytes = entry[`${id}.json`];
      if (!bytes) throw new Error(`${archive} has no ${id}.json`);
      return [id, new TextDecoder().decode(bytes)];
    }),
  );
}

/** Upstream provider samples served by a fake provider in Worker tests (fixtures, never site content). */
const WORKER_SAMPLES = {
  "/teams/v1/international": "teams-v1-type/international_teams.json",
  // India's results and players (the team page's Results and Players tabs).
  "/teams/v1/2/results": "teams-v1-id-results/india_results.json",
  "/teams/v1/2/players": "teams-v1-id-players/india_players.json",
  // A team's news has the series news' shape (storyList): the one sample of it, served as India's.
  "/teams/v1/2/news": "series-v1-id-news/3636_news.json",
  "/series/v1/international": "series-v1-type/series_list.json",
  "/series/v1/7607": "series-v1-id/7607_ipl_2024.json",
  "/series/v1/7607/squads": "series-v1-id-squads/7607_ipl_2024_squads.json",
  // A squad's players (a New Zealand squad: the one sample of that call), served as IPL 2024's first squad.
  "/series/v1/7607/squads/43915": "series-v1-id-squads-squadId/nz_squad_players.json",
  // A player's profile (Usman Khawaja) and another's career tables and debuts (KL Rahul).
  "/stats/v1/player/6635": "stats-v1-player-id/6635_player_info.json",
  "/stats/v1/player/8733/batting": "stats-v1-player-id-batting/8733_batting.json",
  "/stats/v1/player/8733/bowling": "stats-v1-player-id-bowling/8733_bowling.json",
  "/stats/v1/player/8733/career": "stats-v1-player-id-career/8733_career.json",
  // A match centre (MI v KKR, IPL 2024): the guard against an answer for another match.
  "/mcenter/v1/91596": "mcenter-v1-id/91596_mi_v_kkr_ipl2024_m51_info.json",
  // The World Test Championship 2023–25 final table (the championship page, upstream).
  "/stats/v1/iccstanding/team/matchtype/1": "stats-v1-iccstanding-team-matchtype/wtc_2023_25_standings.json",
  // The ICC's Test batting rankings of 5 May 2025 (the one rankings sample).
  "/stats/v1/rankings/batsmen": "stats-v1-rankings-batsmen/2025-05-05_test_batters.json",
};

/**
 * A project of tests inside workerd, against the production build (npm run build first). `bindings`
 * add to or override the Worker's configured ones (e.g. the upstream source).
 */
function workerProject(
  name: string,
  include: string[],
  bindings: () => Promise<Record<string, string>> = async () => ({}),
  options: { oneFileAtATime?: boolean } = {},
) {
  return {
    plugins: [
      csvText(),
      cloudflareTest(async () => ({
        main: "./build/server/index.js",
        wrangler: { configPath: "./wrangler.jsonc" },
        miniflare: {
          bindings: {
            // The Worker tests' host is "site", not this machine: the admin token is configured, as in production.
            ADMIN_TOKEN: "dev-admin-token",
            // Accounts (decision 025): a signing secret, and OTPs kept in the outbox table the tests read.
            AUTH_SECRET: "worker-tests-auth-secret-0123456789abcdef",
            ACCOUNT_OUTBOX: "on",
            // The calendar the tests were written against, not the default plan (decision 045), at a
            // position of its cycle that does not move with the date (replay-moments.ts reads other moments).
            DEMO_SERIES: TEST_REPLAY_SERIES,
            ...workerTestsClock(),
            ...(await bindings()),
            TEST_MIGRATIONS: await readD1Migrations("./migrations"),
            TEST_SAMPLES: Object.fromEntries(
              Object.entries(WORKER_SAMPLES).map(([route, file]) => [route, readFileSync(path.join(SAMPLES, file), "utf8")]),
            ),
            TEST_MATCHES: {
              ...Object.fromEntries(
                Object.entries(WORKER_FIXTURES).map(([id, file]) => [id, readFileSync(path.join(CRICSHEET, file), "utf8")]),
              ),
              ...worldFixtures(),
            },
          },
        },
      })),
    ],
    test: {
      name,
      include,
      setupFiles: ["tests/worker/apply-migrations.ts"],
      isolate: false,
      // A guard against hangs, not a speed goal: a file that replays whole matches takes seconds on
      // a shared 2-core machine, and ten times that when others load it too (benchmarks measure
      // speed, docs/benchmarks; docs/benchmarks/test-loop.md saw load 19 on 2 cores).
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // Files that share one held provider's faults (one file's outage must not be another's).
      ...(options.oneFileAtATime ? { fileParallelism: false } : {}),
    },
  };
}

export default defineConfig({
  test: {
    // Two files at a time, even on 2 cores (Vitest's default there is one): Worker tests wait on
    // workerd as much as they compute. Each project that must run its files one by one (data, e2e)
    // still does; `npm test` runs the e2e project in a second Vitest beside this one (scripts/test.ts).
    maxWorkers: 2,
    projects: [
      {
        plugins: [csvText()],
        test: {
          name: "unit",
          environment: "node",
          // One Node worker runs many files (no fresh module graph per file): a third less CPU for
          // the unit files, measured in docs/benchmarks/test-loop.md. A file that changes a global
          // puts it back (fail-closed.test.ts restores fetch).
          isolate: false,
          // Some unit files walk every ball of the bundle: a guard against hangs, not a speed goal
          // (a test that takes 18 s at load 12 took 38 s at load 19 on this 2-core machine).
          testTimeout: 120_000,
          include: ["app/**/*.test.ts", "workers/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/structure/**/*.test.ts"],
        },
      },
      {
        // Node commands (import, verify:data) against real D1 in workerd, on throwaway databases.
        plugins: [csvText()],
        test: {
          name: "data",
          environment: "node",
          include: ["tests/data/**/*.test.ts"],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      // Match alerts (decision 028): VAPID configured as in production (the published local pair), and
      // a push service on a local port (tests/support/push-service.ts).
      // Live relays of 4 sockets (decision 062), so a handful of test sockets already needs several.
      workerProject("worker", ["tests/worker/**/*.test.ts"], async () => ({
        LIVE_RELAY_SOCKETS: "4",
        VAPID_PUBLIC_KEY: "BA8HIP_EGZJpKMeH_j1EqyDmpL6Vb4I1CHwE65MpazBkCC9hIprMUN2NRTN5HAwBYsqzlG0wTrT3qrlQ_USVzec",
        VAPID_PRIVATE_KEY: "pn0iGNJm0Lkm1YP_Bx4Dc7lY4u-Iv2ktX5c-QssQymY",
        VAPID_SUBJECT: "mailto:alerts@site.invalid",
        TEST_PUSH_SERVICE: (await startPushService()).base,
      })),
      // The same Worker with CRICKET_SOURCE=upstream, its provider on a real local port (tests/support/held-provider.ts).
      workerProject("worker-upstream", ["tests/worker-upstream/**/*.test.ts"], async () => {
        const provider = await startHeldProvider(HELD_PROVIDER_ANSWERS);
        return {
          CRICKET_SOURCE: "upstream",
          CRICKET_API_BASE: provider.base,
          CRICKET_API_USER: "site",
          CRICKET_API_SECRET: "s3cret",
          // The fault drills wait for the breaker to close after each outage: seconds, not a minute.
          CRICKET_API_MAX_PAUSE_MS: "2000",
          TEST_PROVIDER_CONTROL: provider.control,
        };
      }),
      // The production shape (decision 057): CRICKET_SOURCE=hybrid, the present from a held provider on a
      // real local port (real samples of its live list and a match being played), history from D1.
      workerProject("worker-hybrid", ["tests/worker-hybrid/**/*.test.ts"], async () => {
        const sample = (file: string) => JSON.parse(readFileSync(path.join(SAMPLES, file), "utf8")) as Record<string, unknown>;
        const provider = await startHeldProvider(
          hybridProviderAnswers({
            liveList: sample("matches-v1-live/2025-09_live.json"),
            matchCentre: sample("mcenter-v1-id/91596_mi_v_kkr_ipl2024_m51_info.json"),
            commentary: sample("mcenter-v1-id-comm/30429_ipl2020_m25_inprogress.json"),
          }),
        );
        return {
          CRICKET_SOURCE: "hybrid",
          CRICKET_API_BASE: provider.base,
          CRICKET_API_USER: "site",
          CRICKET_API_SECRET: "s3cret",
          CRICKET_API_MAX_PAUSE_MS: "2000",
          TEST_PROVIDER_CONTROL: provider.control,
        };
      }, { oneFileAtATime: true }),
      // The same Worker as deployed without its secrets (decision 046): no ADMIN_TOKEN, AUTH_SECRET,
      // outbox or push keys, and LOCAL_DEVELOPMENT off, where a leaked development convenience would show.
      workerProject("worker-deployed", ["tests/worker-deployed/**/*.test.ts"], async () => ({
        ADMIN_TOKEN: "",
        AUTH_SECRET: "",
        ACCOUNT_OUTBOX: "",
        LOCAL_DEVELOPMENT: "",
      })),
      // The same Worker with Google and Apple sign-in configured, their issuer a real OpenID provider
      // on a local port (tests/support/oidc-provider.ts; decision 027).
      workerProject("worker-oidc", ["tests/worker-oidc/**/*.test.ts"], async () => {
        const provider = await startOidcProvider({ sites: ["http://site"] });
        provider.unref();
        return provider.env;
      }),
      {
        // Real Chromium against a running site (scripts/test.ts starts it and sets SITE_URL).
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 120_000,
          // expect.poll waits for what the reader sees; on a busy machine a navigation can take
          // longer than vitest's 1 s default (a poll window that short is a timer, not a wait).
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
