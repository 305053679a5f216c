import { describe, expect, test } from "vitest";
import { currentPartnership, partnerships, type Partnership } from "./partnerships.ts";
import { innings, wicket } from "../../tests/support/cricket-builders.ts";

const names = { A: "RG Sharma", B: "V Kohli", C: "RR Pant", D: "SA Yadav", E: "AR Patel" };

const summary = (stand: Partnership) => ({
  wicket: stand.wicket,
  runs: stand.runs,
  balls: stand.balls,
  shares: stand.batters.map((share) => `${share.player.id} ${share.runs}(${share.balls})`),
  end: stand.end,
});

describe("partnerships", () => {
  test("per wicket: all runs and legal balls for the stand, each batter's runs off the bat and balls faced", () => {
    const played = innings("India", [
      { batter: "A", nonStriker: "B", runs: 4 },
      { batter: "A", nonStriker: "B", runs: 1 },
      { batter: "B", nonStriker: "A", extras: { wides: 1 } },
      { batter: "B", nonStriker: "A", extras: { legbyes: 1 } },
      { batter: "A", nonStriker: "B", wickets: [wicket("bowled", "A")] },
      { batter: "C", nonStriker: "B", runs: 2 },
      { batter: "C", nonStriker: "B", extras: { noballs: 1 }, runs: 6 },
    ]);
    expect(partnerships(played, names).map(summary)).toEqual([
      { wicket: 1, runs: 7, balls: 4, shares: ["A 5(3)", "B 0(1)"], end: "dismissal" },
      { wicket: 2, runs: 9, balls: 1, shares: ["B 0(0)", "C 8(2)"], end: "unbroken" },
    ]);
  });

  test("the batter who came in first is listed first, whoever is on strike", () => {
    const played = innings("India", [
      { batter: "A", nonStriker: "B", wickets: [wicket("bowled", "A")] },
      { batter: "C", nonStriker: "B", runs: 1 },
    ]);
    expect(partnerships(played, names)[1]?.batters.map((share) => share.player.id)).toEqual(["B", "C"]);
  });

  test("a retirement splits the stand without moving on the wicket number", () => {
    const played = innings("India", [
      { batter: "A", nonStriker: "B", runs: 3 },
      { batter: "A", nonStriker: "B", wickets: [wicket("retired hurt", "A")] },
      { batter: "C", nonStriker: "B", runs: 2 },
      { batter: "C", nonStriker: "B", wickets: [wicket("caught", "C", "K")] },
      { batter: "D", nonStriker: "B", runs: 1 },
    ]);
    expect(partnerships(played, names).map((stand) => [stand.wicket, stand.runs, stand.end])).toEqual([
      [1, 3, "retirement"],
      [1, 2, "dismissal"],
      [2, 1, "unbroken"],
    ]);
  });

  test("a batter timed out uses up a wicket without a stand", () => {
    const played = innings("Sri Lanka", [
      { batter: "A", nonStriker: "B", wickets: [wicket("caught", "A", "K"), wicket("timed out", "C")] },
      { batter: "D", nonStriker: "B", runs: 1 },
    ]);
    expect(partnerships(played, names).map((stand) => stand.wicket)).toEqual([1, 3]);
  });

  test("a batter replacement (Cricsheet's other record of a retirement) ends the stand as a retirement", () => {
    const played = innings("India", [
      { batter: "A", nonStriker: "B", runs: 1 },
      { batter: "C", nonStriker: "B", runs: 2 },
    ]);
    const [first, second] = played.deliveries;
    if (first === undefined || second === undefined) throw new Error("two deliveries expected");
    played.deliveries = [first, { ...second, replacements: { role: [{ in: "C", out: "A", role: "batter", reason: "injury" }] } }];
    expect(partnerships(played, names).map((stand) => [stand.wicket, stand.runs, stand.end])).toEqual([
      [1, 1, "retirement"],
      [1, 2, "unbroken"],
    ]);
  });

  test("a pair change without a wicket entry is flagged", () => {
    const played = innings("India", [
      { batter: "A", nonStriker: "B" },
      { batter: "C", nonStriker: "B" },
    ]);
    expect(partnerships(played, names).map((stand) => stand.end)).toEqual(["unexplained", "unbroken"]);
  });
});

describe("currentPartnership", () => {
  test("the unbroken stand at the crease", () => {
    const played = innings("India", [
      { batter: "A", nonStriker: "B", wickets: [wicket("bowled", "A")] },
      { batter: "C", nonStriker: "B", runs: 4 },
      { batter: "C", nonStriker: "B", runs: 1 },
    ]);
    expect(currentPartnership(played, names)).toMatchObject({ wicket: 2, runs: 5, balls: 2 });
  });

  test("none right after a wicket", () => {
    const played = innings("India", [{ batter: "A", nonStriker: "B", wickets: [wicket("bowled", "A")] }]);
    expect(currentPartnership(played, names)).toBeUndefined();
  });
});
