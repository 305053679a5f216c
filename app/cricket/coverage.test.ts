import { describe, expect, test } from "vitest";
import type { CareerFormat } from "./career.ts";
import { coverageNotes, KNOWN_GAPS, type CoveredMatch } from "./coverage.ts";

const match = (startDate: string, format: CareerFormat, team: string, over: Partial<CoveredMatch> = {}): CoveredMatch => ({
  startDate,
  format,
  gender: "male",
  series: `${team} series`,
  season: startDate.slice(0, 4),
  team,
  ...over,
});
const ids = (matches: CoveredMatch[]) => coverageNotes(matches).map((gap) => gap.id);

describe("career coverage notes: only the gaps that concern these matches", () => {
  test("an India men's career of Tests, ODIs and T20Is since 2008 misses the Afghanistan matches, nothing else", () => {
    const kohli = [
      match("2008-08-18", "ODI", "India"),
      match("2010-06-12", "T20I", "India"),
      match("2011-06-20", "Test", "India"),
      match("2023-11-19", "ODI", "India"),
      match("2024-01-03", "Test", "India"),
    ];
    expect(ids(kohli)).toEqual(["afghanistan-withheld"]);
    expect(coverageNotes(kohli)[0]!.note).toBe(
      "Cricsheet withholds men's internationals against Afghanistan: any Tests, ODIs and T20Is against them are not in the data.",
    );
  });

  test("the Afghanistan note names only the formats that could have met them", () => {
    // England have never played Afghanistan in a Test: Cook's note names his ODIs and T20Is only.
    const cook = [match("2006-03-01", "Test", "England"), match("2014-01-01", "ODI", "England"), match("2009-06-01", "T20I", "England")];
    expect(coverageNotes(cook).map((n) => n.note)).toEqual([
      "Cricsheet withholds men's internationals against Afghanistan: any ODIs against them are not in the data.",
    ]);
  });

  test("Afghanistan: not for women, not before their first match of the format, not for Test sides that never met them", () => {
    expect(ids([match("2023-01-01", "ODI", "India", { gender: "female" })])).toEqual([]);
    expect(ids([match("2008-01-01", "ODI", "Kenya"), match("2009-04-18", "ODI", "Kenya")])).toEqual([]);
    expect(ids([match("2009-04-19", "ODI", "Scotland")])).toEqual(["afghanistan-withheld"]);
    expect(ids([match("2010-01-31", "T20I", "Ireland")])).toEqual([]);
    // Cook's last Tests (2018) and any England Test since: England have never played Afghanistan in a Test.
    expect(ids([match("2018-09-07", "Test", "England")])).toEqual([]);
    expect(ids([match("2018-06-14", "Test", "India")])).toEqual(["afghanistan-withheld"]);
    // A league career is not an international one.
    expect(ids([match("2024-04-01", "IPL", "Mumbai Indians")])).toEqual([]);
  });

  test("Tests: only a first Test within a year of the data's first (December 2001) may not be a debut", () => {
    expect(ids([match("2002-05-01", "Test", "England"), match("2010-01-01", "Test", "England")])).toEqual(["tests-before-2001"]);
    expect(ids([match("2006-03-01", "Test", "England")])).toEqual([]);
    // a later first ODI does not matter to the Test rule
    expect(ids([match("2002-12-19", "Test", "England")])).toEqual([]);
  });

  test("ODIs: only a player with ODIs before 2006", () => {
    expect(ids([match("2005-12-31", "ODI", "England", { gender: "female" })])).toEqual(["odis-before-2006"]);
    expect(ids([match("2006-01-01", "ODI", "England", { gender: "female" })])).toEqual([]);
    // JM Anderson: ODIs 2002–2015 (in the data from 2003), Tests 2003–2024 (none against Afghanistan)
    const anderson = [
      match("2003-01-15", "ODI", "England"),
      match("2003-05-22", "Test", "England"),
      match("2024-07-10", "Test", "England"),
    ];
    expect(ids(anderson)).toEqual(["odis-before-2006"]);
    // his ODIs after April 2009 could have met Afghanistan (England did, at the 2015 World Cup)
    expect(ids([...anderson, match("2015-02-20", "ODI", "England")])).toEqual(["odis-before-2006", "afghanistan-withheld"]);
  });

  test("league gaps: only players of the sides and seasons they concern", () => {
    const cpl = (team: string, season: string) =>
      match(`${season}-09-01`, "Other T20s", team, { series: "Caribbean Premier League", season });
    expect(ids([cpl("St Lucia Kings", "2024")])).toEqual(["cpl-2024-playoffs"]);
    expect(ids([cpl("St Kitts and Nevis Patriots", "2024")])).toEqual([]); // out before the play-offs
    expect(ids([cpl("St Lucia Kings", "2023")])).toEqual([]);
    const psl = (team: string) => match("2025-05-01", "Other T20s", team, { series: "Pakistan Super League", season: "2025" });
    expect(ids([psl("Lahore Qalandars")])).toEqual(["psl-2025-final"]);
    expect(ids([psl("Karachi Kings")])).toEqual([]);
    const mlc = (season: string) => match(`${season}-07-01`, "Other T20s", "Seattle Orcas", { series: "Major League Cricket", season });
    expect(ids([mlc("2024")])).toEqual(["no-mlc-2025"]);
    expect(ids([mlc("2023")])).toEqual([]);
  });

  test("no matches, no notes; every gap says where it comes from", () => {
    expect(coverageNotes([])).toEqual([]);
    for (const gap of KNOWN_GAPS) {
      expect(gap.source, gap.id).toMatch(/README|ICC|record/);
      expect(gap.note, gap.id).toMatch(/^[A-Z].*\.$/);
      expect(gap.anyMatch ?? gap.firstBefore, gap.id).toBeTruthy();
    }
  });
});
