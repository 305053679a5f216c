/**
 * The Team directory and Team page with CRICKET_SOURCE=upstream: the loaders read the provider's
 * teams/v1/international, teams/v1/{id}/results, /players and /news answers (the real
 * samples: India's, and a series' news served as the team's) through the same contract as D1: the directory's header rows, the team found
 * in its list, results by series newest first, players under the provider's header rows. Stats
 * has no provider sample to map: the tab says there is no data.
 */
import { expect, test } from "vitest";
import { loader as directoryLoader } from "../../app/routes/team/directory.tsx";
import { loader as layoutLoader } from "../../app/routes/team/layout.tsx";
import { loader as newsLoader } from "../../app/routes/team/news.tsx";
import { loader as playersLoader } from "../../app/routes/team/players.tsx";
import { loader as resultsLoader } from "../../app/routes/team/results.tsx";
import { loader as statsLoader } from "../../app/routes/team/stats.tsx";
import { providerSamples, upstreamSite } from "./upstream-env.ts";

const { serve, loaderArgs } = upstreamSite("https://teams.test/api");

test("the directory: teams/v1/international's header rows are its groups, India first among the Test teams", async () => {
  const upstream = serve(providerSamples());
  const { groups } = await directoryLoader(loaderArgs("/cricket-team", {}));
  expect(upstream.requests.map((r) => r.path)).toContain("/teams/v1/international");
  expect(groups.map((group) => group.group)).toEqual(["Test Teams", "Associate Teams"]);
  expect(groups[0]!.teams[0]).toEqual({ id: 2, name: "India", shortName: "IND", imageId: "172115" });
  // A list the provider has no answer for: the spec's empty text, not an error page.
  serve({ ...providerSamples(), "/teams/v1/women": { list: [] } });
  expect((await directoryLoader(loaderArgs("/cricket-team/women", { category: "women" }))).groups).toEqual([]);
});

test("a team's page: its row in the provider's lists; a wrong name answers 301 to the provider's name", async () => {
  serve(providerSamples());
  const { team, canonical } = await layoutLoader(loaderArgs("/cricket_team/india/2", { slug: "india", id: "2" }));
  expect(team).toMatchObject({ id: 2, name: "India", shortName: "IND", category: "international" });
  expect(canonical).toBe("/cricket_team/india/2");
  const moved = await layoutLoader(loaderArgs("/cricket_team/bharat/2/results", { slug: "bharat", id: "2" })).catch((e: unknown) => e);
  expect((moved as Response).status).toBe(301);
  expect((moved as Response).headers.get("location")).toBe("/cricket_team/india/2/results");
});

test("Results from teams/v1/{id}/results: by series, the Champions Trophy final first", async () => {
  const upstream = serve(providerSamples());
  const { groups } = await resultsLoader(loaderArgs("/cricket_team/india/2/results", { slug: "india", id: "2" }));
  expect(upstream.requests.map((r) => r.path)).toContain("/teams/v1/2/results");
  expect(groups.map((group) => group.series.name)).toEqual(["ICC Champions Trophy, 2025", "England tour of India, 2025"]);
  expect(groups[0]!.matches[0]).toMatchObject({ description: "Final", state: "Complete", status: "India won by 4 wkts" });
});

test("Players from teams/v1/{id}/players under the provider's header rows, linking the provider's ids", async () => {
  serve(providerSamples());
  const { players } = await playersLoader(loaderArgs("/cricket_team/india/2/players", { slug: "india", id: "2" }));
  expect(players!.groups.map((group) => group.group)).toEqual(["Batsmen", "All Rounder", "Wicket Keeper", "Bowler"]);
  expect(players!.groups[0]!.players[0]).toMatchObject({ id: "1413", name: "Virat Kohli", role: "Batter" });
});

test("Stats: no provider sample to map, so no records (the tab shows the spec's empty text)", async () => {
  serve(providerSamples());
  const { stats } = await statsLoader(loaderArgs("/cricket_team/india/2/stats", { slug: "india", id: "2" }));
  expect(stats).toBeNull();
});

test("News from teams/v1/{id}/news[?lastId]: the provider's stories, the last one's id the next page's cursor", async () => {
  const upstream = serve(providerSamples());
  const first = await newsLoader(loaderArgs("/cricket_team/india/2/news", { slug: "india", id: "2" }));
  expect(first.stories).toHaveLength(15);
  expect(first.stories.find((story) => story.id === "123123")?.headline).toBe("Hardik pleased to 'fill the big shoes' of Bumrah");
  // Newest first (the first page merges the editors' stories in by time).
  const times = first.stories.map((story) => story.publishedTime);
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(first.next).toBe("123075");
  await newsLoader(loaderArgs("/cricket_team/india/2/news?before=123075", { slug: "india", id: "2" }));
  expect(upstream.requests.some((r) => r.path === "/teams/v1/2/news" && r.url.searchParams.get("lastId") === "123075")).toBe(true);
});
