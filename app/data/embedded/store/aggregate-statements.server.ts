/**
 * The stored aggregates of one match (migration 0007): its player lines and stands (0046), and, once it is over, its
 * two team lines, as derived by the core (app/cricket/aggregates.ts). The statements replace what
 * was stored for the match, so they go into the same batch as every write that changes its balls
 * or result; series standings and venue records follow by trigger.
 */
import { partnershipLines, playerInningsLines, teamMatchLines } from "../../../cricket/aggregates.ts";
import { mainInnings } from "../../../cricket/chase.ts";
import type { MatchInput } from "../../../cricket/types.ts";

const TEAM_OF_MATCH = "(SELECT team_id FROM team_names WHERE name = value->>'team' AND gender = m.gender AND team_type = m.team_type)";

export function playerLineStatements(db: D1Database, matchId: number, match: MatchInput): D1PreparedStatement[] {
  // Flat arrays (one JSON parse per value->>N) and the team as 0/1 for team1/team2: this insert
  // runs for every imported match, so it is kept to plain column reads.
  const rows = playerInningsLines(match).map((line) => {
    const bat = line.batting;
    const bowl = line.bowling;
    return [
      line.innings + 1,
      line.person,
      match.teams.indexOf(line.team),
      ...(bat
        ? [bat.position, bat.runs, bat.balls, bat.fours, bat.sixes, bat.out ? 1 : 0, bat.how ?? null]
        : [null, null, null, null, null, null, null]),
      ...(bowl ? [bowl.legalBalls, bowl.maidens, bowl.runs, bowl.wickets, bowl.wides, bowl.noBalls] : [null, null, null, null, null, null]),
      line.catches,
      line.stumpings,
      line.runOuts,
    ];
  });
  return [
    db.prepare("DELETE FROM player_innings WHERE match_id = ?").bind(matchId),
    db
      .prepare(
        // Each line's array taken out once (MATERIALIZED), as for the deliveries (match-statements).
        `WITH line(v) AS MATERIALIZED (SELECT value FROM json_each(?1))
         INSERT INTO player_innings (match_id, innings_no, person_id, team_id, match_type, team_type, series_id, start_date,
           bat_position, runs, balls, fours, sixes, out, how_out,
           bowl_balls, maidens, runs_conceded, wickets, wides, noballs, catches, stumpings, run_outs)
         SELECT m.id, v->>0, v->>1, CASE v->>2 WHEN 0 THEN m.team1_id ELSE m.team2_id END,
           m.match_type, m.team_type, m.series_id, m.start_date,
           v->>3, v->>4, v->>5, v->>6, v->>7, v->>8, v->>9,
           v->>10, v->>11, v->>12, v->>13, v->>14, v->>15, v->>16, v->>17, v->>18
         FROM matches m, line WHERE m.id = ?2`,
      )
      .bind(JSON.stringify(rows), matchId),
    ...partnershipStatements(db, matchId, match),
  ];
}

/**
 * The match's stands (the stats query's partnerships view, migration 0046): replaced with its
 * player lines, so every write that changes its balls (import, scoring, undo) changes them too.
 */
export function partnershipStatements(db: D1Database, matchId: number, match: MatchInput): D1PreparedStatement[] {
  const rows = partnershipLines(match).map((line) => [
    line.innings + 1,
    line.stand,
    line.wicket,
    match.teams.indexOf(line.team),
    line.batters[0],
    line.batters[1],
    line.runs,
    line.balls,
    line.shares[0].runs,
    line.shares[0].balls,
    line.shares[1].runs,
    line.shares[1].balls,
    line.unbroken ? 1 : 0,
  ]);
  return [
    db.prepare("DELETE FROM partnerships WHERE match_id = ?").bind(matchId),
    db
      .prepare(
        `WITH line(v) AS MATERIALIZED (SELECT value FROM json_each(?1))
         INSERT INTO partnerships (match_id, innings_no, stand_no, wicket, team_id, match_type, team_type, gender, series_id, start_date,
           batter1, batter2, runs, balls, runs1, balls1, runs2, balls2, unbroken, pair)
         SELECT m.id, v->>0, v->>1, v->>2, CASE v->>3 WHEN 0 THEN m.team1_id ELSE m.team2_id END,
           m.match_type, m.team_type, m.gender, m.series_id, m.start_date,
           v->>4, v->>5, v->>6, v->>7, v->>8, v->>9, v->>10, v->>11, v->>12,
           min(v->>4, v->>5) || ',' || max(v->>4, v->>5)
         FROM matches m, line WHERE m.id = ?2`,
      )
      .bind(JSON.stringify(rows), matchId),
  ];
}

/**
 * The team lines of a match: written when `finished`, else removed (a match reopened or still in
 * play counts in no table).
 */
export function teamLineStatements(db: D1Database, matchId: number, match: MatchInput, finished: boolean): D1PreparedStatement[] {
  const statements = [db.prepare("DELETE FROM team_matches WHERE match_id = ?").bind(matchId)];
  if (!finished) return statements;
  // No ball bowled: neither side batted first, and the match is no ground record (venue triggers).
  const battedFirst = mainInnings(match)[0]?.innings.team ?? null;
  const lines = teamMatchLines(match).map(
    (line): StoredTeamLine => ({
      ...line,
      battedFirst: line.team === battedFirst ? 1 : 0,
      tieBreak: line.result === "tied" && line.tieBreakWon ? "won" : null,
      points: line.points ?? null,
    }),
  );
  // The other side of a tie-break win lost it.
  if (lines.some((line) => line.tieBreak === "won")) for (const line of lines) line.tieBreak ??= "lost";
  statements.push(teamLineInsert(db, matchId, lines));
  return statements;
}

export interface StoredTeamLine {
  team: string;
  opponent: string;
  result: string;
  tieBreak: "won" | "lost" | null;
  points: number | null;
  battedFirst: 0 | 1;
  runsFor: number;
  ballsFor: number;
  runsAgainst: number;
  ballsAgainst: number;
}

/**
 * Inserts a match's team lines. League tables take limited-overs matches of a league stage (no
 * knockout stage), one table per group, and never a match voided and replayed as a new one.
 */
export function teamLineInsert(db: D1Database, matchId: number, lines: readonly StoredTeamLine[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO team_matches (match_id, team_id, opponent_id, match_type, gender, start_date, series_id, venue_id, table_group,
         result, tie_break, points, batted_first, runs_for, balls_for, runs_against, balls_against)
       SELECT m.id, ${TEAM_OF_MATCH},
         (SELECT team_id FROM team_names WHERE name = value->>'opponent' AND gender = m.gender AND team_type = m.team_type),
         m.match_type, m.gender, m.start_date, m.series_id, m.venue_id,
         CASE WHEN value->>'points' IS NOT NULL AND m.event_stage IS NULL
           AND NOT EXISTS (SELECT 1 FROM match_replays r WHERE r.match_id = m.id) THEN coalesce(m.event_group, '') END,
         value->>'result', value->>'tieBreak', value->>'points', value->>'battedFirst',
         value->>'runsFor', value->>'ballsFor', value->>'runsAgainst', value->>'ballsAgainst'
       FROM matches m, json_each(?) WHERE m.id = ?`,
    )
    .bind(JSON.stringify(lines), matchId);
}
