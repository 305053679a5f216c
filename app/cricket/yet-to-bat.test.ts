import { expect, test } from "vitest";
import { innings, wicket } from "../../tests/support/cricket-builders.ts";
import { yetToBat } from "./yet-to-bat.ts";

const squad = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9", "P10", "P11"];
const names = Object.fromEntries(squad.map((id, index) => [id, `AB Player${index + 1}`]));

test("listed players who have not batted, in list order", () => {
  const played = innings("India", [
    { batter: "P1", nonStriker: "P2", wickets: [wicket("bowled", "P1")] },
    { batter: "P3", nonStriker: "P2" },
  ]);
  expect(yetToBat(played, { players: { India: squad }, names }).map((player) => player.id)).toEqual([
    "P4",
    "P5",
    "P6",
    "P7",
    "P8",
    "P9",
    "P10",
    "P11",
  ]);
  expect(yetToBat(played, { players: { India: squad }, names })[0]).toEqual({ id: "P4", name: "AB Player4", shortName: "Player4" });
});

test("impact player: a 12-name list still works, listing everyone who has not batted", () => {
  const twelve = [...squad, "IMP"];
  const played = innings("Rajasthan Royals", [
    { batter: "P1", nonStriker: "P2" },
    { batter: "P1", nonStriker: "P2", wickets: [wicket("bowled", "P1")] },
    { batter: "IMP", nonStriker: "P2" },
  ]);
  expect(yetToBat(played, { players: { "Rajasthan Royals": twelve }, names }).map((player) => player.id)).toEqual([
    "P3",
    "P4",
    "P5",
    "P6",
    "P7",
    "P8",
    "P9",
    "P10",
    "P11",
  ]);
});

test("a batter timed out has batted", () => {
  const played = innings("Sri Lanka", [
    { batter: "P1", nonStriker: "P2", wickets: [wicket("caught", "P1", "K"), wicket("timed out", "P3")] },
  ]);
  expect(yetToBat(played, { players: { "Sri Lanka": squad.slice(0, 4) }, names }).map((player) => player.id)).toEqual(["P4"]);
});

test("a team without a list has nobody to show", () => {
  expect(yetToBat(innings("Unknown", [{ batter: "P1" }]), { players: {}, names })).toEqual([]);
});
