import { describe, expect, test } from "vitest";
import {
  allowedEdits,
  asksForWomen,
  byRank,
  compareHits,
  editDistance,
  ftsQuery,
  fullNameOf,
  matchTier,
  nameSets,
  namesOf,
  nearMiss,
  normaliseQuery,
  rowTier,
  searchTerms,
  spellsOut,
  trigramQuery,
  unaskedWords,
  type Candidate,
  type Standing,
} from "./search.ts";

describe("query handling", () => {
  test("queries are lower-cased, accent-free, and lose FTS and LIKE syntax", () => {
    expect(normaliseQuery("  José  BUTTLER ")).toBe("jose buttler");
    expect(normaliseQuery('"kohli" OR 1=1 %_')).toBe("kohli or 1=1");
    expect(normaliseQuery("a".repeat(200))).toHaveLength(80);
  });

  test("every word of 3+ characters becomes a required quoted substring", () => {
    expect(ftsQuery(["virat", "kohli"])).toBe('"virat" AND "kohli"');
    expect(ftsQuery(["ms", "dhoni"])).toBe('"dhoni"');
    expect(ftsQuery(["ms", "sa"])).toBeNull();
    expect(trigramQuery(["kohly"])).toBe('"koh" OR "ohl" OR "hly"');
  });
});

describe("ranking", () => {
  test("exact beats whole words beats a prefix beats another name beats contained", () => {
    expect(matchTier("india", ["india"])).toBe(0);
    expect(matchTier("india", ["india women"])).toBe(1);
    expect(matchTier("kohli", ["v kohli"])).toBe(1); // a whole word of the name
    expect(matchTier("kohl", ["v kohli"])).toBe(2); // a word's beginning
    expect(matchTier("virat kohli", ["v kohli", "virat kohli"])).toBe(0);
    expect(matchTier("anderson", ["pj cummins"], ["anderson cummins"])).toBe(3);
    expect(matchTier("ohl", ["v kohli"])).toBe(4);
    expect(matchTier("dhoni", ["v kohli"])).toBeNull();
  });

  test("a full name that spells out the player's name is his own; an alias naming someone else is another name", () => {
    expect(spellsOut("virat kohli", "v kohli")).toBe(true);
    expect(spellsOut("james anderson", "jm anderson")).toBe(true);
    expect(spellsOut("abraham benjamin de villiers", "ab de villiers")).toBe(true);
    expect(spellsOut("anderson cummins", "pj cummins")).toBe(false);
    expect(spellsOut("kevin pietersen", "kp pietersen 2")).toBe(true);
    expect(nameSets("PJ Cummins", " | PJ Cummins | Anderson Cummins | Pat Cummins | ", "player")).toEqual({
      own: ["pj cummins", "pat cummins"],
      other: ["anderson cummins"],
    });
    // JM Anderson's surname is his name: he ranks before PJ Cummins for "anderson".
    expect(rowTier("anderson", { name: "JM Anderson", keywords: " | JM Anderson | James Anderson | ", kind: "player" })).toBe(1);
    expect(rowTier("anderson", { name: "PJ Cummins", keywords: " | PJ Cummins | Anderson Cummins | ", kind: "player" })).toBe(3);
    expect(rowTier("anderson", { name: "B Sanderson", keywords: " | B Sanderson | ", kind: "player" })).toBe(4);
  });

  test("a bare surname among a player's other names is not his own name", () => {
    // The register gives Sandeep Sharma the alias "Sharma": it names every Sharma, so it ranks as another name.
    expect(spellsOut("sharma", "sandeep sharma")).toBe(false);
    expect(spellsOut("s sharma", "sandeep sharma")).toBe(true);
    const sandeep = { name: "Sandeep Sharma", keywords: " | Sandeep Sharma | S Sharma | Sharma | ", kind: "player" };
    expect(nameSets(sandeep.name, sandeep.keywords).other).toEqual(["sharma"]);
    expect(rowTier("sharma", sandeep)).toBe(1); // by his own name's word, as RG Sharma: more matches decide
    expect(rowTier("sharma", { name: "RG Sharma", keywords: " | RG Sharma | Rohit Sharma | ", kind: "player" })).toBe(1);
  });

  test("a player's hit shows the full name that spells his out, never an alias or a shorter form", () => {
    expect(fullNameOf("V Kohli", " | V Kohli | Virat Kohli | ")).toBe("Virat Kohli");
    expect(fullNameOf("PJ Cummins", " | PJ Cummins | Anderson Cummins | Pat Cummins | ")).toBe("Pat Cummins");
    expect(fullNameOf("Sandeep Sharma", " | Sandeep Sharma | S Sharma | Sharma | ")).toBeNull();
    expect(fullNameOf("ACF Stokes", " | ACF Stokes | Stokes | ")).toBeNull();
    expect(fullNameOf("JM Anderson", " | JM Anderson | James Anderson | ")).toBe("James Anderson");
    // The register's unique name (first) is his own, whatever its first letter; "(2)" tells namesakes apart.
    expect(fullNameOf("Rashid Khan", " | Mohammad Rashid Ali Khan | ")).toBe("Mohammad Rashid Ali Khan");
    expect(fullNameOf("Rashid Khan", " | Rashid Khan (2) | R Khan | ")).toBe("Rashid Khan (2)");
  });

  test("a whole word of a name before a word's beginning, wherever the word stands", () => {
    expect(rowTier("khan", { name: "Rashid Khan", keywords: " | Rashid Khan | R Khan | ", kind: "player" })).toBe(1);
    expect(rowTier("khan", { name: "Khandubhai Ahir", keywords: " | Khandubhai Ahir | ", kind: "player" })).toBe(2);
    expect(rowTier("ali", { name: "MM Ali", keywords: " | MM Ali | Moeen Ali | ", kind: "player" })).toBe(1);
    expect(rowTier("ali", { name: "Aliya Riaz", keywords: " | Aliya Riaz | ", kind: "player" })).toBe(2);
    // DA Warner's surname matches as well as Warner Park's first word: the player comes first (kind order).
    expect(rowTier("warner", { name: "DA Warner", keywords: " | DA Warner | David Warner | ", kind: "player" })).toBe(1);
    expect(rowTier("warner", { name: "Warner Park", keywords: " | Basseterre | ", kind: "venue" })).toBe(1);
  });

  test("other names count for players, teams and series; a venue's city is only 'contained'", () => {
    expect(namesOf("V Kohli", " | V Kohli | Virat Kohli | ", "player")).toEqual(["v kohli", "virat kohli"]);
    expect(rowTier("ind", { name: "India", keywords: " | IND | ", kind: "team" })).toBe(0);
    expect(rowTier("ashes", { name: "The Ashes 2023", keywords: " | The Ashes | ", kind: "series" })).toBe(1);
    // "Women" finds a women's series but does not name it.
    expect(rowTier("women", { name: "The Ashes 2023", keywords: " | The Ashes | Women | ", kind: "series" })).toBe(4);
    expect(rowTier("mumbai", { name: "Wankhede Stadium", keywords: " | Mumbai | India | ", kind: "venue" })).toBe(4);
  });
});

const standing = (over: Partial<Standing>): Standing => ({
  gender: null,
  international: null,
  matches: 0,
  latest: null,
  family: null,
  ...over,
});
const series = (name: string, gender: "male" | "female", latest: string, family: string, tier: Candidate["tier"] = 2): Candidate => ({
  kind: "series",
  name,
  tier,
  score: 0,
  standing: standing({ gender, international: true, latest, family }),
});
const ranked = (query: string, hits: Candidate[]) => [...hits].sort(compareHits(query)).map((c) => c.name);

describe("ordering equal matches", () => {
  test("'ashes': the men's Ashes, latest edition first, whatever the order of ids", () => {
    const hits = [
      series("The Ashes 2019", "male", "2019-08-01", "The Ashes"),
      series("Women's Ashes 2025", "female", "2025-01-12", "Women's Ashes"),
      series("The Ashes 2025/26", "male", "2025-11-21", "The Ashes"),
      series("The Ashes 2021/22", "male", "2021-12-08", "The Ashes"),
      series("The Ashes 2023", "male", "2023-06-16", "The Ashes"),
    ];
    expect(ranked("ashes", hits)).toEqual([
      "The Ashes 2025/26",
      "The Ashes 2023",
      "The Ashes 2021/22",
      "The Ashes 2019",
      "Women's Ashes 2025",
    ]);
    expect(ranked("ashes women", hits)[0]).toBe("Women's Ashes 2025");
  });

  test("'world cup': the series the words name before qualifiers, men's before women's, then the latest", () => {
    const hits = [
      series("ICC Men's T20 World Cup Europe Qualifier 2025", "male", "2025-07-01", "ICC Men's T20 World Cup Europe Qualifier"),
      series("ICC Women's T20 World Cup 2024", "female", "2024-10-03", "ICC Women's T20 World Cup"),
      series("ICC Men's T20 World Cup 2024", "male", "2024-06-01", "ICC Men's T20 World Cup"),
      series("ICC Cricket World Cup 2023", "male", "2023-10-05", "ICC Cricket World Cup"),
      series("World Cup 2019", "male", "2019-05-30", "World Cup", 0),
    ];
    expect(ranked("world cup", hits)).toEqual([
      "ICC Cricket World Cup 2023",
      "World Cup 2019", // its name is the query exactly, but it is an older edition of the same cup
      "ICC Men's T20 World Cup 2024",
      "ICC Men's T20 World Cup Europe Qualifier 2025",
      "ICC Women's T20 World Cup 2024",
    ]);
    expect(unaskedWords("world cup", "ICC Men's T20 World Cup")).toBe(1);
    expect(unaskedWords("t20 world cup", "ICC Men's T20 World Cup")).toBe(0);
  });

  test("teams: the men's side before the women's of the same name, unless women are asked for", () => {
    const team = (name: string, gender: "male" | "female", tier: Candidate["tier"] = 0): Candidate => ({
      kind: "team",
      name,
      tier,
      score: 0,
      standing: standing({ gender, international: true }),
    });
    const hits = [team("India Women", "female"), team("India", "male")];
    expect(ranked("ind", hits)).toEqual(["India", "India Women"]);
    expect(ranked("ind women", hits)).toEqual(["India Women", "India"]);
    expect(asksForWomen("wpl")).toBe(true);
    expect(asksForWomen("india")).toBe(false);
  });

  test("players: a better match first, then more matches; an alias comes after every own-name match", () => {
    const player = (name: string, tier: Candidate["tier"], matches: number): Candidate => ({
      kind: "player",
      name,
      tier,
      score: 0,
      standing: standing({ matches }),
    });
    expect(
      ranked("anderson", [
        player("PJ Cummins", 3, 180),
        player("CJ Anderson", 2, 60),
        player("JM Anderson", 2, 400),
        player("B Sanderson", 4, 20),
      ]),
    ).toEqual(["JM Anderson", "CJ Anderson", "PJ Cummins", "B Sanderson"]);
  });

  test("from the rows as the index holds them: the player a fan means first for a surname", () => {
    const row =
      (kind: "player" | "venue", name: string, keywords: string, matches: number) =>
      (query: string): Candidate => ({
        kind,
        name,
        tier: rowTier(query, { name, keywords, kind })!,
        score: 0,
        standing: standing({ matches }),
      });
    const rows = [
      row("player", "Sandeep Sharma", " | Sandeep Sharma | S Sharma | Sharma | ", 138),
      row("player", "RG Sharma", " | RG Sharma | Rohit Sharma | ", 762),
      row("player", "Khandubhai Ahir", " | Khandubhai Ahir | ", 3),
      row("player", "Rashid Khan", " | Rashid Khan | R Khan | ", 328),
      row("venue", "Warner Park", " | Basseterre | ", 0),
      row("player", "DA Warner", " | DA Warner | David Warner | ", 380),
    ];
    const first = (query: string) =>
      ranked(
        query,
        rows.map((make) => make(query)).filter((c) => c.tier !== null),
      )[0];
    expect(first("sharma")).toBe("RG Sharma");
    expect(first("khan")).toBe("Rashid Khan");
    expect(first("warner")).toBe("DA Warner");
  });

  test("merging with editors' stories keeps a source's series order: any own-name match of a series ranks alike", () => {
    const hit = (title: string, kind: "series" | "story", tier: Candidate["tier"]) => ({
      kind,
      id: title,
      title,
      subtitle: "",
      href: "",
      tier,
      score: 0,
    });
    const merged = [
      hit("ICC Cricket World Cup 2023/24", "series", 2),
      hit("World Cup 2019", "series", 0),
      hit("World Cup diary", "story", 1),
    ].sort(byRank);
    expect(merged.map((h) => h.title)).toEqual(["ICC Cricket World Cup 2023/24", "World Cup 2019", "World Cup diary"]);
  });

  test("a league's abbreviation searches its full name too", () => {
    expect(searchTerms("ipl")).toEqual(["ipl", "indian premier league"]);
    expect(searchTerms("kohli")).toEqual(["kohli"]);
    expect(unaskedWords("ipl", "Indian Premier League")).toBe(0);
  });
});

describe("typing mistakes", () => {
  test("edit distance counts a swap of neighbours as one", () => {
    expect(editDistance("kohli", "kohli")).toBe(0);
    expect(editDistance("kohly", "kohli")).toBe(1);
    expect(editDistance("butler", "buttler")).toBe(1);
    expect(editDistance("bumrha", "bumrah")).toBe(1);
    expect(editDistance("abc", "xyz")).toBe(3);
  });

  test("short words must be right; longer ones may be one or two letters off", () => {
    expect(allowedEdits(3)).toBe(0);
    expect(allowedEdits(5)).toBe(1);
    expect(allowedEdits(9)).toBe(2);
    expect(nearMiss("kohly", ["v kohli", "virat kohli"])).toBe(1);
    expect(nearMiss("virat kohly", ["v kohli", "virat kohli"])).toBe(1);
    expect(nearMiss("kohly", ["mumbai indians"])).toBeNull();
    expect(nearMiss("jaspirt bumrah", ["jj bumrah", "jasprit bumrah"])).toBe(1);
  });
});
