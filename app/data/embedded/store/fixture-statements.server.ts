/**
 * The fixtures list (app/data/fixtures.ts) as D1 writes. A fixture with a match is stored as a
 * match without balls (source 'fixture') through the importer's own statements, so series, venues
 * and tables treat it as any other; a replay marks the voided match so it leaves its table.
 */
import { leaguePoints } from "../../../cricket/aggregates.ts";
import { parseCricsheet } from "../../cricsheet.ts";
import { fixtureAsCricsheet, fixtureNote, fixtureRunRateParts, type Fixture } from "../../fixtures.ts";
import type { TeamNames } from "../../team-names-file.ts";
import { teamLineInsert, type StoredTeamLine } from "./aggregate-statements.server.ts";
import { insertInnings } from "./innings-statements.server.ts";
import { matchStatements } from "./match-statements.server.ts";

export const FIXTURES_PATH = "data/fixtures.csv";

/** The statements that store one fixture row (one D1 batch: all or nothing). */
export function fixtureStatements(db: D1Database, fixture: Fixture, contentHash: string, teamNames: TeamNames): D1PreparedStatement[] {
  if (fixture.kind === "replayed") {
    return [
      db
        .prepare(
          `INSERT INTO match_replays (match_id, replayed_by, source_url) VALUES (?, ?, ?)
           ON CONFLICT (match_id) DO UPDATE SET replayed_by = excluded.replayed_by, source_url = excluded.source_url`,
        )
        .bind(fixture.id, fixture.replayed_by, fixture.source),
      // Already imported: it leaves its table now (standings follow by trigger).
      db.prepare("UPDATE team_matches SET table_group = NULL WHERE match_id = ?").bind(fixture.id),
      importedStatement(db, `replay:${fixture.id}`, contentHash),
    ];
  }
  const match = parseCricsheet(JSON.stringify(fixtureAsCricsheet(fixture)));
  const statements = matchStatements(db, fixture.id, match, { contentHash, path: FIXTURES_PATH, origin: "fixture" }, { teamNames });
  statements.push(
    db.prepare("UPDATE matches SET note = ?, source_url = ? WHERE id = ?").bind(fixtureNote(fixture), fixture.source, fixture.id),
  );
  if (fixture.kind === "result") {
    // Points and net run rate from the scores (there are no balls to derive them from).
    const parts = fixtureRunRateParts(fixture);
    const winner = match.info.outcome.winner;
    const lines = [fixture.team1, fixture.team2].map((team, i): StoredTeamLine => {
      const result = winner === undefined ? "tied" : winner === team ? "won" : "lost";
      return {
        team,
        opponent: i === 0 ? fixture.team2 : fixture.team1,
        result,
        tieBreak: null,
        points: leaguePoints(result, false, false),
        battedFirst: i === 0 ? 1 : 0,
        ...parts[team]!,
      };
    });
    // The two totals (no balls): lists show the scores, venue records count them.
    const innings = [
      [1, fixture.team1, fixture.team2, fixture.score1],
      [2, fixture.team2, fixture.team1, fixture.score2],
    ] as const;
    statements.push(
      db.prepare("DELETE FROM team_matches WHERE match_id = ?").bind(fixture.id),
      ...innings.map(([inningsNo, battingTeam, bowlingTeam, score]) =>
        insertInnings(db, fixture.id, {
          inningsNo,
          battingTeam,
          bowlingTeam,
          totals: { runs: score.runs, wickets: score.wickets, legalBalls: score.balls, allOut: score.allOut, overSizes: [] },
        }),
      ),
      teamLineInsert(db, fixture.id, lines),
    );
  }
  return statements;
}

function importedStatement(db: D1Database, key: string, contentHash: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO imported_files (key, content_hash, revision, path) VALUES (?, ?, 0, ?)
       ON CONFLICT (key) DO UPDATE SET content_hash = excluded.content_hash, path = excluded.path`,
    )
    .bind(key, contentHash, FIXTURES_PATH);
}

/** A fixture row's key in imported_files (its match id, as for a Cricsheet file). */
export function fixtureKey(fixture: Fixture): string {
  return fixture.kind === "replayed" ? `replay:${fixture.id}` : String(fixture.id);
}
