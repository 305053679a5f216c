/**
 * Live blogs (issue 14): an editor writes entries for a match at /admin/live-blog; the match's Live
 * Blog tab shows them newest first, sanitised; each entry reaches open pages through the match room.
 */
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { openSocket, roomSnapshot, scoredMatch } from "./live-helpers.ts";
import { get } from "./site-helpers.ts";

let cookie = "";
const TAB = "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024/live-blog";

function deskPost(fields: Record<string, string>, headers: Record<string, string> = { origin: "http://site" }) {
  return exports.default.fetch(
    new Request("http://site/admin/live-blog", {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
    }),
  );
}

const entry = (matchId: number, body: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  matchId: String(matchId),
  author: "Desk",
  body,
  clientToken: crypto.randomUUID(),
  ...extra,
});

/** The tab as a reader gets it (signed in as the editor: never an edge copy). */
const tab = async (path = TAB) => (await (await get(path, { cookie })).text()).replaceAll("<!-- -->", "");

beforeAll(async () => {
  await importFixtures("1415755");
  const login = await exports.default.fetch(
    new Request("http://site/admin", {
      method: "POST",
      body: new URLSearchParams({ intent: "login", token: "dev-admin-token" }),
      redirect: "manual",
      headers: { origin: "http://site", "content-type": "application/x-www-form-urlencoded" },
    }),
  );
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  expect(cookie).toMatch(/^ce_admin=/);
});

describe("the Live Blog tab", () => {
  test("with no entries it says the spec's text", async () => {
    expect(await tab()).toContain("There is no live blog for this match.");
  });

  test("shows the editors' entries newest first, their Markdown sanitised, a form sent twice stored once", async () => {
    const first = entry(1415755, "**Toss**: India bat first.");
    expect((await deskPost(first)).status).toBe(302);
    expect((await deskPost(first)).status).toBe(302); // the same form again
    const second = entry(1415755, "Kohli 76. <script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3))");
    expect((await deskPost(second)).headers.get("location")).toBe("/admin/live-blog?match=1415755");
    const page = await tab();
    const bodies = [...page.matchAll(/<div class="live-blog__body">(.*?)<\/div>/gs)].map((m) => m[1]!);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain("Kohli 76.");
    expect(bodies[0]).not.toMatch(/<script|alert|onerror|javascript:/);
    expect(bodies[1]).toContain("<strong>Toss</strong>: India bat first.");
    expect(page).not.toContain("There is no live blog for this match.");
  });

  test("older entries by the last entry's id; a malformed cursor is a 400 with a message", async () => {
    const bad = await get(`${TAB}?before=abc`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("before must be an entry id (digits)");
    const ids = [...(await tab()).matchAll(/data-entry="(\d+)"/g)].map((m) => Number(m[1]));
    const older = await tab(`${TAB}?before=${ids[0]}`);
    expect([...older.matchAll(/data-entry="(\d+)"/g)].map((m) => Number(m[1]))).toEqual(ids.slice(1));
  });

  test("refused: a cross-site post, a signed-out post, an empty entry, a bad match id; nothing stored", async () => {
    const before = (await tab()).match(/data-entry=/g)?.length ?? 0;
    // refused by React Router's own origin check (400) or the desk's (403)
    expect([400, 403]).toContain((await deskPost(entry(1415755, "from elsewhere"), { origin: "https://evil.example" })).status);
    const signedOut = await exports.default.fetch(
      new Request("http://site/admin/live-blog", {
        method: "POST",
        body: new URLSearchParams(entry(1415755, "anon")),
        redirect: "manual",
        headers: { origin: "http://site" },
      }),
    );
    // the action refuses it (401) and the page sends the reader to the sign-in on /admin
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/admin");
    const empty = await deskPost(entry(1415755, "   "));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write something first");
    const badMatch = await deskPost(entry(0, "zero"));
    expect(badMatch.status).toBe(400);
    expect(await badMatch.text()).toContain("Match id must be a positive whole number");
    expect((await tab()).match(/data-entry=/g)?.length ?? 0).toBe(before);
  });

  test("an entry can be deleted", async () => {
    const ids = [...(await tab()).matchAll(/data-entry="(\d+)"/g)].map((m) => m[1]!);
    expect((await deskPost({ intent: "delete", id: ids[0]! })).status).toBe(302);
    expect((await tab()).match(/data-entry=/g)?.length).toBe(ids.length - 1);
    expect((await deskPost({ intent: "delete", id: ids[0]! })).status).toBe(404);
  });
});

test("an entry reaches the open pages of a live match through its room: one sequenced 'blog' event", async () => {
  const match = await scoredMatch();
  await match.play(2 + 6);
  const seq = (await roomSnapshot(match.matchId)).seq;
  const socket = await openSocket(`/live/match/${match.matchId}`);
  await socket.until(() => socket.messages.length > 0, "the snapshot");
  expect((await deskPost(entry(match.matchId, "Rain has stopped."))).status).toBe(302);
  await socket.untilSeq(seq + 1);
  expect(socket.messages.at(-1)).toMatchObject({ type: "blog", seq: seq + 1, matchId: match.matchId });
  socket.close();
  // the page at that seq shows the entry
  const page = await (await get(`/live-cricket-scores/${match.matchId}/x/live-blog`, { cookie })).text();
  expect(page).toContain("Rain has stopped.");
});
