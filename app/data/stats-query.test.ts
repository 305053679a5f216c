import { describe, expect, it } from "vitest";
import { csvField, describeStatsQuery, groupHeading, parseStatsQuery, statsCsv, statsQueryHref, statsQuerySearch } from "./stats-query.ts";

const parse = (search: string) => parseStatsQuery(new URLSearchParams(search));

describe("parseStatsQuery", () => {
  it("answers the default query with an empty canonical search", () => {
    const parsed = parse("");
    expect(parsed).toMatchObject({
      ok: true,
      canonical: "",
      csv: false,
      query: { view: "batting", gender: "men", group: "player", sort: "runs", page: 1 },
    });
  });

  it("puts parameters in one order and leaves out defaults and empty values", () => {
    const parsed = parse("to=2024&from=2024&format=test&view=batting&team=&page=1&sort=runs");
    expect(parsed).toMatchObject({ ok: true, canonical: "?format=test&from=2024&to=2024" });
  });

  it("keeps a non-default sort, group and minimum", () => {
    expect(parse("sort=average&min=20&group=season&view=bowling")).toMatchObject({
      ok: true,
      canonical: "?view=bowling&group=season&min=20&sort=average",
    });
  });

  it("reads output=csv as the CSV of the same query", () => {
    expect(parse("format=odi&output=csv")).toMatchObject({ ok: true, canonical: "?format=odi", csv: true });
  });

  it.each([
    ["format=hundred", "format", "format: must be one of test, odi, t20i, ipl, other-t20"],
    ["from=abc", "from", "from: must be a whole year"],
    ["from=2024&to=2020", "to", "to: must not be before from (2024)"],
    ["sort=wickets", "sort", "sort: must be a batting column"],
    ["page=0", "page", "page: must be 1 or more"],
    ["colour=red", "colour", "colour: is not a parameter of the stats query"],
    ["format=test&format=odi", "format", "format: must be given once"],
    ["group=innings&min=5", "min", "min: is a minimum of innings"],
  ])("rejects %s naming the parameter", (search, parameter, message) => {
    const parsed = parse(search);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.parameter).toBe(parameter);
    expect(parsed.message).toContain(message);
  });
});

describe("statsQueryHref", () => {
  it("builds the canonical URL a parse gives back unchanged", () => {
    const href = statsQueryHref({ view: "bowling", format: "t20i", from: 2024, to: 2024 });
    expect(href).toBe("/cricket-stats/query?view=bowling&format=t20i&from=2024&to=2024");
    const parsed = parse(href.split("?")[1]!);
    expect(parsed.ok && `?${href.split("?")[1]}` === parsed.canonical).toBe(true);
    expect(statsQuerySearch({})).toBe("");
    expect(statsQueryHref({ format: "odi" }, true)).toBe("/cricket-stats/query?format=odi&output=csv");
  });
});

describe("statsCsv", () => {
  it("quotes fields with commas and quotes, and leaves missing values empty", () => {
    expect(csvField('Smith, "Steve"')).toBe('"Smith, ""Steve"""');
    expect(csvField("=cmd")).toBe("'=cmd");
    const parsed = parse("format=test");
    if (!parsed.ok) throw new Error("parse failed");
    const csv = statsCsv(parsed.query, {
      rows: [
        {
          label: "JE Root",
          ref: "abc",
          detail: "England",
          values: {
            matches: 1,
            innings: 2,
            notouts: 0,
            runs: 10,
            high: 8,
            average: null,
            balls: 20,
            strikerate: 50,
            hundreds: 0,
            fifties: 0,
            fours: 1,
            sixes: 0,
          },
        },
      ],
      more: false,
    });
    expect(csv).toBe("Player,Detail,M,Inns,NO,Runs,HS,Ave,BF,SR,100,50,4s,6s\r\nJE Root,England,1,2,0,10,8,,20,50.00,0,0,1,0\r\n");
  });
});

describe("batting position and the sides offered", () => {
  it("keeps a batting position for the batting view and drops it for the others", () => {
    expect(parse("position=3&format=test")).toMatchObject({ ok: true, canonical: "?format=test&position=3", query: { position: 3 } });
    const bowling = parse("view=bowling&position=3");
    expect(bowling).toMatchObject({ ok: true, canonical: "?view=bowling" });
    expect(bowling.ok && bowling.query.position).toBe(undefined);
  });

  it("refuses a position outside 1 to 11, naming it", () => {
    expect(parse("position=12")).toEqual({ ok: false, parameter: "position", message: "position: must be a batting position, 1 to 11" });
  });

  it("keeps player and series filters in their place in the canonical order", () => {
    expect(parse("series=12&player=ba607b88&format=ipl&group=season")).toMatchObject({
      ok: true,
      canonical: "?format=ipl&player=ba607b88&series=12&group=season",
    });
    expect(parse("player=Kohli")).toMatchObject({ ok: false, parameter: "player" });
  });
});

describe("partnerships, host country and home or away", () => {
  it("groups stands by pair where the other views group by player, and keeps a wicket only for stands", () => {
    expect(parse("view=partnerships")).toMatchObject({ ok: true, canonical: "?view=partnerships&group=pair", query: { sort: "runs" } });
    expect(parse("view=partnerships&group=wicket&wicket=10&format=test")).toMatchObject({
      ok: true,
      canonical: "?view=partnerships&format=test&wicket=10&group=wicket",
    });
    const batting = parse("wicket=3&group=pair&format=odi");
    expect(batting).toMatchObject({ ok: true, canonical: "?format=odi" });
    expect(batting.ok && batting.query.wicket).toBe(undefined);
    expect(parse("view=results&group=pair")).toMatchObject({ ok: true, canonical: "?view=results&group=team" });
    // A batting position means nothing to a stand: dropped, as for bowling.
    expect(parse("view=partnerships&group=pair&position=3")).toMatchObject({ ok: true, canonical: "?view=partnerships&group=pair" });
  });

  it("sorts stands by their own columns and refuses another view's", () => {
    expect(parse("view=partnerships&group=pair&sort=average")).toMatchObject({ ok: true, query: { sort: "average" } });
    expect(parse("view=partnerships&sort=wickets")).toMatchObject({ ok: false, parameter: "sort" });
    expect(parse("view=partnerships&wicket=11")).toEqual({ ok: false, parameter: "wicket", message: "wicket: must be a wicket, 1 to 10" });
  });

  it("keeps a host country and home or away in their place in the canonical order", () => {
    expect(parse("homeaway=away&host=South+Africa&format=test&venue=12")).toMatchObject({
      ok: true,
      canonical: "?format=test&host=South+Africa&homeaway=away&venue=12",
    });
    expect(parse("homeaway=abroad")).toMatchObject({ ok: false, parameter: "homeaway" });
    expect(parse("host=%3Cscript%3E")).toMatchObject({ ok: false, parameter: "host", message: "host: must be a country's name" });
  });

  it("says the filters and the list in the heading", () => {
    const parsed = parse("view=partnerships&format=odi&host=India&homeaway=home&group=innings&wicket=1");
    if (!parsed.ok) throw new Error(parsed.message);
    expect(describeStatsQuery(parsed.query)).toBe("ODI partnerships, in India, home, 1st wicket, men, all years, list of partnerships");
    expect(groupHeading(parsed.query.group, parsed.query.view)).toBe("Partners");
  });
});
