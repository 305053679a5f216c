/**
 * Home's news columns (Top Stories, LATEST NEWS): the source's latest news in one cached call,
 * merged with the editors' stories — not a report read per recent match (issue 17: a dozen cache
 * reads and parses were a third of home's render).
 */
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import type { CachedCricketData } from "../../app/data/cache.server.ts";
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import { createEmbeddedData } from "../../app/data/embedded/index.server.ts";
import type { Story } from "../../app/data/schemas.ts";
import { latestStories } from "../../app/routes/home/home.server.ts";
import { importFixtures } from "./import.ts";

const NOW = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;

const report = (id: number, publishedTime: number): Story => ({
  id: `report-${id}`,
  headline: `Report ${id}`,
  intro: "",
  body: ["text"],
  cardType: "NewsBig",
  context: "",
  publishedTime,
  imageId: null,
  matchId: id,
  seriesId: null,
});

/** A source answering only the latest news: any other call fails the test. */
function latestNewsOnly(stories: Story[]): { data: CachedCricketData; calls: string[] } {
  const calls: string[] = [];
  const data = new Proxy({} as CachedCricketData, {
    get: (_target, method: string) => {
      if (method === "latestNews") {
        return async () => {
          calls.push(method);
          return { stories, next: null };
        };
      }
      if (method === "freshness") return () => undefined;
      return () => {
        throw new Error(`home read ${method}`);
      };
    },
  });
  return { data, calls };
}

test("the latest news and the editors' published stories, newest first, from one source call", async () => {
  await env.DB.prepare("INSERT INTO site_stories (headline, published_time) VALUES ('Desk story', ?), ('Tomorrow''s story', ?)")
    .bind(NOW - 2 * HOUR, NOW + 24 * HOUR)
    .run();
  const { data, calls } = latestNewsOnly([report(3, NOW - HOUR), report(2, NOW - 3 * HOUR), report(1, NOW - 4 * HOUR)]);

  const latest = await latestStories(data, env.DB, NOW, 3);
  expect(latest.stories.map((story) => story.headline)).toEqual(["Report 3", "Desk story", "Report 2"]);
  expect(calls).toEqual(["latestNews"]);
});

test("on the embedded data, home's reports are those of the latest finished matches", async () => {
  await importFixtures("1415755", "1415754");
  const source = createEmbeddedData(env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: () => NOW });
  const data = { ...source, freshness: () => undefined } as CachedCricketData;

  const latest = await latestStories(data, env.DB, NOW, 10);
  const reports = latest.stories.filter((story) => story.id.startsWith("report-"));
  // The final (29 June 2024) after the second semi-final (27 June).
  expect(reports.map((story) => story.id)).toEqual(["report-1415755", "report-1415754"]);
  expect(reports[0]!.headline).toBe("India beat South Africa by 7 runs to win the ICC Men's T20 World Cup");
});
