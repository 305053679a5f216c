import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { admin, get } from "./site-helpers.ts";

interface Hit {
  kind: string;
  id: string;
  title: string;
  subtitle: string;
  href: string;
  tier: number;
}
const search = async (q: string) => {
  const response = await get(`/api/search?${new URLSearchParams({ q })}`);
  return {
    status: response.status,
    body: await response.json<{ success: boolean; error?: string; data: { hits: Hit[]; tooShort: boolean } }>(),
  };
};
const hits = async (q: string) => (await search(q)).body.data.hits;

beforeAll(async () => {
  // A slice of the register first (as the importer does), so the triggers index the people too.
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO people (id, name, unique_name) VALUES ('ba607b88', 'V Kohli', 'V Kohli'), ('462411b3', 'JJ Bumrah', 'JJ Bumrah'),
       ('eb9082b2', 'A Kohli', 'A Kohli'), ('ded9240e', 'PJ Cummins', 'PJ Cummins'), ('d12143bf', 'JM Anderson', 'JM Anderson'),
       ('740742ef', 'RG Sharma', 'RG Sharma'), ('ce820073', 'Sandeep Sharma', 'Sandeep Sharma'),
       ('5f547c8b', 'Rashid Khan', 'Rashid Khan'), ('bbf5da29', 'Khandubhai Ahir', 'Khandubhai Ahir')`,
    ),
    // As the register's names.csv has them: "Anderson Cummins" is another name of PJ Cummins.
    env.DB.prepare(
      `INSERT INTO person_names (person_id, name) VALUES ('ba607b88', 'Virat Kohli'), ('462411b3', 'Jasprit Bumrah'),
       ('ded9240e', 'Anderson Cummins'), ('ded9240e', 'Pat Cummins'), ('d12143bf', 'James Anderson'),
       ('740742ef', 'Rohit Sharma'), ('ce820073', 'S Sharma'), ('ce820073', 'Sharma')`,
    ),
  ]);
  await importFixtures("1415755", "1415711", "1426557", "1384426");
});

test("the index follows the importer through triggers: players, teams, series, venues, reports", async () => {
  const counts = await env.DB.prepare("SELECT kind, count(*) AS n FROM search_index GROUP BY kind ORDER BY kind").all<{
    kind: string;
    n: number;
  }>();
  const byKind = Object.fromEntries(counts.results.map((r) => [r.kind, r.n]));
  expect(byKind, JSON.stringify(byKind)).toMatchObject({ player: 9, report: 4, series: 3, venue: 4 });
  expect(byKind.team).toBeGreaterThanOrEqual(6);
  expect(byKind.venue).toBe(4);
});

test("ranking: exact, then prefix, then contained; people by their other names too", async () => {
  const india = await hits("India");
  expect(india[0]).toMatchObject({ kind: "team", title: "India", tier: 0, href: expect.stringMatching(/^\/cricket_team\/india\/\d+$/) });
  expect(india.findIndex((h) => h.kind === "series")).toBeGreaterThan(0);

  const virat = await hits("virat");
  expect(virat[0]).toMatchObject({ kind: "player", title: "V Kohli", href: "/profiles/ba607b88/v-kohli" });
  expect(virat[0]!.subtitle).toMatch(/^Virat Kohli · \d+ matches$/);

  const kohli = await hits("kohli");
  expect(kohli.map((h) => h.title).slice(0, 2)).toEqual(["V Kohli", "A Kohli"]); // the one who played here first
  expect(kohli.some((h) => h.kind === "story")).toBe(true); // player of the match in the final
});

test("a player's own name before another name he is known by, however much more he played", async () => {
  // PJ Cummins played the Brisbane Test here; JM Anderson played nothing here.
  const anderson = await hits("anderson");
  expect(anderson.filter((h) => h.kind === "player").map((h) => h.title)).toEqual(["JM Anderson", "PJ Cummins"]);
  expect(anderson[0]).toMatchObject({ tier: 1, href: "/profiles/d12143bf/jm-anderson" });
  expect(anderson[1]).toMatchObject({ tier: 3 }); // another name
  // Found by that other name, he is still shown by his own full name, not as "Anderson Cummins".
  expect(anderson[1]!.subtitle).toMatch(/^Pat Cummins · \d+ match(es)?$/);
  // A full name that spells out his own is his name: "pat" is a prefix of PJ Cummins'.
  expect((await hits("pat cummins"))[0]).toMatchObject({ title: "PJ Cummins", tier: 0 });
});

test("a surname: its players by their own names, before a bare-surname alias and a word's beginning", async () => {
  // Sandeep Sharma's register alias "Sharma" is not his name (it was an exact match); RG Sharma played the final here.
  const sharma = (await hits("sharma")).filter((h) => h.kind === "player");
  expect(sharma.map((h) => h.title)).toEqual(["RG Sharma", "Sandeep Sharma"]);
  expect(sharma.map((h) => h.tier)).toEqual([1, 1]);
  // "khan" is Rashid Khan's surname, only the start of Khandubhai Ahir's first name (neither played here).
  const khan = (await hits("khan")).filter((h) => h.kind === "player");
  expect(khan.map((h) => [h.title, h.tier])).toEqual([
    ["Rashid Khan", 1],
    ["Khandubhai Ahir", 2],
  ]);
});

test("series: the one the words name first, though an older edition; the one asked for by more words", async () => {
  const cups = (await hits("world cup")).filter((h) => h.kind === "series").map((h) => h.title);
  expect(cups).toEqual(["ICC Cricket World Cup 2023/24", "ICC Men's T20 World Cup 2024"]);
  const t20 = (await hits("t20 world cup")).filter((h) => h.kind === "series").map((h) => h.title);
  expect(t20[0]).toBe("ICC Men's T20 World Cup 2024");
});

test("typos within a letter or two still find the name", async () => {
  expect((await hits("kohly"))[0]).toMatchObject({ title: "V Kohli", tier: 5 }); // a near miss
  expect((await hits("jaspirt bumrah"))[0]).toMatchObject({ title: "JJ Bumrah" });
  expect(await hits("zzzzqqq")).toEqual([]);
});

test("series, venues and stories lead to their pages", async () => {
  const cup = await hits("t20 world cup");
  expect(cup[0]).toMatchObject({
    kind: "series",
    title: "ICC Men's T20 World Cup 2024",
    href: expect.stringMatching(/^\/cricket-series\/\d+\/icc-men-s-t20-world-cup-2024$/),
  });
  const oval = (await hits("kensington"))[0]!;
  expect(oval).toMatchObject({ kind: "venue", title: "Kensington Oval" });
  expect(oval.href).toMatch(/^\/cricket-series\/\d+\/icc-men-s-t20-world-cup-2024\/venues\/\d+\/kensington-oval$/);
  const final = (await hits("india vs south africa")).find((h) => h.kind === "story")!;
  expect(final.id).toBe("report-1415755");
  expect(final.href).toMatch(/^\/cricket-news\/report-1415755\/[a-z0-9-]+$/);
  expect(final.title).toMatch(/India/);
});

test("fewer than 3 characters are not searched", async () => {
  const { status, body } = await search(" ab ");
  expect(status).toBe(400);
  expect(body.error).toBe("Please enter at least 3 characters");
  expect(body.data.tooShort).toBe(true);
});

test("renames, deletions and CMS stories reach the index; a rebuild gives the same index", async () => {
  await env.DB.prepare("UPDATE venues SET name = 'Kensington Oval, Bridgetown' WHERE name = 'Kensington Oval'").run();
  expect((await hits("kensington"))[0]!.title).toBe("Kensington Oval, Bridgetown");
  await env.DB.prepare(
    "INSERT INTO site_stories (headline, intro, published_time) VALUES ('Groundsman of the year', 'Meet the man behind the Gabba pitch', ?)",
  )
    .bind(Date.now() - 1000)
    .run();
  expect((await hits("groundsman"))[0]).toMatchObject({
    kind: "story",
    title: "Groundsman of the year",
    href: expect.stringMatching(/^\/cricket-news\/story-\d+\/groundsman-of-the-year$/),
  });
  await env.DB.prepare("INSERT INTO site_stories (headline, published_time) VALUES ('Embargoed scoop', ?)")
    .bind(Date.now() + 86_400_000)
    .run();
  expect(await hits("embargoed")).toEqual([]); // not published yet

  const before = await env.DB.prepare("SELECT count(*) AS n FROM search_index").first<{ n: number }>();
  const rebuilt = await admin("POST", "/api/admin/search/rebuild");
  expect(rebuilt.status).toBe(200);
  const after = await env.DB.prepare("SELECT count(*) AS n FROM search_index").first<{ n: number }>();
  expect(after!.n).toBe(before!.n);

  await env.DB.prepare("DELETE FROM matches WHERE id = 1384426").run();
  const left = await env.DB.prepare("SELECT count(*) AS n FROM search_index WHERE kind = 'report' AND ref = '1384426'").first<{
    n: number;
  }>();
  expect(left!.n).toBe(0);
});

test("the results page is server-rendered and shareable", async () => {
  const page = await get("/search?q=virat");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Results for “virat”");
  expect(html).toContain('href="/profiles/ba607b88/v-kohli"');
  const short = await (await get("/search?q=ab")).text();
  expect(short).toContain("Please enter at least 3 characters");
});

test("any query gets an answer, never a 500: NUL bytes, long queries, many short words", async () => {
  const nul = await search("\0\0\0");
  expect(nul.status).toBe(400); // nothing left to search: the too-short message
  expect(nul.body.error).toBe("Please enter at least 3 characters");
  expect((await get(`/search?q=${encodeURIComponent("abc\0")}`)).status).toBe(200);
  const queries = [
    "south africa women south africa women south",
    "abcdefghijklmnopqrstuvwxyz".split("").join(" "),
    "k".repeat(80),
    "kensington oval bridgetown barbados west indies 2024 final",
    "%%%___***",
    "' OR 1=1 --",
  ];
  for (const q of queries) {
    const { status, body } = await search(q);
    expect([200, 400], q).toContain(status);
    expect(body.data.hits, q).toBeInstanceOf(Array);
  }
  expect((await search("kensington oval bridgetown")).body.data.hits[0]).toMatchObject({ kind: "venue" });
});
