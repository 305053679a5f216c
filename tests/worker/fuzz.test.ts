/**
 * Fuzzing every route kind and every write endpoint (issue 16): seeded, bounded, in workerd
 * against the production build. Whatever the URL or body, the answer is below 500 and shows no
 * stack trace. A failure prints the seed's request so it can be replayed.
 */
import { exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { fixture } from "./live-helpers.ts";

const SEED = 20261123;
const URL_CASES = 2000;
const BODY_CASES = 500;
const ADMIN = { authorization: "Bearer dev-admin-token" };

/** mulberry32: a small seeded PRNG, so every run sends the same requests. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEIRD = [
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

let scoredId = 0;

beforeAll(async () => {
  await importFixtures("1415755", "1426557");
  const created = await fetchSite("/api/scoring/matches", {
    method: "POST",
    headers: { ...ADMIN, "content-type": "application/json" },
    body: JSON.stringify({ info: fixture("1415711").info }),
  });
  scoredId = (await created.json<{ matchId: number }>()).matchId;
});

function fetchSite(path: string, init: RequestInit = {}) {
  return exports.default.fetch(
    new Request(`http://site${path}`, { redirect: "manual", ...init, headers: { "user-agent": "Mozilla/5.0", ...(init.headers ?? {}) } }),
  );
}

async function expectNoServerError(path: string, init: RequestInit = {}) {
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
const ROUTES = [
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

function mutateUrl(next: () => number, base: string): string {
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

test(`${URL_CASES} mutated URLs of every route kind: never a 5xx, never a stack trace`, { timeout: 300_000 }, async () => {
  const next = random(SEED);
  for (let i = 0; i < URL_CASES; i++) await expectNoServerError(mutateUrl(next, ROUTES[i % ROUTES.length]!));
});

function randomJson(next: () => number, depth = 0): unknown {
  const kind = Math.floor(next() * (depth > 2 ? 6 : 9));
  const pickWeird = () => WEIRD[Math.floor(next() * WEIRD.length)]!;
  switch (kind) {
    case 0:
      return null;
    case 1:
      return next() < 0.5;
    case 2:
      return [0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, 99][Math.floor(next() * 7)];
    case 3:
      return pickWeird();
    case 4:
      return "x".repeat(Math.floor(next() * 300));
    case 5:
      return {};
    case 6:
      return Array.from({ length: Math.floor(next() * 4) }, () => randomJson(next, depth + 1));
    default: {
      const keys = [
        "info",
        "teams",
        "players",
        "innings",
        "over",
        "position",
        "batter",
        "bowler",
        "non_striker",
        "runs",
        "extras",
        "wickets",
        "winner",
        "decision",
        "team",
        "state",
        "note",
        "outcome",
        "label",
        "headline",
        "intro",
        "body",
        "publishedTime",
        "companyName",
        "slot",
        "title",
        "linkUrl",
        "page",
        "width",
        "height",
        "imageUrl",
        "startsAt",
        "endsAt",
        "target",
        "declared",
        "super_over",
      ];
      return Object.fromEntries(
        Array.from({ length: 1 + Math.floor(next() * 5) }, () => [keys[Math.floor(next() * keys.length)]!, randomJson(next, depth + 1)]),
      );
    }
  }
}

test(`${BODY_CASES} malformed bodies to every write endpoint: 4xx answers, never a 5xx`, { timeout: 300_000 }, async () => {
  const next = random(SEED + 1);
  const endpoints: [string, string, Record<string, string>][] = [
    ["POST", "/api/scoring/matches", ADMIN],
    ["POST", `/api/scoring/matches/${scoredId}/tokens`, ADMIN],
    ["POST", `/api/scoring/matches/${scoredId}/toss`, ADMIN],
    ["POST", `/api/scoring/matches/${scoredId}/innings`, ADMIN],
    ["POST", `/api/scoring/matches/${scoredId}/innings/1/end`, ADMIN],
    ["POST", `/api/scoring/matches/${scoredId}/deliveries`, ADMIN],
    ["PUT", `/api/scoring/matches/${scoredId}/deliveries/1/0`, ADMIN],
    ["PUT", `/api/scoring/matches/${scoredId}/players`, ADMIN],
    ["POST", `/api/scoring/matches/${scoredId}/state`, ADMIN],
    ["POST", `/api/scoring/matches/${scoredId}/result`, ADMIN],
    ["PUT", "/api/admin/site-settings", ADMIN],
    ["POST", "/api/admin/ads", ADMIN],
    ["PUT", "/api/admin/ads/1", ADMIN],
    ["POST", "/api/admin/content", ADMIN],
    ["PUT", "/api/admin/content/1", ADMIN],
    ["POST", "/api/admin/stories", ADMIN],
    ["PUT", "/api/admin/stories/1", ADMIN],
    ["POST", "/api/scoring/matches/1415755/deliveries", {}],
  ];
  for (let i = 0; i < BODY_CASES; i++) {
    const [method, path, headers] = endpoints[i % endpoints.length]!;
    const raw =
      next() < 0.15
        ? ["{", "nul", '{"a":', "[1,2", "\u0000", "{}}", '"unterminated'][Math.floor(next() * 7)]!
        : JSON.stringify(randomJson(next));
    await expectNoServerError(path, { method, headers: { ...headers, "content-type": "application/json" }, body: raw });
  }
});

test("malformed admin page forms: 4xx answers, never a 5xx", async () => {
  const next = random(SEED + 2);
  const intents = ["login", "logout", "settings", "ad-create", "ad-update", "ad-delete", "upload", "", "nonsense"];
  for (let i = 0; i < 100; i++) {
    const form = new URLSearchParams();
    form.set("intent", intents[i % intents.length]!);
    for (let k = 0; k < 3; k++)
      form.set(
        ["token", "companyName", "id", "page", "size", "imageUrl", "startsAt", "whatsappUrl"][Math.floor(next() * 8)]!,
        WEIRD[Math.floor(next() * WEIRD.length)]!,
      );
    await expectNoServerError("/admin", {
      method: "POST",
      headers: { origin: "http://site", "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
  }
});
