/**
 * One team, many names (docs/decisions/036) through the scoring API, inside workerd against the
 * build: a match created under a renamed franchise's old name is stored under the franchise's one
 * team, its balls' lines credit that team, and its page names the side as it played.
 */
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { parseCricsheet } from "../../app/data/cricsheet.ts";
import { createMatch, replaySteps, stepPlayer } from "../../scripts/lib/replay-core.ts";
import { importFixtures } from "./import.ts";
import { ADMIN, client, site } from "./live-helpers.ts";

/** IPL 2025's match 2 (Sunrisers Hyderabad v Rajasthan Royals), with one side renamed. */
const renamed = (from: string, to: string) => parseCricsheet(env.TEST_MATCHES["1473439"]!.replaceAll(from, to));

test("a scored match under an old name (Delhi Daredevils) is the franchise's (Delhi Capitals): one team row, the old name on its page", async () => {
  // An imported match under the current name first, then a scored one under the old name.
  await importFixtures("1473440");
  const current = renamed("Sunrisers Hyderabad", "Delhi Capitals");
  const old = renamed("Sunrisers Hyderabad", "Delhi Daredevils");
  const now = await createMatch(client, current, ADMIN);
  const then = await createMatch(client, old, ADMIN);
  // The old-name match's toss, innings start and first balls, through the scoring API (player and team lines by name).
  await stepPlayer(client, then, replaySteps(old, { innings: 1 }))(12);

  const teams = (
    await env.DB.prepare("SELECT id, name FROM teams WHERE name LIKE 'Delhi%' AND gender = 'male' AND team_type = 'club'").all<{
      id: number;
      name: string;
    }>()
  ).results;
  expect(teams.map((t) => t.name)).toEqual(["Delhi Capitals"]);
  const delhi = teams[0]!.id;
  const sides = await env.DB.prepare("SELECT id, team1_id, team1_name FROM matches WHERE id IN (?, ?) ORDER BY id")
    .bind(now.matchId, then.matchId)
    .all<{ id: number; team1_id: number; team1_name: string }>();
  expect(sides.results.map((m) => [m.team1_id, m.team1_name])).toEqual([
    [delhi, "Delhi Capitals"],
    [delhi, "Delhi Daredevils"],
  ]);
  // Squads and the balls' lines went to the one team.
  const credited = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM match_players WHERE match_id = ?1 AND team_id = ?2) AS players,
       (SELECT count(*) FROM player_innings WHERE match_id = ?1 AND team_id = ?2) AS lines`,
  )
    .bind(then.matchId, delhi)
    .first<{ players: number; lines: number }>();
  expect(credited!.players).toBe(old.info.players["Delhi Daredevils"]!.length);
  expect(credited!.lines).toBeGreaterThan(0);

  // The match page and its scorecard say Delhi Daredevils (DD); the team page is Delhi Capitals'.
  expect(then.url).toContain("delhi-daredevils");
  const page = await (await site(then.url)).text();
  expect(page).toMatch(/<title>[^<]*Delhi Daredevils/);
  const team = await (await site(`/cricket_team/delhi-capitals/${delhi}`)).text();
  expect(team).toContain("Delhi Capitals");
  // Search finds the team by its old name.
  const search = await (await site(`/search?${new URLSearchParams({ q: "Delhi Daredevils" })}`)).text();
  expect(search).toContain(`/cricket_team/delhi-capitals/${delhi}`);
});
