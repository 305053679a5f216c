/**
 * The stored aggregates' reads (app/data/embedded/store/aggregates.server.ts) on real matches:
 * each is a few indexed rows — the plans are checked, so pages stay as fast with every Test since
 * 2001 as with a handful of matches — and a re-import replaces a match's share, never adds to it.
 */
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import {
  CAREER_LINES_SQL,
  CAREER_MATCHES_SQL,
  CAREER_SQL,
  careerRows,
  PLAYED_MATCHES_SQL,
  STANDINGS_SQL,
  TEAM_RESULTS_SQL,
  VENUE_RECORDS_SQL,
  venueRecords,
} from "../../app/data/embedded/store/aggregates.server.ts";
import { importFixtures } from "./import.ts";

const plan = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
  ).results.map((row) => row.detail);

test("every aggregate read is an index search, never a scan", async () => {
  const plans = {
    career: await plan(CAREER_SQL, "ba607b88"),
    played: await plan(PLAYED_MATCHES_SQL, "ba607b88"),
    // the profile page's two reads (app/data/embedded/profiles.server.ts)
    profileLines: await plan(CAREER_LINES_SQL, "ba607b88"),
    profileMatches: await plan(CAREER_MATCHES_SQL, "ba607b88"),
    standings: await plan(STANDINGS_SQL, 1),
    teamResults: await plan(TEAM_RESULTS_SQL, 1, "T20"),
    venue: await plan(VENUE_RECORDS_SQL, 1),
  };
  expect(plans.career.join(" | ")).toContain("SEARCH player_innings USING INDEX player_innings_career (person_id=?)");
  expect(plans.played.join(" | ")).toContain("SEARCH p USING INDEX match_players_person (person_id=?)");
  expect(plans.played.join(" | ")).toContain("SEARCH m USING INTEGER PRIMARY KEY (rowid=?)");
  expect(plans.profileLines.join(" | ")).toContain("SEARCH player_innings USING INDEX player_innings_career (person_id=?)");
  expect(plans.profileMatches.join(" | ")).toContain("SEARCH p USING INDEX match_players_person (person_id=?)");
  expect(plans.profileMatches.join(" | ")).toContain("SEARCH m USING INTEGER PRIMARY KEY (rowid=?)");
  expect(plans.standings.join(" | ")).toContain("SEARCH s USING INDEX sqlite_autoindex_series_standings_1 (series_id=?)");
  expect(plans.teamResults.join(" | ")).toContain("SEARCH team_matches USING INDEX team_matches_team (team_id=? AND match_type=?)");
  expect(plans.venue.join(" | ")).toContain("SEARCH venue_records USING INDEX sqlite_autoindex_venue_records_1 (venue_id=?)");
  for (const [name, lines] of Object.entries(plans)) {
    expect(
      lines.filter((line) => /^SCAN (player_innings|team_matches|matches|match_players|series_standings|venue_records)\b/.test(line)),
      name,
    ).toEqual([]);
  }
});

test("a match imported again replaces its share of careers, tables and venue records", async () => {
  await importFixtures("1415755");
  const rohit = "ba607b88"; // RG Sharma
  const venue = await env.DB.prepare("SELECT venue_id FROM matches WHERE id = 1415755").first<{ venue_id: number }>();
  const before = { career: await careerRows(env.DB, rohit), venue: await venueRecords(env.DB, venue!.venue_id) };
  expect(before.career).toHaveLength(1);
  expect(before.career[0]).toMatchObject({ match_type: "T20", matches: 1, innings: 1 });
  expect(before.venue[0]).toMatchObject({ matches: 1 });
  await importFixtures("1415755");
  expect({ career: await careerRows(env.DB, rohit), venue: await venueRecords(env.DB, venue!.venue_id) }).toEqual(before);
});
