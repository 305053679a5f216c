import { personIdResolver, toMatchInput, type CricsheetMatch } from "../../cricsheet.ts";
import { hasDayShareSlots, usualStartTime } from "../../../cricket/schedule.ts";
import type { MatchInput } from "../../../cricket/types.ts";
import { inningsTotalsOf, insertBalls, insertInnings, insertPowerplays } from "./innings-statements.server.ts";
import { placeOfCity, venueDedupeKey, venueDisplayName } from "./places.ts";
import { playerLineStatements, teamLineStatements } from "./aggregate-statements.server.ts";
import type { TeamNames } from "../../team-names-file.ts";
import { teamShortName } from "./team-names.ts";

/**
 * One Cricsheet match as the statements of a single D1 batch. D1 runs a batch as one
 * transaction, so a match is either fully written or not at all. Bulk rows travel as one JSON
 * parameter read back with json_each(), which keeps a Test match to a handful of statements.
 */

export interface MatchSource {
  /** sha-256 of the file's bytes */
  contentHash: string;
  path: string;
  /** where the match comes from: a Cricsheet file (default) or the fixtures list */
  origin?: "cricsheet" | "fixture";
}

export type ImportDecision =
  | { action: "import"; reason: "new" | "newer revision" | "changed" }
  | { action: "skip"; reason: "unchanged" | "older revision" | "same revision stored" };

/**
 * Keep the highest meta.revision; an equal revision is replaced only when the same file's bytes
 * changed. The same match in two sources (the bundle and an archive) with the same revision and
 * other bytes keeps the copy stored first: a run then leaves the database as the first run did,
 * whichever files it reads again (an archive passed by its hash is not read; decision 039).
 */
export function decideImport(
  stored: { revision: number; content_hash: string; path?: string | null } | null,
  revision: number,
  contentHash: string,
  path?: string,
): ImportDecision {
  if (!stored) return { action: "import", reason: "new" };
  if (revision < stored.revision) return { action: "skip", reason: "older revision" };
  if (revision > stored.revision) return { action: "import", reason: "newer revision" };
  if (stored.content_hash === contentHash) return { action: "skip", reason: "unchanged" };
  if (path !== undefined && stored.path && stored.path !== path) return { action: "skip", reason: "same revision stored" };
  return { action: "import", reason: "changed" };
}

export async function storedImport(db: D1Database, key: string) {
  return db
    .prepare("SELECT revision, content_hash, path FROM imported_files WHERE key = ?")
    .bind(key)
    .first<{ revision: number; content_hash: string; path: string | null }>();
}

/** A side's team by the name it played under (team_names: every name of a renamed franchise points to its one team). */
const TEAM_ID = "(SELECT team_id FROM team_names WHERE name = ? AND gender = ? AND team_type = ?)";

/**
 * Sets the start of every imported match of one competition, day, format and venue time zone:
 * ?1 (the afternoon slot) when a later-numbered match of the day follows it, else ?2 (the
 * evening slot). Matches without a number (play-offs) come after numbered ones, then by id.
 */
const DAY_SLOTS_SQL = `
  UPDATE matches SET start_time = CASE WHEN EXISTS (
      SELECT 1 FROM matches later JOIN venues lv ON lv.id = later.venue_id
      WHERE later.series_id = matches.series_id AND later.start_date = matches.start_date
        AND later.match_type = matches.match_type AND later.source = 'cricsheet' AND lv.time_zone = ?9
        AND (coalesce(later.match_number, 1000000000), later.id) > (coalesce(matches.match_number, 1000000000), matches.id)
    ) THEN ?1 ELSE ?2 END
  WHERE series_id = (SELECT id FROM series WHERE name = ?3 AND season = ?4 AND gender = ?5)
    AND start_date = ?6 AND match_type = ?7 AND team_type = ?8 AND source = 'cricsheet'
    AND venue_id IN (SELECT id FROM venues WHERE time_zone = ?9)`;

/**
 * `teamNames` (data/team-names.csv: bundledTeamNames) says which team each side's name is.
 * `finished: false` (a match the scoring API creates from its `info`, before a ball) stores no team
 * lines: an unfinished match counts in no table.
 */
export function matchStatements(
  db: D1Database,
  matchId: number,
  match: CricsheetMatch,
  source: MatchSource,
  {
    teamNames,
    finished = true,
    input,
  }: {
    teamNames: TeamNames;
    finished?: boolean;
    /** the match as the core's input, when already made from it */
    input?: MatchInput;
  },
): D1PreparedStatement[] {
  const { info, meta } = match;
  const id = personIdResolver(match);
  const core = input ?? toMatchInput(match);
  const { gender, team_type: teamType } = info;
  const team = (name: string) => [name, gender, teamType];
  const optionalTeam = (name: string | undefined) => (name ? team(name) : [null, null, null]);
  const [team1, team2] = info.teams;
  const statements: D1PreparedStatement[] = [];
  const json = (value: unknown) => JSON.stringify(value);

  // A renamed franchise is one team under its current name (data/team-names.csv); the name played
  // under points to it, so every lookup below by the file's names finds the one team.
  for (const name of info.teams) {
    const current = teamNames.teamOf(name, gender, teamType);
    statements.push(
      db
        .prepare("INSERT INTO teams (name, gender, team_type, short_name) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING")
        .bind(current, gender, teamType, teamShortName(current)),
      db
        .prepare(
          `INSERT INTO team_names (name, gender, team_type, team_id)
           VALUES (?1, ?2, ?3, (SELECT id FROM teams WHERE name = ?4 AND gender = ?2 AND team_type = ?3))
           ON CONFLICT (name, gender, team_type) DO UPDATE SET team_id = excluded.team_id WHERE team_id <> excluded.team_id`,
        )
        .bind(name, gender, teamType, current),
    );
  }

  const place = placeOfCity(info.city);
  let venueKey: string | null = null;
  if (info.venue) {
    venueKey = venueDedupeKey(info.venue, info.city);
    statements.push(
      db
        .prepare(
          "INSERT INTO venues (name, city, country, time_zone, dedupe_key) VALUES (?, ?, ?, ?, ?) ON CONFLICT (dedupe_key) DO NOTHING",
        )
        .bind(venueDisplayName(info.venue), info.city ?? null, place.country, place.timeZone, venueKey),
      db
        .prepare(
          "INSERT INTO venue_spellings (name, city, venue_id) VALUES (?, ?, (SELECT id FROM venues WHERE dedupe_key = ?)) ON CONFLICT DO NOTHING",
        )
        .bind(info.venue, info.city ?? "", venueKey),
    );
  }

  const seriesName = info.event?.name ?? `${team1} v ${team2}`;
  const startDate = info.dates[0]!;
  const endDate = info.dates[info.dates.length - 1]!;
  statements.push(
    db
      .prepare(
        `INSERT INTO series (name, season, gender, team_type, start_date, end_date) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (name, season, gender) DO UPDATE SET
           start_date = min(start_date, excluded.start_date), end_date = max(end_date, excluded.end_date)`,
      )
      .bind(seriesName, info.season, gender, teamType, startDate, endDate),
    // Replacing a match: its innings, balls, squads and officials go with it (ON DELETE CASCADE).
    db.prepare("DELETE FROM matches WHERE id = ?").bind(matchId),
  );

  const outcome = info.outcome;
  statements.push(
    db
      .prepare(
        `INSERT INTO matches (
          id, series_id, match_number, event_group, event_stage, event_sub_name, match_type, match_type_number,
          gender, team_type, season, team1_id, team2_id, team1_name, team2_name, venue_id, start_date, end_date, dates, start_time,
          balls_per_over, overs, toss_winner_id, toss_decision, winner_id, by_runs, by_wickets, by_innings,
          result, method, eliminator_id, player_of_match, missing, supersubs, bowl_out, state,
          source, data_version, revision, created, content_hash)
        VALUES (?, (SELECT id FROM series WHERE name = ? AND season = ? AND gender = ?), ?, ?, ?, ?, ?, ?,
          ?, ?, ?, ${TEAM_ID}, ${TEAM_ID}, ?, ?, (SELECT venue_id FROM venue_spellings WHERE name = ? AND city = ?), ?, ?, ?, ?,
          ?, ?, ${TEAM_ID}, ?, ${TEAM_ID}, ?, ?, ?,
          ?, ?, ${TEAM_ID}, ?, ?, ?, ?, 'Complete',
          ?, ?, ?, ?, ?)`,
      )
      .bind(
        matchId,
        seriesName,
        info.season,
        gender,
        info.event?.match_number ?? null,
        info.event?.group !== undefined ? String(info.event.group) : null,
        info.event?.stage ?? null,
        info.event?.sub_name ?? null,
        info.match_type,
        info.match_type_number ?? null,
        gender,
        teamType,
        info.season,
        ...team(team1),
        ...team(team2),
        team1,
        team2,
        info.venue ?? null,
        info.city ?? "",
        startDate,
        endDate,
        json(info.dates),
        usualStartTime(startDate, info.match_type, teamType, place.timeZone),
        info.balls_per_over,
        info.overs ?? null,
        ...optionalTeam(info.toss?.winner),
        info.toss?.decision ?? null,
        ...optionalTeam(outcome.winner),
        outcome.by?.runs ?? null,
        outcome.by?.wickets ?? null,
        outcome.by?.innings ?? null,
        outcome.result ?? null,
        outcome.method ?? null,
        ...optionalTeam(outcome.eliminator),
        json(info.player_of_match.map(id)),
        info.missing ? json(info.missing) : null,
        info.supersubs !== undefined ? json(info.supersubs) : null,
        info.bowl_out !== undefined ? json(info.bowl_out) : null,
        source.origin ?? "cricsheet",
        meta.data_version,
        meta.revision,
        meta.created ?? null,
        source.contentHash,
      ),
  );

  // A T20 league's double-header: the matches of the competition on this day, in this zone, take
  // their slots (the earlier-numbered at 15:30, the other at 19:30) whichever of them is written
  // last, so an import in any order, or of one of them alone, ends with both right.
  if (finished && hasDayShareSlots(info.match_type, teamType)) {
    statements.push(
      db
        .prepare(DAY_SLOTS_SQL)
        .bind(
          usualStartTime(startDate, info.match_type, teamType, place.timeZone, 1),
          usualStartTime(startDate, info.match_type, teamType, place.timeZone, 0),
          seriesName,
          info.season,
          gender,
          startDate,
          info.match_type,
          teamType,
          place.timeZone,
        ),
    );
  }

  const officials: [string, number, string, string][] = [];
  const roles = [
    ["umpire", info.officials.umpires],
    ["tv_umpire", info.officials.tv_umpires],
    ["reserve_umpire", info.officials.reserve_umpires],
    ["match_referee", info.officials.match_referees],
  ] as const;
  for (const [role, names] of roles) {
    for (const [ordinal, name] of (names ?? []).entries()) officials.push([role, ordinal, id(name), name]);
  }
  if (officials.length) {
    statements.push(
      db
        .prepare(
          `INSERT INTO match_officials (match_id, role, ordinal, person_id, name)
           SELECT ?, value->>0, value->>1, value->>2, value->>3 FROM json_each(?)`,
        )
        .bind(matchId, json(officials)),
    );
  }

  for (const teamName of info.teams) {
    const players = (info.players[teamName] ?? []).map((name, ordinal) => [ordinal, id(name), name]);
    if (!players.length) continue;
    statements.push(
      db
        .prepare(
          `INSERT INTO match_players (match_id, team_id, ordinal, person_id, name)
           SELECT ?, ${TEAM_ID}, value->>0, value->>1, value->>2 FROM json_each(?)`,
        )
        .bind(matchId, ...team(teamName), json(players)),
    );
  }

  match.innings.forEach((inn, index) => {
    const inningsNo = index + 1;
    const innings = core.innings[index]!;
    statements.push(
      insertInnings(db, matchId, {
        inningsNo,
        battingTeam: inn.team,
        bowlingTeam: inn.team === team1 ? team2 : team1,
        superOver: innings.superOver,
        declared: innings.declared,
        forfeited: innings.forfeited,
        target: innings.target,
        penaltyPre: innings.penaltyRuns?.pre,
        penaltyPost: innings.penaltyRuns?.post,
        absentHurt: innings.absentHurt,
        miscountedOvers: inn.miscounted_overs,
        totals: inningsTotalsOf(innings, info.balls_per_over),
      }),
      ...insertBalls(
        db,
        matchId,
        inningsNo,
        innings.deliveries.map((delivery, seq) => ({ seq, delivery })),
      ),
      ...insertPowerplays(db, matchId, inningsNo, innings.powerplays ?? []),
    );
  });

  // after the innings: venue records (by trigger) read their totals
  statements.push(...playerLineStatements(db, matchId, core), ...teamLineStatements(db, matchId, core, finished));

  statements.push(
    db
      .prepare(
        `INSERT INTO imported_files (key, content_hash, revision, path) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET content_hash = excluded.content_hash, revision = excluded.revision, path = excluded.path`,
      )
      .bind(String(matchId), source.contentHash, meta.revision, source.path),
  );
  return statements;
}
