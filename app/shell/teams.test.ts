import { expect, test } from "vitest";
import { teamColumns } from "./teams.ts";

test("TEST TEAMS and ASSOCIATE TEAMS are trimmed to the same length", () => {
  const teams = ["India", "Australia", "England", "Nepal", "Oman", "Scotland", "Canada"].map((name, id) => ({ id, name }));
  const { test: tests, associate } = teamColumns(teams);
  expect(tests.map((t) => t.name)).toEqual(["India", "Australia", "England"]);
  expect(associate.map((t) => t.name)).toEqual(["Canada", "Nepal", "Oman"]);
  expect(tests[0]!.href).toBe("/cricket_team/india/0");
});
