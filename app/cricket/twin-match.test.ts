import { describe, expect, test } from "vitest";
import { nearbyDays, namesWomen, teamKey, twinOf, type OwnMatchKey } from "./twin-match.ts";

const final: OwnMatchKey = {
  id: 1415755,
  startDate: "2024-06-29",
  gender: "male",
  team1Names: ["South Africa"],
  team2Names: ["India"],
};

describe("twinOf", () => {
  test("the same two teams in either order on the same day, or a day either side", () => {
    expect(twinOf({ id: 9, teams: ["India", "South Africa"], startDate: "2024-06-29", women: false }, [final])).toBe(1415755);
    expect(twinOf({ id: 9, teams: ["India", "South Africa"], startDate: "2024-06-30", women: false }, [final])).toBe(1415755);
    expect(twinOf({ id: 9, teams: ["India", "South Africa"], startDate: "2024-07-01", women: false }, [final])).toBeNull();
  });

  test("another team, or the other gender, is not the match", () => {
    expect(twinOf({ id: 9, teams: ["India", "England"], startDate: "2024-06-29", women: false }, [final])).toBeNull();
    expect(twinOf({ id: 9, teams: ["India Women", "South Africa Women"], startDate: "2024-06-29", women: true }, [final])).toBeNull();
  });

  test("a franchise's former name and the usual spellings fit", () => {
    const rcb: OwnMatchKey = {
      id: 1,
      startDate: "2024-03-22",
      gender: "male",
      team1Names: ["Royal Challengers Bengaluru", "Royal Challengers Bangalore"],
      team2Names: ["Chennai Super Kings"],
    };
    expect(
      twinOf({ id: 9, teams: ["Chennai Super Kings", "Royal Challengers Bangalore"], startDate: "2024-03-22", women: false }, [rcb]),
    ).toBe(1);
    expect(teamKey("USA")).toBe(teamKey("United States of America"));
    expect(teamKey("India Women")).toBe(teamKey("India"));
  });

  test("two of ours that fit equally well give none; the same day wins over the next", () => {
    const next = { ...final, id: 2, startDate: "2024-06-30" };
    const before = { ...final, id: 3, startDate: "2024-06-28" };
    expect(twinOf({ id: 9, teams: ["India", "South Africa"], startDate: "2024-06-29", women: false }, [next, before])).toBeNull();
    expect(twinOf({ id: 9, teams: ["India", "South Africa"], startDate: "2024-06-29", women: false }, [final, next])).toBe(1415755);
  });
});

test("nearbyDays and namesWomen", () => {
  expect(nearbyDays("2024-03-01")).toEqual(["2024-02-29", "2024-03-01", "2024-03-02"]);
  expect(nearbyDays("not a day")).toEqual([]);
  expect(namesWomen("India Women")).toBe(true);
  expect(namesWomen("West Indies")).toBe(false);
});
