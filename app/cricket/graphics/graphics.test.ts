import { describe, expect, it } from "vitest";
import {
  ALL_TEAM_COLOURS,
  contrast,
  manhattanSvg,
  matchGraphics,
  matchGraphicSvg,
  partnershipBars,
  shareCardSvg,
  teamColours,
  wormPoints,
  wormSvg,
  type GraphicInnings,
  type MatchGraphicsInput,
} from "./index.ts";

/** The 2024 T20 World Cup final's first innings, over by over (India 176/7), and a chase to 169/8. */
const INDIA: GraphicInnings = {
  inningsNo: 1,
  team: { name: "India", shortName: "IND" },
  runs: 176,
  wickets: 7,
  overs: "20",
  declared: false,
  overRuns: [15, 8, 6, 5, 5, 6, 9, 6, 7, 8, 9, 8, 9, 7, 11, 13, 11, 9, 9, 15],
  overWickets: [0, 2, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
  fallOfWickets: [
    { wicket: 1, runs: 23, batter: "RG Sharma" },
    { wicket: 2, runs: 23, batter: "RR Pant" },
    { wicket: 3, runs: 34, batter: "SA Yadav" },
    { wicket: 4, runs: 106, batter: "AR Patel" },
    { wicket: 5, runs: 163, batter: "V Kohli" },
    { wicket: 6, runs: 174, batter: "S Dube" },
    { wicket: 7, runs: 176, batter: "RA Jadeja" },
  ],
};
const SOUTH_AFRICA: GraphicInnings = {
  ...INDIA,
  inningsNo: 2,
  team: { name: "South Africa", shortName: "SA" },
  runs: 169,
  wickets: 8,
  overRuns: [6, 6, 8, 6, 10, 6, 9, 9, 11, 8, 10, 7, 10, 8, 24, 4, 4, 5, 4, 14],
  overWickets: [0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 0, 1],
  fallOfWickets: [],
};
const FINAL: MatchGraphicsInput = {
  title: "India vs South Africa, Final",
  series: "ICC Men's T20 World Cup 2024",
  venue: "Kensington Oval, Bridgetown",
  date: "29 Jun 2024",
  result: "India won by 7 runs",
  teams: [INDIA.team, SOUTH_AFRICA.team],
  innings: [INDIA, SOUTH_AFRICA],
  topBatters: [{ name: "V Kohli", team: "India", runs: 76, balls: 59, notOut: false }],
  topBowlers: [{ name: "HH Pandya", team: "India", wickets: 3, runs: 20, overs: "3" }],
  playerOfMatch: "V Kohli",
};

/** The numbers an SVG's polyline or rects were drawn at. */
const polylines = (svg: string) =>
  [...svg.matchAll(/<polyline points="([^"]+)"/g)].map((m) => m[1]!.split(" ").map((p) => p.split(",").map(Number)));

describe("worm", () => {
  it("ends each innings at its total, one point per over after the start", () => {
    expect(wormPoints(INDIA).at(-1)).toBe(176);
    expect(wormPoints(SOUTH_AFRICA).at(-1)).toBe(169);
    const [india, chase] = polylines(wormSvg(FINAL));
    expect(india).toHaveLength(21);
    expect(chase).toHaveLength(21);
    // India's line ends higher (smaller y) than the chase's: 176 over 169.
    expect(india!.at(-1)![1]).toBeLessThan(chase!.at(-1)![1]!);
  });

  it("labels the axes and each side's total, with a ring for every wicket", () => {
    const svg = wormSvg(FINAL);
    expect(svg).toContain(">Overs<");
    expect(svg).toContain(">Runs<");
    expect(svg).toContain(">IND 176/7<");
    expect(svg).toContain(">SA 169/8<");
    const wickets = INDIA.overWickets.concat(SOUTH_AFRICA.overWickets).reduce((a, b) => a + b, 0);
    expect(svg.match(/<circle /g)).toHaveLength(wickets);
  });
});

describe("manhattan", () => {
  it("draws one bar per over, as tall as the over's runs", () => {
    const svg = manhattanSvg(FINAL);
    const bars = [...svg.matchAll(/<rect x="[^"]+" y="([^"]+)" width="[^"]+" height="([^"]+)" fill="[^"]+" data-over="(\d+)"/g)];
    expect(bars).toHaveLength(40);
    const india = bars.slice(0, 20).map((bar) => Number(bar[2]));
    // The 20th over (15 runs) is as tall as the 1st (15) and taller than the 4th (5).
    expect(india[19]).toBeCloseTo(india[0]!, 0);
    expect(india[19]! / india[3]!).toBeCloseTo(3, 1);
  });
});

describe("partnerships", () => {
  it("add up to the innings total, the unbroken stand last", () => {
    const bars = partnershipBars(INDIA);
    expect(bars.map((b) => b.runs)).toEqual([23, 0, 11, 72, 57, 11, 2, 0]);
    expect(bars.reduce((sum, b) => sum + b.runs, 0)).toBe(176);
    expect(bars.at(-1)).toEqual({ wicket: 8, runs: 0, endedBy: null });
  });
});

describe("the gallery", () => {
  it("lists what a T20 allows and draws each one, and nothing it does not list", () => {
    const keys = matchGraphics(FINAL).map((g) => g.key);
    expect(keys).toEqual(["summary", "worm", "manhattan", "partnerships-1", "partnerships-2", "performers"]);
    for (const key of keys) expect(matchGraphicSvg(FINAL, key)).toMatch(/^<svg [^>]*width="1200" height="675"/);
    expect(matchGraphicSvg(FINAL, "manhattan-1")).toBeNull();
    expect(matchGraphicSvg(FINAL, "nope")).toBeNull();
  });

  it("gives a Test's four innings a manhattan each", () => {
    const test = { ...FINAL, innings: [INDIA, SOUTH_AFRICA, { ...INDIA, inningsNo: 3 }, { ...SOUTH_AFRICA, inningsNo: 4 }] };
    expect(
      matchGraphics(test)
        .filter((g) => g.key.startsWith("manhattan"))
        .map((g) => g.key),
    ).toEqual(["manhattan-1", "manhattan-2", "manhattan-3", "manhattan-4"]);
  });

  it("escapes names and text", () => {
    const svg = matchGraphicSvg({ ...FINAL, result: "<script>alert(1)</script> & co" }, "summary")!;
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
  });
});

describe("colours", () => {
  it("keep lines and bars at 3:1 or more on white, and two sides apart", () => {
    for (const colour of ALL_TEAM_COLOURS) expect(contrast(colour, "#ffffff"), colour).toBeGreaterThanOrEqual(3);
    const [india, sa] = teamColours("India", "South Africa");
    expect(india).not.toBe(sa);
    const [a, b] = teamColours("Pakistan", "South Africa"); // two greens: the second side switches
    expect(a).toBe("#01622f");
    expect(b).not.toBe("#007749");
  });
});

describe("share card", () => {
  it("is 1200×630 and says the title, lines and footer", () => {
    const svg = shareCardSvg({
      eyebrow: "T20 World Cup",
      title: "India vs South Africa, Final",
      lines: ["India 176/7 (20 ov)"],
      footer: "India won by 7 runs",
    });
    expect(svg).toMatch(/width="1200" height="630"/);
    expect(svg).toContain("T20 WORLD CUP");
    expect(svg).toContain("India 176/7 (20 ov)");
    expect(svg).toContain("India won by 7 runs");
  });
});
