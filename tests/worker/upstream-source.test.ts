/**
 * With CRICKET_SOURCE=upstream, the header's Teams menu and site search read the provider
 * (CricketData.teams and .search), not D1's cricket tables: the source is chosen in
 * one place (app/data/index.server.ts). The provider is a fake serving the real samples.
 */
import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { searchSite } from "../../app/backend/news/search.server.ts";
import { cricketDataFor } from "../../app/data/index.server.ts";
import { loadShell } from "../../app/shell/shell.server.ts";
import { importFixtures } from "./import.ts";
import { upstreamSite } from "./upstream-env.ts";

const BASE = "https://upstream.test/api";
const { upstreamEnv, serve } = upstreamSite(BASE);

function serveSamples() {
  return serve(Object.fromEntries(Object.entries(env.TEST_SAMPLES).map(([route, text]) => [route, JSON.parse(text) as unknown])));
}

beforeAll(async () => {
  // D1 knows other teams under other ids: what the pages show must be the provider's.
  await importFixtures("1415755");
});

test("the Teams menu lists the provider's international teams, its Test Teams group first", async () => {
  const upstream = serveSamples();
  const { teams } = await loadShell(upstreamEnv, undefined, undefined);
  expect(upstream.requests.map((r) => r.path)).toContain("/teams/v1/international");
  expect(teams.test.slice(0, 3)).toEqual([
    { id: 2, name: "India", href: "/cricket_team/india/2" },
    { id: 4, name: "Australia", href: "/cricket_team/australia/4" },
    { id: 9, name: "England", href: "/cricket_team/england/9" },
  ]);
  expect(teams.associate.length).toBe(teams.test.length);
  expect(teams.associate.slice(0, 3).map((t) => t.name)).toEqual(["Belgium", "Bermuda", "Botswana"]); // associates A–Z
  expect(teams.associate.map((t) => t.name)).not.toContain("India");
});

test("search finds the provider's teams and series", async () => {
  const upstream = serveSamples();
  const results = await searchSite({ db: env.DB, data: cricketDataFor(upstreamEnv) }, "zimbabwe");
  expect(upstream.requests.map((r) => r.path).sort()).toEqual(["/series/v1/international", "/teams/v1/international"]);
  expect(results.hits[0]).toMatchObject({
    kind: "team",
    title: "Zimbabwe",
    href: expect.stringMatching(/^\/cricket_team\/zimbabwe\/\d+$/),
  });
  expect(results.hits).toContainEqual(
    expect.objectContaining({
      kind: "series",
      title: "Zimbabwe tour of Bangladesh, 2025",
      href: "/cricket-series/9514/zimbabwe-tour-of-bangladesh-2025",
    }),
  );
  // Nothing from D1's cricket tables (the imported final's players and venue are not the provider's).
  expect(results.hits.every((hit) => hit.kind === "team" || hit.kind === "series")).toBe(true);
});

test("a match centre that answers for another match is not shown under the id asked for", async () => {
  const centre = JSON.parse(env.TEST_SAMPLES["/mcenter/v1/91596"]!) as unknown;
  serve({ "/mcenter/v1/91596": centre, "/mcenter/v1/4242": centre });
  const data = cricketDataFor(upstreamEnv);
  expect((await data.match(91596))?.id).toBe(91596);
  await expect(data.match(4242)).rejects.toThrow("GET /mcenter/v1/4242: the answer is match 91596");
});
