/**
 * The player profile (issue 13, docs/product/content-areas.md#player-profile) rendered by the Worker from real matches: four of India's
 * games at the 2024 T20 World Cup and the Brisbane Test of 2024/25. The figures the page shows are
 * checked against numbers this test works out itself from the stored balls (deliveries, wickets,
 * squads), not from the innings lines the page reads; then the page's addresses: 301 to the
 * canonical name, 404 for an unknown player, 400 for a malformed id.
 */
import { beforeAll, describe, expect, test, vi } from "vitest";
import { d1Rows, unfollowed, pageHtml, cellText } from "../support/worker-pages.ts";
import { importFixtures } from "./import.ts";
import { admin, get } from "./site-helpers.ts";

vi.setConfig({ testTimeout: 120_000 });

const MATCHES = ["1415755", "1415719", "1415725", "1415754", "1426557"];

/** The rows of the career table under a heading: header → value, per format. */
function careerTable(html: string, id: string): Map<string, Record<string, string>> {
  const section = new RegExp(`<h2 id="${id}">.*?</section>\\s*</section>|<h2 id="${id}">.*?</section>`, "s").exec(html)?.[0] ?? "";
  const headers = [...(/<thead>(.*?)<\/thead>/s.exec(section)?.[1] ?? "").matchAll(/<th[^>]*>(.*?)<\/th>/gs)].map((m) => cellText(m[1]!));
  const rows = new Map<string, Record<string, string>>();
  for (const row of (/<tbody>(.*?)<\/tbody>/s.exec(section)?.[1] ?? "").matchAll(/<tr>(.*?)<\/tr>/gs)) {
    const cells = [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((m) => cellText(m[1]!));
    rows.set(cells[0]!, Object.fromEntries(headers.map((header, i) => [header, cells[i]!])));
  }
  return rows;
}

interface Ball {
  match_id: number;
  innings_no: number;
  batter_id: string;
  bowler_id: string;
  runs_batter: number;
  wides: number;
  noballs: number;
}

/** Batting and bowling figures of one player over some matches, from the balls alone. */
async function fromBalls(person: string, matchIds: string[]) {
  const ids = JSON.stringify(matchIds.map(Number));
  const balls = await d1Rows<Ball>(
    `SELECT d.match_id, d.innings_no, d.batter_id, d.bowler_id, d.runs_batter, d.wides, d.noballs FROM deliveries d
     JOIN innings i ON i.match_id = d.match_id AND i.innings_no = d.innings_no
     WHERE i.super_over = 0 AND d.match_id IN (SELECT value FROM json_each(?)) AND (d.batter_id = ? OR d.bowler_id = ?)`,
    ids,
    person,
    person,
  );
  const wickets = await d1Rows<{ match_id: number; innings_no: number; player_out_id: string; kind: string; bowler_id: string }>(
    `SELECT w.match_id, w.innings_no, w.player_out_id, w.kind, d.bowler_id FROM wickets w
     JOIN deliveries d ON d.match_id = w.match_id AND d.innings_no = w.innings_no AND d.seq = w.seq
     JOIN innings i ON i.match_id = w.match_id AND i.innings_no = w.innings_no
     WHERE i.super_over = 0 AND w.match_id IN (SELECT value FROM json_each(?))`,
    ids,
  );
  const [{ matches }] = (await d1Rows<{ matches: number }>(
    "SELECT count(DISTINCT match_id) AS matches FROM match_players WHERE person_id = ? AND match_id IN (SELECT value FROM json_each(?))",
    person,
    ids,
  )) as [{ matches: number }];
  const batted = new Map<string, { runs: number; out: boolean }>();
  const bowled = new Map<string, { wickets: number; runs: number }>();
  for (const ball of balls) {
    const key = `${ball.match_id}/${ball.innings_no}`;
    if (ball.batter_id === person) {
      const line = batted.get(key) ?? { runs: 0, out: false };
      line.runs += ball.runs_batter;
      batted.set(key, line);
    }
    if (ball.bowler_id === person) {
      const spell = bowled.get(key) ?? { wickets: 0, runs: 0 };
      spell.runs += ball.runs_batter + ball.wides + ball.noballs;
      bowled.set(key, spell);
    }
  }
  const notCredited = [
    "run out",
    "retired hurt",
    "retired out",
    "retired not out",
    "obstructing the field",
    "timed out",
    "handled the ball",
  ];
  for (const wicket of wickets) {
    const key = `${wicket.match_id}/${wicket.innings_no}`;
    if (wicket.player_out_id === person && !["retired hurt", "retired not out"].includes(wicket.kind)) {
      batted.set(key, { runs: batted.get(key)?.runs ?? 0, out: true });
    }
    if (wicket.bowler_id === person && !notCredited.includes(wicket.kind)) bowled.get(key)!.wickets += 1;
  }
  const innings = [...batted.values()];
  const high = innings.reduce<{ runs: number; out: boolean } | null>(
    (best, line) => (!best || line.runs > best.runs || (line.runs === best.runs && !line.out) ? line : best),
    null,
  );
  const spells = [...bowled.values()];
  const best = spells.reduce<{ wickets: number; runs: number } | null>(
    (top, s) => (!top || s.wickets > top.wickets || (s.wickets === top.wickets && s.runs < top.runs) ? s : top),
    null,
  );
  return {
    matches,
    runs: innings.reduce((sum, line) => sum + line.runs, 0),
    highest: high ? `${high.runs}${high.out ? "" : "*"}` : null,
    wickets: spells.reduce((sum, s) => sum + s.wickets, 0),
    bbi: best ? `${best.wickets}/${best.runs}` : null,
  };
}

let hardik: string;
let bumrah: string;
let lyon: string;

beforeAll(async () => {
  await importFixtures(...MATCHES);
  const person = async (name: string) =>
    (await d1Rows<{ person_id: string }>("SELECT DISTINCT person_id FROM match_players WHERE name = ?", name))[0]!.person_id;
  hardik = await person("HH Pandya");
  bumrah = await person("JJ Bumrah");
  lyon = await person("NM Lyon");
});

describe("the player profile", () => {
  test("an all-rounder's T20I row: M, Runs, HS, Wkts and BBI as the balls give them", async () => {
    const path = `/profiles/${hardik}/hardik-pandya`;
    const canonical = await unfollowed(path);
    // The register's name is "HH Pandya": the canonical slug is hh-pandya.
    expect(canonical.status).toBe(301);
    const target = canonical.headers.get("location")!;
    expect(target).toBe(`/profiles/${hardik}/hh-pandya`);
    const html = await pageHtml(target);
    const expected = await fromBalls(hardik, MATCHES);
    const batting = careerTable(html, "profile-batting").get("T20I")!;
    const bowling = careerTable(html, "profile-bowling").get("T20I")!;
    expect(batting).toMatchObject({ M: String(expected.matches), Runs: String(expected.runs), HS: expected.highest });
    expect(bowling).toMatchObject({ M: String(expected.matches), Wkts: String(expected.wickets), BBI: expected.bbi });
    // He played no Test among these: no Test row, and the IPL and other T20 rows are absent too.
    expect([...careerTable(html, "profile-batting").keys()]).toEqual(["T20I"]);
    expect(html).toContain(`From ${expected.matches} matches in Cricsheet&#x27;s data, since`);
    // The debut and last match link to their match pages; recent form lists his innings.
    expect(html).toMatch(/First match in our data:<\/span> <a href="\/live-cricket-scores\/\d+"[^>]*>vs /);
    expect(html).toContain("Recent Form");
    // The register has no birth date or styles: '--' rows; the role is read from what he did.
    expect(html).toMatch(/<dt>Born<\/dt><dd>--<\/dd>/);
    expect(html).toMatch(/<dt>Role<\/dt><dd>All-rounder/);
    // Head: absolute canonical, Open Graph, JSON-LD Person; the page is not hydrated.
    expect(html).toContain(`<link rel="canonical" href="http://site/profiles/${hardik}/hh-pandya"/>`);
    expect(html).toContain('<meta property="og:type" content="profile"/>');
    expect(html).toMatch(/"@type":"Person","name":"HH Pandya"/);
    expect(html).not.toContain("window.__reactRouterContext");
  });

  test("a bowler with a Test and T20Is: a row per format, Test first, figures from the balls", async () => {
    const html = await pageHtml(`/profiles/${bumrah}/jj-bumrah`);
    const bowling = careerTable(html, "profile-bowling");
    expect([...bowling.keys()]).toEqual(["Test", "T20I"]);
    const test = await fromBalls(bumrah, ["1426557"]);
    const t20 = await fromBalls(
      bumrah,
      MATCHES.filter((id) => id !== "1426557"),
    );
    expect(bowling.get("Test")).toMatchObject({ M: "1", Wkts: String(test.wickets), BBI: test.bbi });
    expect(bowling.get("T20I")).toMatchObject({ M: String(t20.matches), Wkts: String(t20.wickets), BBI: t20.bbi });
    expect(html).toMatch(/<dt>Role<\/dt><dd>Bowler/);
    // Related articles: the report of the match he was player of the match in, which names him.
    const related = /<h2 id="profile-news">.*?<\/section>/s.exec(html)![0];
    expect(related).toContain('href="/cricket-news/report-1415719/');
    expect(related).toContain("JJ Bumrah took 3-14");
  });

  test("the coverage line names only the data's gaps that concern his matches", async () => {
    const coverage = (html: string) => cellText(/<div class="profile__coverage">(.*?)<\/div>/s.exec(html)?.[1] ?? "");
    // India: T20Is and a Test since 2018, sides Afghanistan play, whose matches Cricsheet withholds.
    const his = coverage(await pageHtml(`/profiles/${bumrah}/jj-bumrah`));
    expect(his).toMatch(/^From \d+ matches in Cricsheet's data, since .*\.\s*Cricsheet withholds men's internationals against Afghanistan/);
    expect(his).not.toMatch(/before 2001|ODIs before 2006|Tests before December 2001/);
    // Australia have never played Afghanistan in a Test: a Test career since 2024 here has no note.
    const cummins = (await d1Rows<{ person_id: string }>("SELECT DISTINCT person_id FROM match_players WHERE name = 'PJ Cummins'"))[0]!
      .person_id;
    const html = await pageHtml(`/profiles/${cummins}/pj-cummins`);
    expect(coverage(html)).toMatch(/^From 1 match in Cricsheet's data, since [^.]*\.$/);
    expect(html).not.toContain("profile__coverage-notes");
  });

  test("related articles also list the editors' stories that name him, newest first", async () => {
    const created = await admin("POST", "/api/admin/stories", {
      headline: "Bumrah's yorker, frame by frame",
      intro: "How the final's decisive over was bowled.",
      publishedTime: new Date().toISOString(),
    });
    expect(created.status).toBeLessThan(300);
    const html = await pageHtml(`/profiles/${bumrah}/jj-bumrah`);
    const related = /<h2 id="profile-news">.*?<\/section>/s.exec(html)![0];
    const headlines = [...related.matchAll(/<h3 class="story-card__headline"><a [^>]*>(.*?)<\/a>/g)].map((m) => cellText(m[1]!));
    expect(headlines[0]).toBe("Bumrah's yorker, frame by frame");
    expect(headlines).toContain("India beat Pakistan by 6 runs");
    // A story that does not name him is not his.
    expect(await pageHtml(`/profiles/${hardik}/hh-pandya`)).not.toContain("frame by frame");
  });

  test("a bio generated from the record: a 180-character preview, the full text a click away without a script, saying it is generated", async () => {
    const html = await pageHtml(`/profiles/${bumrah}/jj-bumrah`);
    const bio = /<section class="profile__block" aria-labelledby="profile-bio">.*?<\/section>/s.exec(html)![0];
    expect(bio).toContain("Generated from the match record");
    const preview = cellText(/<span class="profile__bio-preview">(.*?)<\/span>/s.exec(bio)![1]!);
    expect(preview).toMatch(/^JJ Bumrah, a bowler, has played \d+ matches in our records \(1 Test and \d+ T20Is\) for India\./);
    expect(preview.length).toBe(181);
    expect(preview.endsWith("…")).toBe(true);
    // The whole text is in the page, inside <details>: "Full profile" opens it without JavaScript.
    expect(bio).toMatch(/<details class="profile__bio"><summary>.*<span class="profile__more">Full profile<\/span><\/summary>/s);
    const full = [...bio.matchAll(/<p>(.*?)<\/p>/gs)].map((m) => cellText(m[1]!));
    expect(full[1]).toMatch(/^First match in the record: in Tests vs Australia, /);
    expect(full.join(" ")).toMatch(/Figures: .*\d+ wickets \(best \d+\/\d+\) in T20Is/);
    expect(full.at(-1)).toBe("This profile is generated from the match record (Cricsheet's ball-by-ball data), not written by an editor.");
  });

  test("a player in no rating list (one Test here: a list needs more) is told so, never as the ICC's", async () => {
    const html = await pageHtml(`/profiles/${lyon}/nm-lyon`);
    const block = /<section class="profile__block" aria-labelledby="profile-rankings">.*?<\/section>/s.exec(html)![0];
    expect(block).toContain("Cricket Edge Ratings");
    expect(cellText(block)).toContain("Not in the top 100 of any Cricket Edge rating list");
    expect(block).not.toContain("ICC Rankings");
  });

  test("addresses: without a name → 301; an unknown id → 404; a malformed id → 400 saying why", async () => {
    const short = await unfollowed(`/profiles/${bumrah}`);
    expect(short.status).toBe(301);
    expect(short.headers.get("location")).toBe(`/profiles/${bumrah}/jj-bumrah`);
    const unknown = await get("/profiles/00000000/nobody");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Content not found");
    const malformed = await get("/profiles/not-an-id/x");
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("player id must be a register id (8 hex digits) or a number");
  });
});
