import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { alsoHosts, parseVenuesFile, VenuesFileError } from "./venues-file.ts";

const HEADER = "venue,city,capacity,ends,also_hosts,source";

test("the repository's venue list parses, every row with an https source", () => {
  const rows = parseVenuesFile(readFileSync(new URL("../../data/venues.csv", import.meta.url), "utf8"));
  expect(rows.length).toBeGreaterThanOrEqual(70);
  for (const row of rows) expect(row.source).toMatch(/^https:\/\//);
  expect(rows.find((row) => row.venue === "Wankhede Stadium, Mumbai")).toEqual({
    venue: "Wankhede Stadium, Mumbai",
    city: "Mumbai",
    capacity: 33000,
    ends: "Garware Pavilion End, Tata End",
    homeOf: ["Mumbai", "Mumbai Indians"],
    source: "https://cricbuzz.com/cricket-series/2710/womens-t20-challenge-2018/venues/81/wankhede-stadium",
  });
});

test("empty cells are facts the source does not give", () => {
  const [row] = parseVenuesFile(`${HEADER}\nGround,Town,,,,https://example.org/ground\n`);
  expect(row).toMatchObject({ capacity: null, ends: null, homeOf: [] });
});

test("a bad capacity, a plain-http source or a ground listed twice is refused with its line", () => {
  expect(() => parseVenuesFile(`${HEADER}\nGround,Town,about 30k,,,https://example.org\n`)).toThrow(/line 2: .*digits only/);
  expect(() => parseVenuesFile(`${HEADER}\nGround,Town,30000,,,http://example.org\n`)).toThrow(VenuesFileError);
  expect(() => parseVenuesFile(`${HEADER}\nGround,Town,,,,https://a.org\nground,town,,,,https://b.org\n`)).toThrow(
    "line 3: ground (town) is listed twice",
  );
});

test("'Also hosts' leaves out the sides playing the match", () => {
  const facts = { homeOf: ["Hyderabad", "Sunrisers Hyderabad"] };
  expect(alsoHosts(facts, ["Sunrisers Hyderabad", "Rajasthan Royals"])).toBe("Hyderabad");
  expect(alsoHosts(facts, ["India", "England"])).toBe("Hyderabad, Sunrisers Hyderabad");
  expect(alsoHosts({ homeOf: ["Delhi Capitals"] }, ["Delhi Capitals", "Mumbai Indians"])).toBeNull();
});
