import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import { clearSeasonCache, replayPlan } from "../../app/data/embedded/clock.server.ts";
import { createEmbeddedData } from "../../app/data/embedded/index.server.ts";
import {
  commentaryPageSchema,
  matchInfoSchema,
  matchListSchema,
  miniscoreSchema,
  scorecardSchema,
  teamSquadSchema,
} from "../../app/data/schemas.ts";
import { importFixtures } from "./import.ts";

beforeAll(() => importFixtures("1415755", "1415711", "1426557", "1384426"));

const clockOff = { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: () => Date.UTC(2026, 10, 22) };

describe("finished matches on their true dates", () => {
  const data = createEmbeddedData(env.DB, clockOff);

  test("match info of the T20 World Cup final", async () => {
    const info = matchInfoSchema.parse(await data.match(1415755));
    expect(info).toMatchObject({
      description: "Final",
      state: "Complete",
      status: "India won by 7 runs",
      complete: true,
      toss: { winner: { name: "India" }, decision: "bat" },
      umpires: ["CB Gaffaney", "RK Illingworth"],
      tvUmpire: "RA Kettleborough",
      referee: "RB Richardson",
      isReplay: false,
      venue: { name: "Kensington Oval", city: "Bridgetown", timeZone: "America/Barbados" },
    });
    expect(info.playersOfMatch.map((p) => p.name)).toEqual(["V Kohli"]);
  });

  test("scorecard numbers come from the balls", async () => {
    const card = scorecardSchema.parse(await data.scorecard(1415755));
    const [india, southAfrica] = card.innings;
    expect(india).toMatchObject({ score: "176-7", overs: "20", battingTeam: { name: "India" } });
    expect(southAfrica).toMatchObject({ score: "169-8", overs: "20", target: 177 });
    expect(india!.batting.find((b) => b.player.name === "V Kohli")).toMatchObject({
      runs: 76,
      balls: 59,
      dismissal: "c Rabada b Jansen",
      strikeRate: "128.81",
    });
    expect(india!.powerplays[0]).toMatchObject({ from: "0.1", to: "5.6", runs: 45, wickets: 3 });
  });

  test("an unknown match is null in every per-match call", async () => {
    expect(await data.match(42)).toBeNull();
    expect(await data.scorecard(42)).toBeNull();
    expect(await data.commentary(42)).toBeNull();
  });

  test("commentary pages newest first by timestamp, without gaps or repeats", async () => {
    const first = commentaryPageSchema.parse(await data.commentary(1415755, { limit: 40 }));
    expect(first.items[0]!.text).toContain("India won by 7 runs");
    const second = commentaryPageSchema.parse(await data.commentary(1415755, { limit: 40, before: first.next! }));
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((i) => i.key)).size).toBe(80);
    for (let i = 1; i < all.length; i++) expect(all[i]!.timestamp).toBeLessThan(all[i - 1]!.timestamp);
    let page = first;
    let count = first.items.length;
    while (page.next) {
      page = (await data.commentary(1415755, { limit: 100, before: page.next }))!;
      count += page.items.length;
    }
    const balls =
      (await data.fullCommentary(1415755, { inningsNo: 1 }))!.filter((i) => i.kind === "ball").length +
      (await data.fullCommentary(1415755, { inningsNo: 2 }))!.filter((i) => i.kind === "ball").length;
    expect(balls).toBe(251);
    expect(count).toBeGreaterThan(251);
  });

  test("highlights by the spec's codes", async () => {
    const sixes = (await data.highlights(1415755, { inningsNo: 1, type: 4 }))!;
    const card = (await data.scorecard(1415755))!;
    const indiaSixes = card.innings[0]!.batting.reduce((n, b) => n + b.sixes, 0);
    expect(sixes.filter((i) => i.kind === "ball")).toHaveLength(indiaSixes);
    expect(sixes.every((i) => (i.highlights & 4) !== 0)).toBe(true);
    expect(await data.highlights(1415755, { inningsNo: 1, type: 128 })).toEqual([]);
  });

  test("squads list both playing XIs", async () => {
    const squads = (await data.squads(1415755))!;
    for (const squad of squads) expect(teamSquadSchema.parse(squad).playingXI).toHaveLength(11);
  });

  test("the final's report is in the match news", async () => {
    const news = (await data.matchNews(1415755))!;
    expect(news.stories).toHaveLength(1);
    expect(news.stories[0]!.headline).toMatch(/India/);
    expect(news.stories[0]!.body.join(" ")).toContain("76");
  });

  test("lists: results grouped by match type then series", async () => {
    const recent = matchListSchema.parse(await data.matchList("recent"));
    const names = recent.groups.flatMap((g) => g.series.map((s) => s.series.name));
    expect(names).toContain("ICC Men's T20 World Cup 2024");
    expect(matchListSchema.parse(await data.matchList("live")).groups).toEqual([]);
  });
});

describe("the demo clock replays a season as if it were now", () => {
  const config = demoClockFromEnv({ DEMO_SERIES: "ICC Men's T20 World Cup 2024", DEMO_EPOCH: "2026-11-01" });

  async function atChaseBall(ball: number) {
    const plan = await replayPlan(env.DB, { config, now: () => Date.UTC(2026, 10, 1) });
    const slot = plan.get(1415755)!;
    const now = slot.timeline.balls[1]![ball]!;
    return { now, data: createEmbeddedData(env.DB, { config, now: () => now }) };
  }

  test("mid-chase: state, status, partial scorecard, miniscore and commentary agree", async () => {
    const { data } = await atChaseBall(59); // the 60th delivery of the chase has just been bowled
    const info = (await data.match(1415755))!;
    expect(info).toMatchObject({ state: "In Progress", isReplay: true, complete: false });
    expect(info.status).toMatch(/^South Africa need \d+ runs in \d+ balls$/);
    const card = (await data.scorecard(1415755))!;
    expect(card.innings).toHaveLength(2);
    expect(card.innings[0]!.score).toBe("176-7");
    const mini = miniscoreSchema.parse(await data.miniscore(1415755));
    expect(mini.runs).toBe(card.innings[1]!.runs);
    expect(mini.target).toBe(177);
    expect(info.status).toBe(`South Africa need ${mini.runsNeeded} runs in ${mini.ballsRemaining} balls`);
    const page = (await data.commentary(1415755, { limit: 5 }))!;
    expect(page.items[0]!.inningsNo).toBe(2);
    const chaseBalls = (await data.fullCommentary(1415755, { inningsNo: 2 }))!.filter((i) => i.kind === "ball");
    expect(chaseBalls).toHaveLength(60);
    expect((await data.matchNews(1415755))!.stories).toEqual([]);
    const live = await data.matchList("live");
    expect(live.groups.flatMap((g) => g.series.flatMap((s) => s.matches.map((m) => m.id)))).toContain(1415755);
  });

  test("a replayed Test not yet over is shown to last its five scheduled days; once over, its real two (issue 31)", async () => {
    await importFixtures("1455614"); // The Ashes 2025/26, Melbourne: over on its second day
    clearSeasonCache(); // seasons another file read under the same name are not this database's
    const ashes = demoClockFromEnv({ DEMO_SERIES: "The Ashes 2025/26", DEMO_EPOCH: "2026-11-01" });
    const timeline = (await replayPlan(env.DB, { config: ashes, now: () => Date.UTC(2026, 10, 1) })).get(1455614)!.timeline;
    const at = async (now: number) => {
      const data = createEmbeddedData(env.DB, { config: ashes, now: () => now });
      const info = (await data.match(1455614))!;
      const listed = (await data.matchList(now < timeline.start ? "upcoming" : "recent")).groups
        .flatMap((g) => g.series.flatMap((s) => s.matches))
        .find((m) => m.id === 1455614)!;
      return { info, listed };
    };
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    const before = await at(timeline.start - 3_600_000);
    expect(before.info.state).not.toBe("Complete");
    expect(days(before.info.startDate, before.info.endDate)).toBe(5);
    expect([before.listed.startDate, before.listed.endDate]).toEqual([before.info.startDate, before.info.endDate]);
    const during = await at(timeline.balls[0]![30]!);
    expect(days(during.info.startDate, during.info.endDate)).toBe(5);
    const after = await at(timeline.end + 60_000);
    expect(after.info.state).toBe("Complete");
    expect(days(after.info.startDate, after.info.endDate)).toBe(2);
    expect([after.listed.startDate, after.listed.endDate]).toEqual([after.info.startDate, after.info.endDate]);
  });

  test("a ground counts a replayed match only once it is over: matches hosted and records (issue 31)", async () => {
    clearSeasonCache();
    const plan = await replayPlan(env.DB, { config, now: () => Date.UTC(2026, 10, 1) });
    const final = plan.get(1415755)!.timeline;
    const { venue_id: ground } = (await env.DB.prepare("SELECT venue_id FROM matches WHERE id = 1415755").first<{ venue_id: number }>())!;
    const during = await createEmbeddedData(env.DB, { config, now: () => final.balls[1]![10]! }).venue(ground);
    const after = await createEmbeddedData(env.DB, { config, now: () => final.end + 60_000 }).venue(ground);
    const real = await createEmbeddedData(env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now }).venue(ground);
    // Bridgetown's only match in this data is the final: while it is being replayed the ground has none.
    expect(during).toMatchObject({ matchesHosted: 0, firstMatch: null, stats: [] });
    expect(after!.matchesHosted).toBe(1);
    // The same records as with the clock off, the final under its replay day (decision 045).
    const info = (await createEmbeddedData(env.DB, { config, now: () => final.end + 60_000 }).match(1415755))!;
    const day = new Date(`${info.startDate}T00:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(JSON.stringify(after!.stats)).toBe(JSON.stringify(real!.stats).replace("29 Jun 2024", day));
    expect(JSON.stringify(after!.stats)).toContain(`176-7 by India vs South Africa, ${day}`);
    expect(after!.firstMatch!.date).toBe(info.startDate);
  });

  test("one date for a replayed match everywhere: its page, the lists and the player's profile (decision 045)", async () => {
    const plan = await replayPlan(env.DB, { config, now: () => Date.UTC(2026, 10, 1) });
    const final = plan.get(1415755)!.timeline;
    const during = createEmbeddedData(env.DB, { config, now: () => final.balls[1]![10]! });
    const after = createEmbeddedData(env.DB, { config, now: () => final.end + 60_000 });
    const info = (await after.match(1415755))!;
    expect(info.startDate).not.toBe("2024-06-29");
    expect(info.startDate.slice(0, 4)).toBe("2026");
    const recent = await after.matchList("recent");
    const listed = recent.groups.flatMap((g) => g.series.flatMap((s) => s.matches)).find((m) => m.id === 1415755)!;
    expect(listed.startDate).toBe(info.startDate);
    // V Kohli (player of the match): the final is not his while it is being played, then his under the replay's day.
    const kohli = "ba607b88";
    const whileLive = (await during.player(kohli))!;
    expect(whileLive.recentForm.map((line) => line.match.matchId)).not.toContain(1415755);
    const profile = (await after.player(kohli))!;
    const line = profile.recentForm.find((l) => l.match.matchId === 1415755)!;
    expect(line.match.date).toBe(info.startDate);
    expect(profile.recentForm[0]!.match.matchId).toBe(1415755);
  });
});
