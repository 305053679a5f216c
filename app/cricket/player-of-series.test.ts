import { describe, expect, test } from "vitest";
import { playerOfSeries, seriesPrices, seriesValues, type SeriesLine } from "./player-of-series.ts";

const bat = (person: string, runs: number, balls: number, out = true): SeriesLine => ({
  person,
  name: person,
  batting: { runs, balls, out },
});
const bowl = (person: string, balls: number, runs: number, wickets: number): SeriesLine => ({
  person,
  name: person,
  bowling: { balls, runs, wickets },
});

// 400 runs off 400 balls for 20 dismissals: a run a ball, 20 runs a wicket.
const series: SeriesLine[] = [
  bat("Anchor", 100, 150), // slow: 100 + (100 - 150) = 50 in limited overs
  bat("Hitter", 90, 60), // quick: 90 + (90 - 60) = 120
  ...Array.from({ length: 18 }, (_, i) => bat(`Tail ${i}`, 210 / 18, 190 / 18)),
  bowl("Strike", 60, 40, 5), // 5 × 20 + (60 - 40) = 120
  bowl("Miser", 120, 80, 2), // 2 × 20 + (120 - 80) = 80
];

describe("Player of the Series: runs at the series' prices", () => {
  test("the series' prices: runs per wicket, and runs per ball only in limited overs", () => {
    const limited = seriesPrices(series, true)!;
    expect(limited.runsPerWicket).toBeCloseTo(20, 9);
    expect(limited.runsPerBall).toBeCloseTo(1, 9);
    expect(seriesPrices(series, false)).toMatchObject({ runsPerBall: null });
    expect(seriesPrices([bat("A", 10, 10, false)], true)).toBeNull();
  });

  test("limited overs: pace counts for batters and bowlers", () => {
    const values = seriesValues(series, true);
    const of = (person: string) => values.find((v) => v.person === person)!.value;
    expect(of("Anchor")).toBe(50);
    expect(of("Hitter")).toBe(120);
    expect(of("Strike")).toBe(120);
    expect(of("Miser")).toBe(80);
    // Hitter and Strike are level: more wickets first.
    expect(values.slice(0, 2).map((v) => v.person)).toEqual(["Strike", "Hitter"]);
    expect(playerOfSeries(series, 3, true)).toMatchObject({ person: "Strike", wickets: 5, runs: 0 });
  });

  test("Tests: runs and wickets only", () => {
    const values = seriesValues(series, false);
    expect(values.slice(0, 2)).toMatchObject([
      { person: "Strike", value: 100 },
      { person: "Anchor", value: 100 },
    ]);
    expect(values.find((v) => v.person === "Hitter")!.value).toBe(90);
    // Level on 100 with Anchor: the bowler with wickets first.
    expect(playerOfSeries(series, 5, false)!.person).toBe("Strike");
  });

  test("a player's innings and spells add up over the series", () => {
    const lines = [...series, bat("Strike", 30, 20, false)];
    expect(seriesValues(lines, true).find((v) => v.person === "Strike")).toMatchObject({ runs: 30, wickets: 5 });
  });

  test("no award for a one-match series or one without a dismissal", () => {
    expect(playerOfSeries(series, 1, true)).toBeNull();
    expect(playerOfSeries([bat("A", 10, 10, false)], 3, true)).toBeNull();
  });
});
