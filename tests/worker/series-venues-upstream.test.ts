/**
 * The Squads tab and a venue page with CRICKET_SOURCE=upstream: their loaders read the provider
 * (the real IPL 2024 series and squads samples; the venue calls, which have no sample, in the
 * spec's shape) through the same contract as D1, and show what the provider has — its header
 * rows, roles and captain, a ground's facts and 'STATS - TEST' rows.
 */
import { expect, test } from "vitest";
import { loader as squadsLoader } from "../../app/routes/series/squads.tsx";
import { loader as venueLoader } from "../../app/routes/series/venue.tsx";
import { loader as venuesLoader } from "../../app/routes/series/venues.tsx";
import { FakeAnswer } from "../support/fake-upstream.ts";
import { providerSamples, upstreamSite } from "./upstream-env.ts";

const BASE = "https://venues.test/api";
const { serve, loaderArgs } = upstreamSite(BASE);
// Another provider for the failures: the edge cache would serve the first one's last good answers.
const failing = upstreamSite("https://failing.test/api");
const SERIES = "/cricket-series/7607/indian-premier-league-2024";

const WANKHEDE = { id: 81, ground: "Wankhede Stadium", city: "Mumbai", country: "India", imageId: 171970 };
const VENUES = { seriesVenue: [WANKHEDE, { id: 31, ground: "Eden Gardens", city: "Kolkata", country: "India" }] };

function provider(extra: Record<string, unknown> = {}, site = serve) {
  return site({
    ...providerSamples(),
    "/series/v1/7607/venues": VENUES,
    ...extra,
  });
}

const params = { id: "7607", slug: "indian-premier-league-2024" };

test("Squads: the provider's squads under their header row, the first selected, its players with roles and the captain", async () => {
  const upstream = provider();
  const data = await squadsLoader(loaderArgs(`${SERIES}/squads`, params));
  expect(upstream.requests.map((r) => r.path)).toEqual(
    expect.arrayContaining(["/series/v1/7607", "/series/v1/7607/squads", "/series/v1/7607/squads/43915"]),
  );
  expect(data.squads).toHaveLength(10);
  expect(data.squads.every((squad) => squad.group === "T20")).toBe(true);
  expect(data.selected?.name).toBe("Rajasthan Royals");
  expect(data.groups?.map((g) => g.group)).toEqual(["BATTERS", "ALL ROUNDERS", "WICKET KEEPERS", "BOWLERS"]);
  const bracewell = data.groups?.flatMap((g) => g.players).find((p) => p.name === "Michael Bracewell");
  expect(bracewell).toMatchObject({ id: "9551", captain: true, role: "Batting Allrounder", bowlingStyle: "Right-arm offbreak" });
});

test("Squads: a squad the provider cannot give says so, the page still lists the squads", async () => {
  provider({ "/series/v1/7607/squads/43915": new FakeAnswer(500, { message: "boom" }) }, failing.serve);
  const data = await squadsLoader(failing.loaderArgs(`${SERIES}/squads`, params));
  expect(data.failed).toBe(true);
  expect(data.squads).toHaveLength(10);
});

test("Venues and a venue page: the provider's grounds, facts, matches there and records", async () => {
  provider({
    "/venues/v1/81": {
      ...WANKHEDE,
      established: 1974,
      capacity: "33,108",
      groundLength: "137",
      groundWidth: "140",
      timezone: "+05:30",
      homeTeam: "Mumbai, Mumbai Indians",
      floodlights: true,
      profile: "Built in 1974.\n\nHosted the 2011 World Cup final.",
    },
    "/venues/v1/81/stats": { venueStats: [{ key: "Highest total recorded", value: "235/9 by MI vs SRH" }] },
  });
  const tab = await venuesLoader(loaderArgs(`${SERIES}/venues`, params));
  expect(tab.groups).toEqual([
    {
      country: "India",
      venues: [
        expect.objectContaining({ id: 31, name: "Eden Gardens", href: `${SERIES}/venues/31/eden-gardens` }),
        expect.objectContaining({ id: 81, name: "Wankhede Stadium", href: `${SERIES}/venues/81/wankhede-stadium` }),
      ],
    },
  ]);
  const page = await venueLoader(loaderArgs(`${SERIES}/venues/81/wankhede-stadium`, { ...params, vid: "81", vname: "wankhede-stadium" }));
  expect(page.facts).toEqual([
    { label: "Opened", value: "1974" },
    { label: "Capacity", value: "33,108" },
    { label: "Dimensions", value: "137m long, 140m wide" },
    { label: "Location", value: "Mumbai, India" },
    { label: "Time Zone", value: "UTC +05:30" },
    { label: "Home to", value: "Mumbai, Mumbai Indians" },
    { label: "Floodlights", value: "Yes" },
  ]);
  expect(page.profile).toEqual(["Built in 1974.", "Hosted the 2011 World Cup final."]);
  expect(page.stats).toEqual([
    { title: "STATS - TEST", rows: [{ label: "Highest total recorded", value: "235/9 by MI vs SRH", highlight: true }] },
  ]);
  // The series' matches at the ground (the series call's venueInfo.id 81), by date.
  expect(page.matches.length).toBeGreaterThan(0);
  expect(page.matches.every((m) => m.venue?.id === 81)).toBe(true);
  expect(page.days[0]!.matches[0]!.text).toMatch(/^MI vs \w+, \d+\w+ Match$|^\w+ vs MI, \d+\w+ Match$/);
});

test("a venue page whose facts the provider cannot give shows what the series knows (partial data)", async () => {
  provider({ "/venues/v1/81": new FakeAnswer(503, { message: "down" }) }, failing.serve);
  const page = await venueLoader(
    failing.loaderArgs(`${SERIES}/venues/81/wankhede-stadium`, { ...params, vid: "81", vname: "wankhede-stadium" }),
  );
  expect(page.venue.name).toBe("Wankhede Stadium");
  expect(page.facts).toEqual([
    { label: "Location", value: "Mumbai, India" },
    { label: "Time Zone", value: "UTC +05:30" },
  ]);
  expect(page.stats).toEqual([]);
});
