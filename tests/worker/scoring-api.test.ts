/**
 * The scoring API inside workerd, against the production build: admin-only match creation,
 * per-match scorer tokens, idempotent balls, clear 400s for bad balls, corrections.
 */
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { ADMIN, client, fixture, roomSnapshot, scoredMatch, site } from "./live-helpers.ts";

const json = (body: unknown, token?: string): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

describe("creating a scored match", () => {
  test("needs admin rights, checks the info, and answers the match page", async () => {
    const info = fixture("1415755").info;
    expect((await site("/api/scoring/matches", json({ info }))).status).toBe(401);
    expect((await site("/api/scoring/matches", json({ info }, "not-the-token"))).status).toBe(401);

    const bad = await site("/api/scoring/matches", json({ info: { ...info, teams: ["India"] } }, ADMIN));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^info\.teams/);

    const created = await site("/api/scoring/matches", json({ info, startTime: "2026-11-22T14:00:00Z" }, ADMIN));
    expect(created.status).toBe(201);
    const body = (await created.json()) as { matchId: number; url: string; live: string };
    expect(body.matchId).toBeGreaterThan(100_000_000);
    expect(body.url).toBe(`/live-cricket-scores/${body.matchId}/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024`);
    expect(body.live).toBe(`/live/match/${body.matchId}`);
    const row = await env.DB.prepare(
      "SELECT source, state, start_time, toss_winner_id, winner_id, (SELECT count(*) FROM innings WHERE match_id = m.id) AS innings, (SELECT count(*) FROM match_players WHERE match_id = m.id) AS players, (SELECT count(*) FROM imported_files WHERE key = CAST(m.id AS TEXT)) AS files FROM matches m WHERE id = ?",
    )
      .bind(body.matchId)
      .first();
    expect(row).toEqual({
      source: "scoring",
      state: "Preview",
      start_time: Date.parse("2026-11-22T14:00:00Z"),
      toss_winner_id: null,
      winner_id: null,
      innings: 0,
      players: 22,
      files: 0,
    });
  });

  test("an Idempotency-Key makes a retried create return the same match", async () => {
    const request = () =>
      site("/api/scoring/matches", {
        ...json({ info: fixture("1415711").info }, ADMIN),
        headers: { authorization: `Bearer ${ADMIN}`, "content-type": "application/json", "idempotency-key": "create-once" },
      });
    const first = await request();
    const second = await request();
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(((await second.json()) as { matchId: number }).matchId).toBe(((await first.json()) as { matchId: number }).matchId);
  });
});

test("scorer tokens: required, valid for their own match only, stored as a hash", async () => {
  const a = await scoredMatch();
  const b = await scoredMatch();
  const toss = { winner: "India", decision: "bat" };
  expect((await a.call("POST", "/toss", toss, "")).status).toBe(401);
  const wrong = await a.call("POST", "/toss", toss, b.token);
  expect(wrong.status).toBe(403);
  expect(wrong.body.error).toBe(`This scorer token is for match ${b.matchId}, not ${a.matchId}`);
  expect((await a.call("POST", "/toss", toss)).status).toBe(200);
  const stored = await env.DB.prepare("SELECT token_hash FROM scorer_tokens WHERE match_id = ?")
    .bind(a.matchId)
    .all<{ token_hash: string }>();
  expect(stored.results).toHaveLength(1);
  expect(stored.results[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored.results[0]!.token_hash).not.toContain(a.token);
  // Only an admin makes tokens.
  expect((await client.call("POST", `/api/scoring/matches/${a.matchId}/tokens`, a.token, {})).status).toBe(401);
});

describe("balls", () => {
  test("the same ball posted twice (a retry) is stored once and answered the same", async () => {
    const match = await scoredMatch();
    await match.play(2); // toss, first innings
    const ball = match.steps[0]!.body;
    const [first, retry] = await Promise.all([match.call("POST", "/deliveries", ball), match.call("POST", "/deliveries", ball)]);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(first.body).toMatchObject({
      success: true,
      innings: 1,
      position: 0,
      over: 0,
      overLabel: "0.1",
      score: { runs: 1, wickets: 0, overs: "0.1" },
    });
    const later = await match.call("POST", "/deliveries", ball);
    expect(later.body).toEqual(first.body);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM deliveries WHERE match_id = ?")
      .bind(match.matchId)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);

    // A different ball at a taken position is a conflict, not a silent overwrite.
    const other = await match.call("POST", "/deliveries", { ...(ball as object), runs: { batter: 4, extras: 0, total: 4 } });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe(
      `position 0 of innings 1 already holds a different ball: PUT /api/scoring/matches/${match.matchId}/deliveries/1/0 to replace it`,
    );
  });

  test("bad balls are answered 400 with what is wrong", async () => {
    const match = await scoredMatch();
    const early = await match.call("POST", "/deliveries", match.steps[2]!.body);
    expect(early).toEqual({ status: 400, body: { success: false, error: "no innings has started: start one first (POST …/innings)" } });
    await match.play(2);
    const ball = match.steps[0]!.body as Record<string, unknown>;
    const refused = async (body: unknown) => {
      const answer = await match.call("POST", "/deliveries", body);
      return `${answer.status} ${answer.body.error}`;
    };
    expect(await refused({ ...ball, batter: "DG Bradman" })).toBe('400 unknown player "DG Bradman" (batter): not in this match');
    expect(await refused({ ...ball, bowler: "V Kohli" })).toBe(`400 unknown player "V Kohli" (bowler): not in South Africa's players`);
    expect(await refused({ ...ball, runs: { batter: 12, extras: 0, total: 12 } })).toBe("400 impossible runs: 12 off the bat");
    expect(await refused({ ...ball, runs: { batter: 1, extras: 0, total: 4 } })).toBe(
      "400 impossible runs: runs.total is 4 but batter 1 + extras 0 is 1",
    );
    expect(await refused({ ...ball, runs: { batter: -1, extras: 0, total: -1 } })).toMatch(/^400 runs\.batter: /);
    expect(await refused({ ...ball, position: 5 })).toBe("409 innings 1 has 0 balls: the next ball is at position 0, not 5");
    expect(await refused({ ...ball, innings: 2 })).toBe("400 innings 2 has not started (innings 1 is in play)");
    const notJson = await site(`/api/scoring/matches/${match.matchId}/deliveries`, {
      method: "POST",
      headers: { authorization: `Bearer ${match.token}` },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ success: false, error: "the body is not JSON" });

    // After the innings closed.
    expect((await match.call("POST", "/innings/1/end", {})).status).toBe(200);
    expect(await refused(ball)).toBe("400 innings 1 is closed: no ball can be added to it");
    expect((await site("/api/scoring/matches/123/deliveries", json(ball, ADMIN))).status).toBe(404);
  });

  test("a ball after the overs are used up is refused", async () => {
    const match = await scoredMatch();
    await match.play(2 + 127); // the whole first innings: 20 overs, 127 balls
    const anyBall = fixture("1415755").innings[0]!.overs[19]!.deliveries[0]!;
    const answer = await match.call("POST", "/deliveries", { ...anyBall, innings: 1, over: 20, position: 127 });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("innings 1 is over (176-7 in 20 overs): no ball can be added to it");
  });

  test("corrections: a ball replaced or undone by position; D1 and the live snapshot follow", async () => {
    const match = await scoredMatch();
    await match.play(2 + 3);
    const stored = async () =>
      env.DB.prepare("SELECT runs, wickets, legal_balls FROM innings WHERE match_id = ? AND innings_no = 1").bind(match.matchId).first();
    const before = (await stored()) as { runs: number };
    const position1 = fixture("1415755").innings[0]!.overs[0]!.deliveries[1]!;
    const six = { ...position1, over: 0, runs: { batter: 6, extras: 0, total: 6 } };
    const replaced = await match.call("PUT", "/deliveries/1/1", six);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ replaced: true, position: 1 });
    const after = (await stored()) as { runs: number };
    expect(after.runs).toBe(before.runs - position1.runs.total + 6);
    // The striker's stored innings line follows the correction in the same write.
    const line = await env.DB.prepare(
      "SELECT sum(runs) AS runs, sum(balls) AS balls FROM player_innings WHERE match_id = ? AND bat_position IS NOT NULL",
    )
      .bind(match.matchId)
      .first<{ runs: number; balls: number }>();
    const deliveries = await env.DB.prepare("SELECT sum(runs_batter) AS runs, sum(wides = 0) AS balls FROM deliveries WHERE match_id = ?")
      .bind(match.matchId)
      .first<{ runs: number; balls: number }>();
    expect(line).toEqual(deliveries);
    expect(line!.balls).toBe(3);
    // So does the stand at the crease (the stats query's partnerships, migration 0046).
    const stand = async () =>
      env.DB.prepare("SELECT sum(runs) AS runs, sum(balls) AS balls FROM partnerships WHERE match_id = ?").bind(match.matchId).first();
    expect(await stand()).toEqual({ runs: after.runs, balls: 3 });
    expect((await roomSnapshot(match.matchId)).innings[0]).toMatchObject({ runs: after.runs, overs: "0.3" });

    expect((await match.call("DELETE", "/deliveries/1/0")).status).toBe(409); // only the last ball
    const undone = await match.call("DELETE", "/deliveries/1/2");
    expect(undone.body).toMatchObject({ undone: { innings: 1, position: 2 }, balls: 2 });
    expect(await stored()).toMatchObject({ legal_balls: 2 });
    const balls = await env.DB.prepare("SELECT sum(balls) AS balls FROM player_innings WHERE match_id = ?").bind(match.matchId).first();
    expect(balls).toEqual({ balls: 2 });
    expect((await stand())!.balls).toBe(2);
    const teamLines = await env.DB.prepare("SELECT count(*) AS n FROM team_matches WHERE match_id = ?").bind(match.matchId).first();
    expect(teamLines).toEqual({ n: 0 }); // in play: in no table yet
    const live = await roomSnapshot(match.matchId);
    expect(live.balls).toEqual([2]);
    expect(live.innings[0]!.overs).toBe("0.2");
    // The undone position takes a ball again.
    const third = fixture("1415755").innings[0]!.overs[0]!.deliveries[2]!;
    expect((await match.call("POST", "/deliveries", { ...third, innings: 1, over: 0, position: 2 })).status).toBe(200);
  });
});

test("toss, state changes with a note, squads and the result change what pages show", async () => {
  const match = await scoredMatch("1415755", null);
  await match.play(1); // toss
  expect((await roomSnapshot(match.matchId)).status).toBe("India opt to bat");
  expect((await match.call("POST", "/state", { state: "Delay", note: "Rain delay" })).status).toBe(200);
  expect(await roomSnapshot(match.matchId)).toMatchObject({ state: "Delay", status: "Rain delay" });
  expect((await match.call("POST", "/state", { state: "Complete" })).status).toBe(400);

  const squad = [...fixture("1415755").info.players["India"]!];
  expect(squad).toContain("RG Sharma");
  const without = squad.filter((name) => name !== "RG Sharma");
  expect((await match.call("PUT", "/players", { team: "India", players: without })).status).toBe(200);
  await match.play(1); // the first innings starts: Rohit walks out, but is no longer in the side…
  const refused = await match.call("POST", "/deliveries", match.steps[0]!.body);
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatch(/^unknown player "RG Sharma" \((batter|non-striker)\): not in India's players$/);
  expect((await match.call("PUT", "/players", { team: "India", players: squad })).status).toBe(200);
  await match.play(1);
  // Someone who has played cannot be dropped.
  const late = await match.call("PUT", "/players", { team: "India", players: without });
  expect(late).toEqual({
    status: 400,
    body: { success: false, error: "RG Sharma already played in this match and must stay in India's players" },
  });
  await match.play(match.steps.length);
  const live = await roomSnapshot(match.matchId);
  expect(live).toMatchObject({ state: "Complete", status: "India won by 7 runs" });
  const row = await env.DB.prepare("SELECT state, winner_id IS NOT NULL AS won, by_runs, player_of_match FROM matches WHERE id = ?")
    .bind(match.matchId)
    .first();
  expect(row).toEqual({ state: "Complete", won: 1, by_runs: 7, player_of_match: '["ba607b88"]' });
});

test("an admin deletes a scored match: its rows go, its sockets close with 4404, its pages 404", async () => {
  const match = await scoredMatch();
  await match.play(2 + 3);
  const response = await site(`/live/match/${match.matchId}`, { headers: { upgrade: "websocket" } });
  const socket = response.webSocket!;
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
  socket.accept();
  expect((await client.call("DELETE", `/api/scoring/matches/${match.matchId}`, match.token)).status).toBe(401);
  expect((await client.call("DELETE", `/api/scoring/matches/${match.matchId}`, ADMIN)).body).toEqual({
    success: true,
    matchId: match.matchId,
    deleted: true,
  });
  expect(await closed).toBe(4404);
  const left = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM matches WHERE id = ?1) + (SELECT count(*) FROM innings WHERE match_id = ?1) + (SELECT count(*) FROM deliveries WHERE match_id = ?1)
       + (SELECT count(*) FROM match_players WHERE match_id = ?1) + (SELECT count(*) FROM scoring_matches WHERE match_id = ?1) + (SELECT count(*) FROM scorer_tokens WHERE match_id = ?1) AS n`,
  )
    .bind(match.matchId)
    .first<{ n: number }>();
  expect(left?.n).toBe(0);
  expect((await site(`/live/match/${match.matchId}`)).status).toBe(404);
  expect((await match.call("POST", "/deliveries", match.steps[0]!.body)).status).toBe(401); // its tokens went too
  expect((await match.call("POST", "/deliveries", match.steps[0]!.body, ADMIN)).status).toBe(404);
  // Imported matches cannot be deleted this way.
  expect((await client.call("DELETE", "/api/scoring/matches/1415755", ADMIN)).status).toBe(404);
});
