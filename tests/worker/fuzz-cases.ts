/**
 * What the fuzz files share (issue 16): the seeded generator, the odd values, every route kind and
 * its mutations, and the check that an answer is below 500 with no stack trace. The 2,000 mutated
 * URLs are one seeded sequence, checked in two files side by side (fuzz.test.ts, fuzz-urls.test.ts).
 */
import { exports } from "cloudflare:workers";
import { expect } from "vitest";

export const SEED = 20261123;
export const URL_CASES = 2000;

/** mulberry32: a small seeded PRNG, so every run sends the same requests. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const WEIRD = [
  "",
  "0",
  "-1",
  "1.5",
  "1e309",
  "9007199254740993",
  "99999999999999999999999",
  "NaN",
  "null",
  "undefined",
  "true",
  "%00",
  "%00%00%00",
  "%",
  "%zz",
  "%C0%AF",
  "..",
  "../..",
  "%2e%2e%2f",
  "a".repeat(2048),
  "ü",
  "😀",
  "%F0%9F%98%80",
  "<script>",
  "'",
  '"',
  "`",
  "\\",
  "*",
  "?",
  "#",
  "&",
  "=",
  "%20",
  "+",
  "1415755",
  "100000001",
  "[]",
  "{}",
  "abc%00",
  "ab",
  "a b c d e f g h i j k l m n o p",
];

export function fetchSite(path: string, init: RequestInit = {}) {
  return exports.default.fetch(
    new Request(`http://site${path}`, { redirect: "manual", ...init, headers: { "user-agent": "Mozilla/5.0", ...(init.headers ?? {}) } }),
  );
}

export async function expectNoServerError(path: string, init: RequestInit = {}) {
  let response: Response;
  try {
    response = await fetchSite(path, init);
  } catch (error) {
    // A URL the Request constructor itself refuses never reaches the site.
    if (error instanceof TypeError && /invalid url/i.test(error.message)) return;
    throw error;
  }
  const text = await response.text();
  const where = `${init.method ?? "GET"} ${path.slice(0, 200)} ${typeof init.body === "string" ? init.body.slice(0, 200) : ""}`;
  expect(response.status, where).toBeLessThan(500);
  expect(text, where).not.toMatch(/\n\s+at [\w.<>]+ \(|TypeError:|ReferenceError:|D1_ERROR/);
}

const final = "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024";
export const ROUTES = [
  "/",
  "/cricket-match/live-scores",
  "/cricket-match/live-scores/recent-matches?type=Women",
  "/cricket-match/live-scores/upcoming-matches",
  "/live-cricket-scores/1415755",
  final,
  `${final}/scorecard`,
  `${final}/squads`,
  `${final}/highlights?innings=1&type=4`,
  `${final}/full-commentary?innings=2&player=abc&type=bowling`,
  `${final}/live-blog`,
  `${final}/match-facts`,
  `${final}/news`,
  `${final}/photos`,
  `${final}/live_line`,
  `${final}?innings=1&batter=x`,
  `${final}?before=1719680000000&inning=2`,
  "/search?q=kohli",
  "/profiles/462411b3/jj-bumrah",
  "/profiles/462411b3",
  "/cricket-stats/points-table/test/world-test-championship-2023-25",
  "/cricket-stats/points-table/odi",
  "/admin?tab=ads&edit=1",
  "/widgets/live-score/1415755",
  "/api/search?q=india",
  "/api/health",
  "/api/site-settings",
  "/api/ads?page=/&size=728x90",
  "/api/files/ads/x.png",
  "/live/match/1415755",
  "/live/ticker?since=3",
  `/api/scoring/matches/1415755`,
  "/nope/nowhere",
];

export function mutateUrl(next: () => number, base: string): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const [pathPart, query = ""] = base.split("?");
  const segments = pathPart!.split("/");
  const params = new URLSearchParams(query);
  switch (Math.floor(next() * 6)) {
    case 0: // a segment replaced
      segments[1 + Math.floor(next() * Math.max(1, segments.length - 1))] = pick(WEIRD);
      break;
    case 1: // a query value replaced or added
      params.set(
        pick(["innings", "type", "before", "inning", "batter", "bowler", "player", "q", "tab", "edit", "since", "page", "size"]),
        pick(WEIRD),
      );
      break;
    case 2: // a segment added
      segments.push(pick(WEIRD));
      break;
    case 3: // raw junk in the query, not encoded by URLSearchParams
      return `${pathPart}?${pick(WEIRD)}=${pick(WEIRD)}&${pick(WEIRD)}`;
    case 4: // a segment removed
      if (segments.length > 2) segments.splice(1 + Math.floor(next() * (segments.length - 1)), 1);
      break;
    default: // the same parameter twice
      params.append("innings", pick(WEIRD));
      params.append("innings", pick(WEIRD));
  }
  const q = params.toString();
  return `${segments.join("/")}${q ? `?${q}` : ""}`;
}

/** URL cases [from, to) of the seeded sequence (the ones before are drawn and passed over). */
export async function checkMutatedUrls(from: number, to: number) {
  const next = random(SEED);
  for (let i = 0; i < to; i++) {
    const url = mutateUrl(next, ROUTES[i % ROUTES.length]!);
    if (i >= from) await expectNoServerError(url);
  }
}
