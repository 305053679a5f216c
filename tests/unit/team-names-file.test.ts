/** The repository's team names list (data/team-names.csv): valid, sourced, and the lookup the writers use. */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parseTeamNames, TEAM_NAMES_COLUMNS, TeamNamesError } from "../../app/data/team-names-file.ts";

const text = readFileSync(new URL("../../data/team-names.csv", import.meta.url), "utf8");
const names = parseTeamNames(text);
const header = TEAM_NAMES_COLUMNS.join(",");

test("data/team-names.csv parses; every row has an https source", () => {
  expect(names.rows.length).toBeGreaterThanOrEqual(21);
  for (const row of names.rows) expect(row.source, row.name).toMatch(/^https:\/\/[^/]+\.[a-z]+\//);
});

test("a renamed franchise's names lead to its current name, per gender", () => {
  expect(names.teamOf("Royal Challengers Bangalore", "male", "club")).toBe("Royal Challengers Bengaluru");
  expect(names.teamOf("Royal Challengers Bangalore", "female", "club")).toBe("Royal Challengers Bengaluru");
  expect(names.teamOf("Delhi Daredevils", "male", "club")).toBe("Delhi Capitals");
  expect(names.teamOf("Kings XI Punjab", "male", "club")).toBe("Punjab Kings");
  expect(names.teamOf("Rising Pune Supergiants", "male", "club")).toBe("Rising Pune Supergiant");
  expect(names.teamOf("Trinidad & Tobago Red Steel", "male", "club")).toBe("Trinbago Knight Riders");
  expect(names.teamOf("Barbados Tridents", "male", "club")).toBe("Barbados Royals");
  expect(names.teamOf("St Lucia Zouks", "male", "club")).toBe("St Lucia Kings");
  expect(names.teamOf("St Lucia Stars", "male", "club")).toBe("St Lucia Kings");
  expect(names.teamOf("Sharjah Warriors", "male", "club")).toBe("Sharjah Warriorz");
  // A national side whose country was renamed (Cricsheet still said Swaziland in 2021/22).
  expect(names.teamOf("Swaziland", "male", "international")).toBe("Eswatini");
  // The current name is its own team.
  expect(names.teamOf("Royal Challengers Bengaluru", "male", "club")).toBe("Royal Challengers Bengaluru");
});

test("a franchise replaced by a new one is not a rename: each stays a team of its own", () => {
  for (const name of ["Deccan Chargers", "Sunrisers Hyderabad", "Gujarat Lions", "Pune Warriors", "Lucknow Super Giants"])
    expect(names.teamOf(name, "male", "club")).toBe(name);
  for (const name of ["Jamaica Tallawahs", "Antigua and Barbuda Falcons", "Antigua Hawksbills", "St Kitts and Nevis Patriots"])
    expect(names.teamOf(name, "male", "club")).toBe(name);
  // Only the listed gender and type: a national side of the same name would be untouched.
  expect(names.teamOf("Delhi Daredevils", "male", "international")).toBe("Delhi Daredevils");
});

test("bad rows are refused with their line", () => {
  const row = (cells: string) => `${header}\n${cells}\n`;
  const good = "Old Name,New Name,male,club,Some League,2013,2015,https://example.org/a";
  const own = "New Name,New Name,male,club,Some League,2016,,https://example.org/b";
  expect(() => parseTeamNames(row(good))).toThrow(new TeamNamesError("line 2: New Name has no row of its own (name = team)"));
  expect(parseTeamNames(`${header}\n${good}\n${own}\n`).teamOf("Old Name", "male", "club")).toBe("New Name");
  expect(() => parseTeamNames(`${header}\n${good}\n${own}\n${good}\n`)).toThrow(/line 4: Old Name \(male, club\) is listed twice/);
  expect(() => parseTeamNames(row(good.replace("https:", "http:")))).toThrow(/line 2: source/);
  expect(() => parseTeamNames(row(good.replace("2013,2015", "2016,2015")))).toThrow(/line 2: last is before first/);
  expect(() => parseTeamNames(row(good.replace("2013", "13")))).toThrow(/line 2: first/);
  // No chains: a current name must not itself be an old name.
  const chain = "New Name,Newer Name,male,club,Some League,2016,2017,https://example.org/c";
  const newest = "Newer Name,Newer Name,male,club,Some League,2018,,https://example.org/d";
  expect(() => parseTeamNames(`${header}\n${good}\n${chain}\n${newest}\n`)).toThrow(/line 2: New Name is itself listed as Newer Name/);
  expect(() => parseTeamNames("name,team\n")).toThrow(/the header must be/);
});
