/**
 * The player profile with CRICKET_SOURCE=upstream: the loader reads the provider's profile,
 * batting, bowling and career answers (the real samples) through the same contract as D1 and
 * shows what the provider has — born, birthplace, styles, its role — with its tables turned into
 * the spec's headers, one row per format.
 */
import { expect, test } from "vitest";
import { loader } from "../../app/routes/profile/profile.tsx";
import { providerSamples, upstreamSite } from "./upstream-env.ts";

const { serve, loaderArgs } = upstreamSite("https://profiles.test/api");

test("personal info and teams from stats/v1/player/{id}; '--' rows stay for what it lacks", async () => {
  const upstream = serve(providerSamples());
  const { player, bioPreview } = await loader(loaderArgs("/profiles/6635/usman-khawaja", { id: "6635", slug: "usman-khawaja" }));
  expect(upstream.requests.map((r) => r.path)).toEqual(expect.arrayContaining(["/stats/v1/player/6635", "/stats/v1/player/6635/batting"]));
  expect(player).toMatchObject({
    name: "Usman Khawaja",
    country: "Australia",
    born: "December 18, 1986",
    birthPlace: "Islamabad, Pakistan",
    role: "Batsman",
    battingStyle: "Left Handed Bat",
    bowlingStyle: "Right-arm offbreak",
    coverage: null,
  });
  expect(player.teams).toHaveLength(13);
  // ICC rankings: Test batting rank 9 now; ODI and T20 only his best.
  expect(player.rankings).toEqual({
    source: "icc",
    asOf: { test: null, odi: null, t20: null },
    rows: [
      {
        discipline: "Batting",
        test: { position: "9", rating: null },
        odi: { position: "Best: 15", rating: null },
        t20: { position: "Best: 54", rating: null },
      },
    ],
  });
  // The bio is HTML at the provider: the preview is its text, 180 characters and an ellipsis.
  expect(bioPreview).toMatch(/^Ricky Ponting's injury at Sydney in 2011/);
  expect(bioPreview).not.toContain("<");
  expect(bioPreview.length).toBe(181);
});

test("career tables and debuts from /batting, /bowling and /career, in the spec's headers and order", async () => {
  const profile = { ...(providerSamples()["/stats/v1/player/6635"] as object), id: "8733", name: "KL Rahul" };
  serve({ ...providerSamples(), "/stats/v1/player/8733": profile });
  const { player } = await loader(loaderArgs("/profiles/8733/kl-rahul", { id: "8733", slug: "kl-rahul" }));
  expect(player.batting.headers).toEqual(["M", "Inn", "NO", "Runs", "HS", "Avg", "BF", "SR", "100", "50", "4s", "6s"]);
  expect(player.batting.rows[0]).toEqual({
    format: "Test",
    values: ["58", "101", "4", "3257", "199", "33.58", "6168", "52.81", "8", "17", "386", "26"],
  });
  // He never bowled: every bowling row is all zeros but matches, so none is shown.
  expect(player.bowling.rows).toEqual([]);
  expect(player.spans.map((span) => span.format)).toEqual(["Test", "ODI", "T20I", "IPL"]);
  expect(player.spans[0]!.debut).toEqual({ matchId: 13842, date: "2014-12-26", title: "vs Australia, Melbourne Cricket Ground" });
});

test("a wrong name slug answers 301 to the provider's name", async () => {
  serve(providerSamples());
  const thrown = await loader(loaderArgs("/profiles/6635/khawaja", { id: "6635", slug: "khawaja" })).catch((e: unknown) => e);
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(301);
  expect((thrown as Response).headers.get("location")).toBe("/profiles/6635/usman-khawaja");
});

test("a provider profile without ranks: the block's rows are empty (the page's empty state), still the ICC's", async () => {
  // Another id (answers are kept per id): the same profile with empty rank blocks.
  const profile = {
    ...(providerSamples()["/stats/v1/player/6635"] as object),
    id: "8734",
    name: "No Rank",
    rankings: { bat: {}, bowl: {} },
  };
  serve({ ...providerSamples(), "/stats/v1/player/8734": profile });
  const { player } = await loader(loaderArgs("/profiles/8734/no-rank", { id: "8734", slug: "no-rank" }));
  expect(player.rankings).toEqual({ source: "icc", asOf: { test: null, odi: null, t20: null }, rows: [] });
  expect(player.bioBasis).toBeNull();
});
