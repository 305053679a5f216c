/**
 * Written match reports are kept in D1 (migration 0028): the latest news, search and articles read
 * the kept text instead of every ball, and a report is written again when the facts it was written
 * from change.
 */
import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import { createEmbeddedData } from "../../app/data/embedded/index.server.ts";
import { importFixtures } from "./import.ts";

beforeAll(() => importFixtures("1415755", "1415754"));

const data = createEmbeddedData(env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: () => Date.UTC(2026, 10, 22) });
const kept = async (matchId: number) =>
  env.DB.prepare("SELECT basis, story FROM report_cards WHERE match_id = ?").bind(matchId).first<{ basis: string; story: string }>();

test("a report is kept once written, and later reads take the kept text, not the balls", async () => {
  expect(await kept(1415755)).toBeNull();
  const written = await data.story("report-1415755");
  expect(written?.headline).toBe("India beat South Africa by 7 runs to win the ICC Men's T20 World Cup");
  const row = await kept(1415755);
  expect(JSON.parse(row!.story)).toEqual(written);

  // Change the kept text only: what readers get next is the kept row.
  await env.DB.prepare("UPDATE report_cards SET story = json_set(story, '$.headline', 'Kept headline') WHERE match_id = 1415755").run();
  expect((await data.story("report-1415755"))?.headline).toBe("Kept headline");
  const latest = await data.latestNews();
  expect(latest.stories.map((story) => story.headline)).toContain("Kept headline");
});

test("a report whose facts changed is written again (a renamed venue), and kept with its new basis", async () => {
  await data.story("report-1415754");
  await env.DB.prepare("UPDATE report_cards SET story = json_set(story, '$.headline', 'Stale headline') WHERE match_id = 1415754").run();
  const before = (await kept(1415754))!.basis;
  await env.DB.prepare(
    "UPDATE venues SET name = 'Providence Stadium, Guyana' WHERE id = (SELECT venue_id FROM matches WHERE id = 1415754)",
  ).run();

  const story = await data.story("report-1415754");
  expect(story?.headline).not.toBe("Stale headline");
  expect(story?.intro).toContain("Providence Stadium, Guyana");
  const after = await kept(1415754);
  expect(after!.basis).not.toBe(before);
  expect(JSON.parse(after!.story)).toEqual(story);
});

test("replacing a match (a new revision of its file) deletes its kept report", async () => {
  await data.story("report-1415755");
  expect(await kept(1415755)).not.toBeNull();
  // The importer's batch for a new revision: the match row replaced, and its report with it.
  await importFixtures("1415755");
  expect(await kept(1415755)).toBeNull();
  expect((await data.story("report-1415755"))?.headline).toBe("India beat South Africa by 7 runs to win the ICC Men's T20 World Cup");
});
