/**
 * Fuzzing every route kind and every write endpoint (issue 16): seeded, bounded, in workerd
 * against the production build. Whatever the URL or body, the answer is below 500 and shows no
 * stack trace. A failure prints the seed's request so it can be replayed.
 */
import { beforeAll, test } from "vitest";
import { checkMutatedUrls, expectNoServerError, fetchSite, random, SEED, URL_CASES, WEIRD } from "./fuzz-cases.ts";
import { importFixtures } from "./import.ts";
import { fixture } from "./live-helpers.ts";

const BODY_CASES = 500;
const ADMIN = { authorization: "Bearer dev-admin-token" };

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

test(`the first ${URL_CASES / 2} of ${URL_CASES} mutated URLs of every route kind: never a 5xx, never a stack trace`, {
  timeout: 300_000,
}, async () => {
  await checkMutatedUrls(0, URL_CASES / 2);
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
