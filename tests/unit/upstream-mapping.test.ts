import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  commentaryItemSchema,
  commentaryPageSchema,
  matchInfoSchema,
  matchListSchema,
  matchSummarySchema,
  miniscoreSchema,
  scheduleEntrySchema,
  scorecardSchema,
  storyListSchema,
  teamSquadSchema,
} from "../../app/data/schemas.ts";
import { venueTimeZone } from "../../app/data/upstream/common.server.ts";
import { fakeUpstream, type FakeRoute } from "../support/fake-upstream.ts";
import {
  createUpstreamData,
  createUpstreamExtras,
  scorecardFromHscard,
  scorecardFromJson,
  scorecardFromScard,
  type UpstreamConfig,
} from "../../app/data/upstream/index.server.ts";
import { factsFromJson, matchInfoFromJson } from "../../app/data/upstream/match-center.server.ts";
import { allMatches, matchListFromJson } from "../../app/data/upstream/match-lists.server.ts";
import { seriesMatchesFromJson } from "../../app/data/upstream/series.server.ts";
import { scheduleEntriesFromJson } from "../../app/data/upstream/schedule.server.ts";
import { squadsFromJson } from "../../app/data/upstream/squads.server.ts";
import { storyFromJson } from "../../app/data/upstream/news.server.ts";

/** Real values from the samples (../shared/data/cricbuzz-samples, read at test time) and spec-shaped payloads. */

const SAMPLES = process.env.CRICBUZZ_SAMPLES ?? path.resolve(import.meta.dirname, "../../../shared/data/cricbuzz-samples");
const sample = (file: string): any => JSON.parse(readFileSync(path.join(SAMPLES, file), "utf8"));

function connect(routes: Record<string, FakeRoute>, config: Partial<UpstreamConfig> = {}) {
  const upstream = fakeUpstream(routes);
  const full: UpstreamConfig = { base: upstream.base, user: "site", secret: "s3cret", fetch: upstream.fetch, ...config };
  return { data: createUpstreamData(full), extras: createUpstreamExtras(full), requests: upstream.requests };
}

describe("upstream mapping: real values", () => {
  describe("hscard 89654 (IPL 2024 opener, RCB v CSK)", () => {
    const json = () => sample("mcenter-v1-id-hscard/89654_complete.json");

    test("result, totals and a batter line", async () => {
      const { data, requests } = connect({ "/mcenter/v1/89654/hscard": json() });
      const card = scorecardSchema.parse(await data.scorecard(89654));
      expect(requests.map((r) => r.path)).toEqual(["/mcenter/v1/89654/hscard"]);
      expect(card.status).toBe("Chennai Super Kings won by 6 wkts");
      const [rcb, csk] = card.innings;
      expect(rcb).toMatchObject({
        inningsNo: 1,
        superOver: false,
        battingTeam: { id: 59, name: "Royal Challengers Bengaluru", shortName: "RCB" },
        bowlingTeam: { id: 58, shortName: "CSK" },
        runs: 173,
        wickets: 6,
        overs: "20",
        score: "173-6",
        declared: false,
        target: null,
      });
      expect(rcb!.batting[0]).toEqual({
        player: { id: "1413", name: "Kohli", shortName: "Kohli" },
        runs: 21,
        balls: 20,
        fours: 0,
        sixes: 1,
        strikeRate: "105.00",
        dismissal: "c Rachin Ravindra b Mustafizur",
        isOut: true,
        captain: false,
        keeper: false,
      });
      expect(rcb!.batting.find((b) => b.player.name === "du Plessis")).toMatchObject({ captain: true, strikeRate: "152.17" });
      expect(rcb!.batting.find((b) => b.player.name === "Anuj Rawat")).toMatchObject({
        keeper: true,
        dismissal: "run out (Dhoni)",
        isOut: true,
      });
      expect(rcb!.batting.find((b) => b.player.name === "Karthik")).toMatchObject({
        runs: 38,
        balls: 26,
        dismissal: "not out",
        isOut: false,
      });
      expect(rcb!.yetToBat.map((p) => p.name)).toEqual(["Karn Sharma", "Alzarri Joseph", "Mayank Dagar", "Siraj", "Yash Dayal"]);
      expect(rcb!.extras).toEqual({ byes: 1, legByes: 2, wides: 10, noBalls: 0, penalty: 0, total: 13 });
      // bowl_N keys give the order, not the (shuffled) object order
      expect(rcb!.bowling.map((b) => b.player.name)).toEqual([
        "D Chahar",
        "Tushar Deshpande",
        "M Theekshana",
        "Mustafizur",
        "Ravindra Jadeja",
      ]);
      expect(rcb!.bowling.find((b) => b.player.name === "Mustafizur")).toMatchObject({
        overs: "4",
        runs: 29,
        wickets: 4,
        economy: "7.20",
        wides: 2,
      });
      expect(rcb!.fallOfWickets.slice(0, 2)).toEqual([
        { wicket: 1, runs: 41, over: "4.3", player: { id: "7825", name: "du Plessis", shortName: "du Plessis" } },
        { wicket: 2, runs: 41, over: "4.6", player: { id: "10636", name: "Rajat Patidar", shortName: "Rajat Patidar" } },
      ]);

      expect(csk).toMatchObject({ runs: 176, wickets: 4, overs: "18.4", score: "176-4", target: 174 });
      expect(csk!.batting.map((b) => b.player.shortName)).toEqual([
        "Ruturaj Gaikwad",
        "Rachin Ravindra",
        "Ajinkya Rahane",
        "Daryl Mitchell",
        "Shivam Dube",
        "Ravindra Jadeja",
      ]);
      // Mustafizur was replaced (impact player) and cannot bat: not "yet to bat"
      expect(csk!.yetToBat.map((p) => p.shortName)).toEqual(["Sameer Rizvi", "Dhoni", "D Chahar", "M Theekshana", "Tushar Deshpande"]);
    });

    test("the exported mapper gives the adapter's scorecard", async () => {
      const { data } = connect({ "/mcenter/v1/89654/hscard": json() });
      expect(scorecardFromHscard(json())).toEqual(await data.scorecard(89654));
      expect(scorecardFromJson(json())).toEqual(scorecardFromHscard(json()));
    });

    test("the lowercase key generation reads the same", () => {
      const lower = (value: unknown): unknown =>
        Array.isArray(value)
          ? value.map(lower)
          : value && typeof value === "object"
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), lower(v)]))
            : value;
      expect(scorecardFromHscard(lower(json()))).toEqual(scorecardFromHscard(json()));
    });
  });

  test("a pre-match hscard has no innings", async () => {
    const { data } = connect({ "/mcenter/v1/91596/hscard": sample("mcenter-v1-id-hscard/91596_preview.json") });
    expect(await data.scorecard(91596)).toEqual({ status: "Match starts at May 03, 14:00 GMT", innings: [] });
  });

  describe("scard 115113 (2025 shape, CSK v KKR)", () => {
    const json = () => sample("mcenter-v1-id-scard/115113_csk_v_kkr_ipl2025_m25.json");

    test("totals, a batter, powerplays, yet to bat", () => {
      const card = scorecardSchema.parse(scorecardFromScard(json()));
      expect(card.status).toBe("Kolkata Knight Riders won by 8 wkts");
      const [csk, kkr] = card.innings;
      expect(csk).toMatchObject({
        runs: 103,
        wickets: 9,
        overs: "20",
        score: "103-9",
        battingTeam: { name: "Chennai Super Kings", shortName: "CSK", id: 0 },
      });
      expect(kkr).toMatchObject({ runs: 107, wickets: 2, overs: "10.1", score: "107-2", target: 104, bowlingTeam: { shortName: "CSK" } });
      expect(csk!.batting[0]).toMatchObject({
        player: { id: "11177", name: "Rachin Ravindra" },
        runs: 4,
        balls: 9,
        strikeRate: "44.44",
        dismissal: "c Ajinkya Rahane b Harshit Rana",
      });
      expect(csk!.yetToBat.map((p) => p.name)).toEqual(["Khaleel Ahmed"]);
      expect(csk!.powerplays).toEqual([{ type: "mandatory", from: "0.1", to: "6", runs: 31, wickets: 2 }]);
      expect(csk!.fallOfWickets[0]).toMatchObject({ wicket: 1, runs: 16, over: "3.1", player: { name: "Conway" } });
      expect(csk!.extras).toEqual({ byes: 0, legByes: 1, wides: 4, noBalls: 0, penalty: 0, total: 5 });
    });

    test("team ids come from the match info", async () => {
      const info = {
        matchid: 115113,
        matchdesc: "25th Match",
        matchformat: "T20",
        seriesid: 9237,
        seriesname: "Indian Premier League 2025",
        startdate: 1744381800000,
        state: "Complete",
        status: "Kolkata Knight Riders won by 8 wkts",
        team1: { teamid: 58, teamname: "Chennai Super Kings", teamsname: "CSK" },
        team2: { teamid: 63, teamname: "Kolkata Knight Riders", teamsname: "KKR" },
      };
      const { data, requests } = connect(
        { "/mcenter/v1/115113/scard": json(), "/mcenter/v1/115113": info },
        { scorecardEndpoint: "scard" },
      );
      const card = scorecardSchema.parse(await data.scorecard(115113));
      expect(card.innings.map((i) => [i.battingTeam.id, i.bowlingTeam.id])).toEqual([
        [58, 63],
        [63, 58],
      ]);
      expect(requests.map((r) => r.path)).toEqual(["/mcenter/v1/115113/scard", "/mcenter/v1/115113"]);
      expect(
        scorecardFromJson(json(), { teams: [{ id: 58, name: "Chennai Super Kings", shortName: "CSK" }] }).innings[0]!.battingTeam.id,
      ).toBe(58);
    });
  });

  describe("match lists", () => {
    test("a live list: groups, series, scores with 19.6 overs read as 20", () => {
      const list = matchListSchema.parse(matchListFromJson(sample("matches-v1-live/2025-09_live.json")));
      expect(list.groups.map((g) => g.matchType)).toEqual(["International", "Domestic", "Women"]);
      const nepal = list.groups[0]!.series[0]!;
      expect(nepal.series).toEqual({ id: 10091, name: "West Indies vs Nepal in UAE, 2025" });
      expect(nepal.matches[0]).toMatchObject({
        id: 121345,
        description: "1st T20I",
        format: "T20",
        teams: [
          { id: 72, name: "Nepal", shortName: "NEP" },
          { id: 10, name: "West Indies", shortName: "WI" },
        ],
        venue: { id: 140, name: "Sharjah Cricket Stadium", city: "Sharjah", timeZone: "+04:00" },
        startTime: 1758983400000, // a string of epoch ms on the wire
        startDate: "2025-09-27",
        state: "Complete",
        status: "Nepal won by 19 runs",
        innings: [
          { inningsNo: 1, teamId: 72, runs: 148, wickets: 8, overs: "20", declared: false, superOver: false },
          { inningsNo: 2, teamId: 10, runs: 129, wickets: 9, overs: "20", declared: false, superOver: false },
        ],
        slug: "nepal-vs-west-indies-1st-t20i-west-indies-vs-nepal-in-uae-2025",
        isReplay: false,
      });
    });

    test("ad entries (adDetail, ad) are skipped", () => {
      for (const [file, adKey] of [
        ["matches-v1-upcoming/2024-06_upcoming.json", "adDetail"],
        ["matches-v1-upcoming/2025-09_upcoming.json", "ad"],
      ] as const) {
        const json = sample(file);
        const entries = (json.typeMatches as any[]).flatMap((t) => t.seriesMatches);
        const ads = entries.filter((s: any) => !s.seriesAdWrapper);
        expect(ads.map((a: any) => Object.keys(a)[0])).toEqual([adKey]);
        const list = matchListFromJson(json);
        expect(list.groups.flatMap((g) => g.series).length).toBe(entries.length - ads.length);
      }
      const real = sample("matches-v1-live/2024-06_live.json").typeMatches[0].seriesMatches.filter((s: any) => s.seriesAdWrapper);
      const synthetic = {
        typeMatches: [
          { matchType: "International", seriesMatches: [{ adDetail: { name: "native", position: 1 } }, { ad: { name: "x" } }, ...real] },
        ],
      };
      expect(allMatches(matchListFromJson(synthetic)).map((m) => m.id)).toEqual(
        real.flatMap((s: any) => s.seriesAdWrapper.matches.map((m: any) => m.matchInfo.matchId)),
      );
    });

    test("Test matches: declared innings in order, upcoming states are Scheduled", () => {
      const recent = matchListFromJson(sample("matches-v1-recent/2022-07_recent.json"));
      const test48016 = allMatches(recent).find((m) => m.id === 48016)!;
      expect(test48016.format).toBe("Test");
      expect(test48016.innings.map((i) => [i.inningsNo, i.runs, i.wickets, i.overs, i.declared, i.superOver])).toEqual([
        [1, 246, 8, "60.2", true, false],
        [2, 244, 10, "57", false, false],
        [3, 364, 7, "92", true, false],
        [4, 219, 4, "66", false, false],
      ]);
      const upcoming = allMatches(matchListFromJson(sample("matches-v1-upcoming/2024-06_upcoming.json")));
      expect(new Set(upcoming.map((m) => m.state))).toEqual(new Set(["Preview", "Scheduled"]));
      expect(upcoming.every((m) => m.innings.length === 0 && m.endTime === null)).toBe(true);
    });

    test("today's matches and the slider", async () => {
      const routes = {
        "/matches/v1/live": sample("matches-v1-live/2024-06_live.json"),
        "/matches/v1/recent": sample("matches-v1-recent/2024-06_recent.json"),
        "/matches/v1/upcoming": sample("matches-v1-upcoming/2024-06_upcoming.json"),
      };
      const now = Date.UTC(2024, 5, 16, 12);
      const { data } = connect(routes, { now: () => now });
      const today = z.array(matchSummarySchema).parse(await data.todaysMatches());
      expect(today.length).toBeGreaterThan(0);
      expect(today.every((m) => new Date(m.startTime).toISOString().startsWith("2024-06-16"))).toBe(true);
      expect(new Set(today.map((m) => m.id)).size).toBe(today.length);

      const slider = z.array(matchSummarySchema).parse(await data.sliderMatches());
      const live = allMatches(matchListFromJson(routes["/matches/v1/live"]));
      expect(slider.slice(0, live.length).map((m) => m.id)).toEqual(live.map((m) => m.id));
      expect(new Set(slider.map((m) => m.id)).size).toBe(slider.length);
      expect(slider.length).toBeLessThanOrEqual(live.length + 20);
    });
  });

  describe("match centre", () => {
    test("lowercase mcenter/v1/{id}: info and facts", async () => {
      const json = sample("mcenter-v1-id/91596_mi_v_kkr_ipl2024_m51_info.json");
      const { data, requests } = connect({ "/mcenter/v1/91596": json });
      const match = matchInfoSchema.parse(await data.match(91596));
      expect(requests.map((r) => r.path).sort()).toEqual(["/mcenter/v1/91596", "/mcenter/v1/91596/comm"]);
      expect(match).toMatchObject({
        id: 91596,
        description: "51st Match",
        format: "T20",
        matchType: "League",
        series: { id: 7607, name: "Indian Premier League 2024" },
        isTournament: true,
        teams: [
          { id: 62, name: "Mumbai Indians", shortName: "MI" },
          { id: 63, name: "Kolkata Knight Riders", shortName: "KKR" },
        ],
        venue: { id: 81, name: "Wankhede Stadium", city: "Mumbai", timeZone: "Asia/Kolkata" },
        startTime: 1714744800000,
        startDate: "2024-05-03",
        state: "Complete",
        complete: true,
        toss: { winner: { id: 62 }, decision: "field" },
        umpires: ["Jayaraman Madanagopal", "Tapan Sharma"],
        tvUmpire: "Michael Gough",
        referee: "Pankaj Dharmani",
        innings: [],
        battingTeamId: null,
        slug: "mumbai-indians-vs-kolkata-knight-riders-51st-match-indian-premier-league-2024",
      });
      expect(factsFromJson(json)).toEqual({
        venue: {
          stadium: "Wankhede Stadium",
          city: "Mumbai",
          country: "India",
          capacity: "33,000",
          ends: "Garware Pavilion End, Tata End",
          alsoHosts: "Mumbai, Mumbai Indians",
          established: 1974,
          timeZone: "Asia/Kolkata",
          otherMatches: 0,
        },
        broadcast: [],
      });
    });

    test("camelCase matchInfo with the comm response: scores, batting side, players of the match", () => {
      const comm = sample("mcenter-v1-id-comm/30429_ipl2020_m25_inprogress.json");
      const info = {
        matchInfo: {
          matchId: 30429,
          matchDescription: "25th Match",
          matchFormat: "T20",
          matchType: "league",
          series: { id: 3130, name: "Indian Premier League 2020" },
          team1: { id: 58, name: "Chennai Super Kings", shortName: "CSK", playerDetails: [] },
          team2: { id: 59, name: "Royal Challengers Bangalore", shortName: "RCB" },
          venue: {
            id: 153,
            name: "Dubai International Cricket Stadium",
            city: "Dubai",
            timezone: "+04:00",
            country: "United Arab Emirates",
          },
          matchStartTimestamp: 1602338400000,
          state: "In Progress",
          status: "Chennai Super Kings need 129 runs in 69 balls",
          tossResults: { tossWinnerId: 59, tossWinnerName: "Royal Challengers Bangalore", decision: "Batting" },
          umpire1: { id: 1, name: "Anil Chaudhary" },
          umpire2: { id: 2, name: "Virender Sharma" },
          umpire3: { name: "Yeshwant Barde" },
          referee: { name: "Manu Nayyar" },
          unknownField: { deep: [1, 2] },
        },
        venueInfo: { ground: "Dubai International Cricket Stadium", capacity: "25,000", ends: "Emirates Road End" },
        broadcastInfo: [{ country: "India", broadcaster: [{ broadcastType: "TV", value: "Star Sports" }] }],
      };
      const match = matchInfoSchema.parse(matchInfoFromJson(info, comm));
      expect(match).toMatchObject({
        id: 30429,
        state: "In Progress",
        complete: false,
        venue: { name: "Dubai International Cricket Stadium", timeZone: "Asia/Dubai" },
        toss: { winner: { id: 59, shortName: "RCB" }, decision: "bat" },
        umpires: ["Anil Chaudhary", "Virender Sharma"],
        tvUmpire: "Yeshwant Barde",
        referee: "Manu Nayyar",
        battingTeamId: 58,
        innings: [
          { inningsNo: 1, teamId: 59, runs: 169, wickets: 4, overs: "20", declared: false, superOver: false },
          { inningsNo: 2, teamId: 58, runs: 41, wickets: 2, overs: "8.3", declared: false, superOver: false },
        ],
        endTime: null,
      });
      expect(factsFromJson(info)).toMatchObject({
        venue: { stadium: "Dubai International Cricket Stadium", capacity: "25,000", ends: "Emirates Road End", timeZone: "Asia/Dubai" },
        broadcast: [{ country: "India", broadcasters: [{ type: "TV", name: "Star Sports" }] }],
      });
      // a malformed comm part is ignored, the info still maps
      expect(matchInfoFromJson(info, { matchHeader: "nope", miniscore: 5 }).innings).toEqual([]);
    });

    test("players of the match come from the header", () => {
      const hscard = sample("mcenter-v1-id-hscard/89654_complete.json");
      const info = {
        matchid: 89654,
        team1: { teamid: 58, teamname: "Chennai Super Kings" },
        team2: { teamid: 59, teamname: "Royal Challengers Bengaluru" },
        matchHeader: hscard.matchHeader,
      };
      const match = matchInfoFromJson(info);
      expect(match.playersOfMatch).toEqual([{ id: "9863", name: "Mustafizur Rahman", shortName: "Mustafizur" }]);
      expect(match).toMatchObject({
        state: "Complete",
        complete: true,
        startTime: 1711117800000,
        endTime: 1711131906450,
        toss: { winner: { id: 59 }, decision: "bat" },
      });
    });
  });

  describe("commentary", () => {
    const comm = () => sample("mcenter-v1-id-comm/30429_ipl2020_m25_inprogress.json");

    test("the 2020 comm response: one ball, its text, its cursor", async () => {
      const { data } = connect({ "/mcenter/v1/30429/comm": comm() });
      const page = commentaryPageSchema.parse(await data.commentary(30429));
      expect(page.items).toEqual([
        {
          key: "2-1602347925104-ball",
          kind: "ball",
          inningsNo: 2,
          timestamp: 1602347925104,
          overLabel: "8.3",
          event: "FOUR",
          text: "Udana to Rayudu, FOUR, to third man",
          bold: ["FOUR"],
          highlights: 2,
          batterId: "6311",
          bowlerId: "1920",
          over: null,
        },
      ]);
      expect(page.next).toEqual({ timestamp: 1602347925104, inningsNo: 2 });
    });

    test("older pages send lastTimeStamp and inning, and drop the cursor's own item", async () => {
      const { data, requests } = connect({ "/mcenter/v1/30429/comm": comm() });
      const page = await data.commentary(30429, { before: { timestamp: 1602347925104, inningsNo: 2 } });
      expect(page).toEqual({ items: [], next: null });
      expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ lastTimeStamp: "1602347925104", inning: "2" });
    });

    test("the miniscore", async () => {
      const { data } = connect({ "/mcenter/v1/30429/comm": comm() });
      const mini = miniscoreSchema.parse(await data.miniscore(30429));
      expect(mini).toMatchObject({
        inningsNo: 2,
        battingTeam: { id: 58, name: "Chennai Super Kings", shortName: "CSK" },
        runs: 41,
        wickets: 2,
        overs: "8.3",
        striker: { player: { id: "6311", name: "Ambati Rayudu" }, runs: 12, balls: 13, fours: 1, sixes: 0, strikeRate: "92.31" },
        nonStriker: { player: { name: "N Jagadeesan" }, strikeRate: "60.00" },
        bowler: { player: { name: "Isuru Udana" }, overs: "1.3", runs: 13, wickets: 0, economy: "8.70" },
        otherBowler: { player: { name: "Washington Sundar" }, overs: "3", wickets: 2, economy: "5.30" },
        partnership: { runs: 16, balls: 17 },
        lastWicket: "Shane Watson b Washington Sundar 14(18) - 25/2 in 5.4 ov.",
        recentOvers: "... 1 1 0 | 1 1 1 0 1 1 | 1 1 4",
        currentRunRate: "4.82",
        requiredRunRate: "11.22",
        target: 170,
        runsNeeded: 129,
        ballsRemaining: 69,
        oversRemaining: null,
        latestPerformance: [
          { label: "Last 5 overs", runs: 26, wickets: 2 },
          { label: "Last 3 overs", runs: 16, wickets: 1 },
        ],
      });
    });
  });

  describe("series, schedule, news", () => {
    test("series/v1/{id}: 74 IPL 2024 fixtures, ads skipped, lowercase 'complete' state", () => {
      const ipl = seriesMatchesFromJson(sample("series-v1-id/7607_ipl_2024.json"));
      expect(ipl.series).toEqual({ id: 7607, name: "Indian Premier League 2024" });
      expect(ipl.matches.length).toBe(74);
      expect(ipl.matches[0]).toMatchObject({ id: 89654, state: "Complete", status: "Chennai Super Kings won by 6 wkts" });
      const nz = seriesMatchesFromJson(sample("series-v1-id/nz_tour_of_eng_2022_matches.json"));
      expect(nz.matches.filter((m) => m.format === "Test").every((m) => m.state === "Complete")).toBe(true);
    });

    test("match news is the match's series news, paged by lastId", async () => {
      const { data, requests } = connect({
        "/mcenter/v1/91596": sample("mcenter-v1-id/91596_mi_v_kkr_ipl2024_m51_info.json"),
        "/series/v1/7607/news": sample("series-v1-id-news/3636_news.json"),
      });
      const news = storyListSchema.parse(await data.matchNews(91596, { before: "123100" }));
      expect(news.stories[0]).toMatchObject({
        id: "123123",
        headline: "Hardik pleased to 'fill the big shoes' of Bumrah",
        publishedTime: 1658123012201,
        imageId: "239444",
        seriesId: 7607,
        matchId: null,
        body: [],
      });
      expect(news.next).toBe(news.stories.at(-1)!.id);
      expect(requests.at(-1)!.url.searchParams.get("lastId")).toBe("123100");
    });

    test("a story's text has its link placeholders resolved", () => {
      const story = storyFromJson(sample("news-v1-detail-id/122025_news_detail.json"));
      expect(story.headline).toMatch(/^Abdur Razzak to serve short coaching stint/);
      expect(story.body.some((p) => p.includes("@L0$"))).toBe(false);
      expect(story.body.join(" ")).toContain("national selection panel");
    });

    test("the international schedule from today on, Day N entries for multi-day matches", async () => {
      const json = sample("schedule-v1-type/2024-04-11_schedule.json");
      const all = scheduleEntriesFromJson(json);
      expect(all[0]).toMatchObject({ title: expect.stringMatching(/ vs /), day: null });
      const { data } = connect({ "/schedule/v1/international": json }, { now: () => Date.UTC(2024, 3, 13) });
      const fromSaturday = z.array(scheduleEntrySchema).parse(await data.internationalSchedule());
      expect(fromSaturday.length).toBeGreaterThan(0);
      expect(fromSaturday.length).toBeLessThan(all.length);
      expect(fromSaturday.every((e) => e.date >= "2024-04-13")).toBe(true);

      const test = {
        matchScheduleMap: [
          { adDetail: { name: "native" } },
          {
            scheduleAdWrapper: {
              date: "FRI, NOV 22 2024",
              matchScheduleList: [
                {
                  seriesName: "India tour of Australia, 2024-25",
                  seriesId: 8534,
                  matchInfo: [
                    {
                      matchId: 100,
                      seriesId: 8534,
                      matchDesc: "1st Test",
                      matchFormat: "TEST",
                      startDate: String(Date.UTC(2024, 10, 22, 2, 20)),
                      endDate: String(Date.UTC(2024, 10, 26, 9, 30)),
                      team1: { teamId: 4, teamName: "Australia", teamSName: "AUS" },
                      team2: { teamId: 2, teamName: "India", teamSName: "IND" },
                      venueInfo: { ground: "Perth Stadium", city: "Perth", timezone: "+08:00", country: "Australia" },
                    },
                  ],
                },
              ],
            },
          },
        ],
      };
      const days = scheduleEntriesFromJson(test);
      expect(days.map((d) => [d.day, d.date])).toEqual([
        ["Day 1", "2024-11-22"],
        ["Day 2", "2024-11-23"],
        ["Day 3", "2024-11-24"],
        ["Day 4", "2024-11-25"],
        ["Day 5", "2024-11-26"],
      ]);
      expect(days[1]).toMatchObject({
        matchId: 100,
        title: "Australia vs India, 1st Test",
        startTime: Date.UTC(2024, 10, 23, 2, 20),
        slug: "australia-vs-india-1st-test-india-tour-of-australia-2024-25",
      });
    });
  });
});

describe("upstream mapping: shapes without samples (built from the spec)", () => {
  test("a modern commentary page: wrapped items, list-style formats, over-break boxes, milestones", async () => {
    const ball = (n: number, over: number, event: string, text: string, extra: object = {}) => ({
      commentary: {
        commtxt: text,
        timestamp: 1_700_000_000_000 + n * 1000,
        ballnbr: n,
        overnumber: over,
        inningsid: 1,
        event,
        batsmanstriker: { batid: 11 },
        bowlerstriker: { bowlid: 22 },
        ...extra,
      },
    });
    const json = {
      comwrapper: [
        {
          commentary: {
            commtxt: "B0$ for Smith",
            timestamp: 1_700_000_007_500,
            inningsid: 1,
            event: "FIFTY",
            commentaryformats: [{ type: "bold", value: [{ id: "B0$", value: "FIFTY" }] }],
          },
        },
        ball(7, 1.1, "NONE", "Starc to Smith, no run"),
        ball(6, 0.6, "FOUR", "Cummins to Smith, <b>FOUR</b>, through cover", {
          overseparator: {
            overnum: 1,
            runs: 6,
            o_summary: "0 1 0 1 0 4 ",
            batteamname: "AUS",
            score: 6,
            wickets: 0,
            batstrikernames: ["Smith"],
            batstrikerruns: [5],
            batstrikerballs: [4],
            batnonstrikernames: ["Head"],
            batnonstrikerruns: [1],
            batnonstrikerballs: [2],
            bowlnames: ["Cummins"],
            bowlovers: [1],
            bowlmaidens: [0],
            bowlruns: [6],
            bowlwickets: [0],
          },
        }),
        ball(5, 0.5, "WICKET", "Cummins to Warner, out"),
        { ad: { name: "native" } },
      ],
      extraTopLevel: "tolerated",
    };
    const { data } = connect({ "/mcenter/v1/1/comm": json, "/mcenter/v1/1/comm/full": json, "/mcenter/v1/1/hlights": json });
    const page = commentaryPageSchema.parse(await data.commentary(1, { limit: 10 }));
    expect(page.items.map((i) => [i.kind, i.overLabel, i.event, i.highlights])).toEqual([
      ["milestone", null, "FIFTY", 16],
      ["ball", "1.1", "NONE", 0],
      ["over", null, "over-break", 0],
      ["ball", "0.6", "FOUR", 2],
      ["ball", "0.5", "WICKET", 8],
    ]);
    expect(page.items[0]).toMatchObject({ text: "FIFTY for Smith", bold: ["FIFTY"] });
    expect(page.items[3]).toMatchObject({ text: "Cummins to Smith, FOUR, through cover", bold: ["FOUR"], batterId: "11", bowlerId: "22" });
    expect(page.items[2]!.over).toEqual({
      overNumber: 1,
      runs: 6,
      balls: ["0", "1", "0", "1", "0", "4"],
      battingTeam: "AUS",
      score: "6-0",
      batters: [
        { name: "Smith", runs: 5, balls: 4 },
        { name: "Head", runs: 1, balls: 2 },
      ],
      bowler: { name: "Cummins", figures: "1-0-6-0" },
    });
    expect(new Set(page.items.map((i) => i.key)).size).toBe(page.items.length);
    const limited = await data.commentary(1, { limit: 2 });
    expect(limited!.items.length).toBe(2);
    expect(limited!.next).toEqual({ timestamp: 1_700_000_007_000, inningsNo: 1 });

    const full = z.array(commentaryItemSchema).parse(await data.fullCommentary(1, { inningsNo: 1 }));
    expect(full.map((i) => i.kind)).toEqual(["ball", "ball", "over", "ball", "milestone"]);
    const asBatter = await data.fullCommentary(1, { inningsNo: 1, playerId: "11", role: "batting" });
    expect(asBatter!.map((i) => i.overLabel)).toEqual(["0.5", "0.6", "1.1"]);
    expect(await data.fullCommentary(1, { inningsNo: 1, playerId: "11", role: "bowling" })).toEqual([]);
    expect(await data.fullCommentary(1, { inningsNo: 2 })).toEqual([]);

    const fours = await data.highlights(1, { inningsNo: 1, type: 2 });
    expect(fours!.every((i) => i.kind === "over" || (i.highlights & 2) === 2)).toBe(true);
  });

  test("miniscore is null before the first innings", async () => {
    const { data } = connect({ "/mcenter/v1/2/comm": { commentaryList: [], matchHeader: { state: "Preview" } } });
    expect(await data.miniscore(2)).toBeNull();
    expect(await data.commentary(2)).toEqual({ items: [], next: null });
  });

  test("match squads in the spec's groups, and the playerDetails fallback", () => {
    const p = (id: number, fullName: string, extra: object = {}) => ({
      id,
      fullName,
      nickName: fullName.split(" ").at(-1),
      role: "Batter",
      ...extra,
    });
    const squads = squadsFromJson({
      team1: {
        team: { teamId: 62, teamName: "Mumbai Indians", teamSName: "MI", imageId: 1 },
        players: {
          "playing XI": [p(1, "Rohit Sharma", { isOverseas: false, playingXIChange: "IN" }), p(2, "Hardik Pandya", { captain: true })],
          substitutes: [p(3, "Jasprit Bumrah", { inMatchChange: "MIN" })],
          bench: [p(4, "Piyush Chawla")],
          "support staff": [p(5, "Mark Boucher", { role: "Head Coach" })],
          Squad: [p(6, "Tim David", { isOverseas: true })],
        },
      },
      team2: {
        teamid: 63,
        teamname: "Kolkata Knight Riders",
        teamsname: "KKR",
        playerDetails: [
          p(7, "Shreyas Iyer", { captain: true }),
          p(8, "Chandrakant Pandit", { isSupportStaff: true }),
          p(9, "Sub Fielder", { substitute: true }),
        ],
      },
    });
    const [mi, kkr] = z.tuple([teamSquadSchema, teamSquadSchema]).parse(squads);
    expect(mi.team).toEqual({ id: 62, name: "Mumbai Indians", shortName: "MI" });
    expect(mi.playingXI).toEqual([
      {
        id: "1",
        name: "Rohit Sharma",
        shortName: "Sharma",
        role: "Batter",
        captain: false,
        keeper: false,
        overseas: false,
        substitute: false,
        playingXIChange: "IN",
        inMatchChange: null,
      },
      {
        id: "2",
        name: "Hardik Pandya",
        shortName: "Pandya",
        role: "Batter",
        captain: true,
        keeper: false,
        overseas: null,
        substitute: false,
        playingXIChange: null,
        inMatchChange: null,
      },
    ]);
    expect(mi.substitutes[0]).toMatchObject({ name: "Jasprit Bumrah", substitute: true, inMatchChange: "MIN" });
    expect([mi.bench.length, mi.supportStaff.length, mi.squad.length]).toEqual([1, 1, 1]);
    expect(kkr.playingXI.map((x) => x.name)).toEqual(["Shreyas Iyer"]);
    expect(kkr.supportStaff.map((x) => x.name)).toEqual(["Chandrakant Pandit"]);
    expect(kkr.substitutes.map((x) => x.name)).toEqual(["Sub Fielder"]);
  });

  test("time zones: IANA where unambiguous, else the fixed offset", () => {
    const june = Date.UTC(2024, 5, 15);
    const january = Date.UTC(2024, 0, 15);
    expect(venueTimeZone("+05:30", undefined, june)).toBe("Asia/Kolkata");
    expect(venueTimeZone("+05:30", "Sri Lanka", june)).toBe("Asia/Colombo");
    expect(venueTimeZone("+05:45", undefined, june)).toBe("Asia/Kathmandu");
    expect(venueTimeZone("+01:00", "England", june)).toBe("Europe/London");
    expect(venueTimeZone("+00:00", "England", january)).toBe("Europe/London");
    expect(venueTimeZone("+01:00", "England", january)).toBe("+01:00"); // the offset disagrees with the country
    expect(venueTimeZone("+01:00", undefined, june)).toBe("+01:00");
    expect(venueTimeZone("-04:00", "United States", june)).toBe("-04:00");
    expect(venueTimeZone("+0530", undefined, june)).toBe("Asia/Kolkata");
    expect(venueTimeZone("Australia/Perth", undefined, june)).toBe("Australia/Perth");
    expect(venueTimeZone(undefined, undefined, june)).toBe("UTC");
    expect(venueTimeZone("nonsense", undefined, june)).toBe("UTC");
  });

  test("a series' squads call and its players call", async () => {
    const { extras, requests } = connect({
      "/series/v1/9/squads/77": {
        player: [
          { name: "BATTERS", isHeader: true },
          { id: "5", name: "A Batter", role: "Batter", captain: true },
        ],
      },
    });
    expect(await extras.squadPlayers(9, 77)).toEqual([
      {
        group: "BATTERS",
        players: [
          {
            id: "5",
            name: "A Batter",
            shortName: "A Batter",
            role: "Batter",
            captain: true,
            keeper: false,
            overseas: null,
            substitute: false,
            playingXIChange: null,
            inMatchChange: null,
            battingStyle: null,
            bowlingStyle: null,
            imageId: null,
          },
        ],
      },
    ]);
    expect(requests[0]!.path).toBe("/series/v1/9/squads/77");
    expect(await extras.squadPlayers(9, 78)).toBeNull();
  });
});
