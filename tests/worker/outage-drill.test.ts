/**
 * Outage drill (issue 16): the upstream source behind the edge cache, as CRICKET_SOURCE=upstream
 * runs it (circuit breaker included), with a provider that goes down and comes back. While it is
 * down the lists keep answering with the last good value, marked stale, without waiting on the
 * provider once the circuit is open; when it is back, fresh values return.
 */
import { expect, test } from "vitest";
import { TTL, withEdgeCache } from "../../app/data/cache.server.ts";
import { Breaker, createUpstreamData } from "../../app/data/upstream/index.server.ts";
import { FakeAnswer, fakeUpstream } from "../support/fake-upstream.ts";

const list = (name: string) => ({
  typeMatches: [
    {
      matchType: "International",
      seriesMatches: [
        {
          seriesAdWrapper: {
            seriesId: 1,
            seriesName: name,
            matches: [
              {
                matchInfo: {
                  matchId: 7,
                  seriesId: 1,
                  seriesName: name,
                  matchDesc: "1st T20I",
                  matchFormat: "T20",
                  startDate: "1700000000000",
                  endDate: "1700010000000",
                  state: "In Progress",
                  status: "Team A opt to bat",
                  team1: { teamId: 1, teamName: "Team A", teamSName: "TA" },
                  team2: { teamId: 2, teamName: "Team B", teamSName: "TB" },
                },
              },
            ],
          },
        },
      ],
    },
  ],
});

test("provider down, then back: answers all along, stale while down, no waiting once the circuit is open, fresh again after", async () => {
  const state = { down: false, series: "Before", now: 1_700_000_000_000 };
  const upstream = fakeUpstream({
    "/matches/v1/live": () => (state.down ? new FakeAnswer(503, { message: "down" }) : list(state.series)),
  });
  const source = createUpstreamData({
    base: upstream.base,
    user: "u",
    secret: "s",
    fetch: upstream.fetch,
    now: () => state.now,
    breaker: new Breaker(),
  });
  const data = withEdgeCache(source, {
    cache: await caches.open(`drill-${crypto.randomUUID()}`),
    namespace: "upstream:drill",
    now: () => state.now,
  });
  const seriesOf = (value: Awaited<ReturnType<typeof data.matchList>>) => value.groups[0]?.series[0]?.series.name;

  const first = await data.matchList("live");
  expect(seriesOf(first)).toBe("Before");
  expect(data.freshness(first)?.stale).toBe(false);

  state.down = true;
  const seen: (boolean | undefined)[] = [];
  for (let i = 0; i < 6; i++) {
    state.now += TTL.live + 1;
    const during = await data.matchList("live");
    expect(seriesOf(during)).toBe("Before");
    seen.push(data.freshness(during)?.stale);
  }
  expect(seen.every(Boolean)).toBe(true);
  // Six stale answers 3 s apart, four provider calls: three outages open the circuit for 5 s, the
  // call at 12 s is answered without the provider, the probe at 15 s fails, and the circuit stays
  // open for 10 s more, so the call at 18 s does not reach the provider either.
  expect(upstream.requests.length).toBe(1 + 4);

  state.down = false;
  state.series = "After";
  state.now += 60_000;
  const back = await data.matchList("live");
  expect(seriesOf(back)).toBe("After");
  expect(data.freshness(back)?.stale).toBe(false);
});
