import { leagueTables, type TableLine } from "../../cricket/league-table.ts";
import { seriesTableQueryHref, venueQueryLinks } from "../stats-query.ts";
import { displayName } from "../../cricket/names.ts";
import { seriesStatsTables, type StatsLine } from "../../cricket/series-stats.ts";
import { squadGroups, squadRecord, type SquadLine } from "../../cricket/squad-roles.ts";
import { venueRecordBlock, type RecordInnings } from "../../cricket/venue-records.ts";
import type { SeriesData } from "../contract.ts";
import type { ArchiveGroup, MatchSummary, PointsTable, SeriesDetail, SeriesSquad, Story, TeamRef, VenueDetail } from "../schemas.ts";
import { type Clock, replayPlan, shownDate, unfinishedIn } from "./clock.server.ts";
import type { PlayerInningsColumns } from "./store/aggregates.server.ts";
import { currentSummaries, replayedSeriesDays, seriesSummaries } from "./match-list.server.ts";
import { publishedReports } from "./news.server.ts";
import { type RecordInningsRow, seriesVenueRows, squadRows, venueRows } from "./store/squads-venues.server.ts";
import { sourcedVenue } from "./facts.server.ts";
import { dayText } from "../../cricket/day-text.ts";

/** Stories per page of a series' news. */
const NEWS_PAGE = 10;

interface StatsRow extends PlayerInningsColumns {
  person_id: string;
  team_id: number;
}

interface LineRow {
  match_id: number;
  team_id: number;
  table_group: string;
  result: TableLine["result"];
  tie_break: "won" | "lost" | null;
  points: number;
  runs_for: number;
  balls_for: number;
  runs_against: number;
  balls_against: number;
  balls_per_over: number;
}

/** Balls in a full innings of these matches: null for multi-day cricket, else an ODI's or a T20's. */
function ballsPerInnings(matches: MatchSummary[]): number | null {
  const format = (m: { format: string }) => m.format.toUpperCase();
  return matches.some((m) => ["TEST", "MDM"].includes(format(m))) ? null : matches.some((m) => format(m) === "ODI") ? 300 : 120;
}

/** The record innings a stored venue record points at. */
function recordInnings(
  innings: RecordInningsRow[],
  shown: (matchId: number, stored: string) => string,
  matchId: number | null,
  teamId: number | null,
  runs: number | null,
  allOut = false,
) {
  const found = innings.find(
    (i) => i.match_id === matchId && i.batting_team_id === teamId && i.runs === runs && (!allOut || i.all_out === 1),
  );
  return found
    ? ({
        runs: found.runs,
        wickets: found.wickets,
        allOut: found.all_out === 1,
        declared: found.declared === 1,
        team: found.team,
        opponent: found.opponent,
        date: shown(found.match_id, found.start_date),
      } satisfies RecordInnings)
    : null;
}

function detail(seriesId: number, matches: MatchSummary[], voidedMatchIds: number[]): SeriesDetail {
  const days = matches.flatMap((m) => [m.startDate, m.endDate]).sort();
  return { id: seriesId, name: matches[0]!.series.name, startDate: days[0]!, endDate: days.at(-1)!, matches, voidedMatchIds };
}

/**
 * What a table is built from, said under it: how many matches, how many of them known only from the
 * fixtures list (no ball-by-ball data), and the voided matches it leaves out.
 */
function tableBasis(
  counted: number[],
  origins: { id: number; source: string; replayed_by: number | null }[],
  byId: Map<number, MatchSummary>,
): string {
  const fixtures = new Set(origins.filter((o) => o.source === "fixture").map((o) => o.id));
  // No innings: abandoned without a ball (a fixtures row, or a match the scoring API recorded so).
  const abandoned = counted.filter((id) => byId.get(id)?.innings.length === 0).length;
  const scoresOnly = counted.filter((id) => fixtures.has(id) && (byId.get(id)?.innings.length ?? 0) > 0).length;
  const parts = [`${counted.length - abandoned - scoresOnly} with ball-by-ball data`];
  if (abandoned) parts.push(`${abandoned} abandoned without a ball`);
  if (scoresOnly) parts.push(`${scoresOnly} known from ${scoresOnly === 1 ? "its" : "their"} scores only`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  let basis = counted.length
    ? `From the ${counted.length} finished league-stage matches: ${list}.`
    : "No league-stage match has finished yet.";
  if (counted.some((id) => fixtures.has(id))) basis += " Matches without ball-by-ball data come from our sourced fixtures list.";
  for (const replay of origins.filter((o) => o.replayed_by !== null)) {
    const voided = byId.get(replay.id);
    const again = byId.get(replay.replayed_by!);
    if (!voided) continue;
    const teams = voided.teams.map((team) => team.name).join(" v ");
    const day = dayText(voided.startDate);
    basis += ` Not counted: ${voided.description}, ${teams} (${day}), voided${again ? ` and replayed as the ${again.description}` : ""}.`;
  }
  return basis;
}

/** A table row's match: its result once over, else that it is live or still to come. */
function fixtureResult(match: MatchSummary): string {
  if (match.state === "Complete") return match.status;
  if (match.state === "Preview" || match.state === "Toss" || match.state === "Scheduled") return "Upcoming";
  return match.status ? `Live: ${match.status}` : "Live";
}

/**
 * The series area of the embedded source. Tables are summed from the stored team lines of the
 * matches finished at this moment (a replayed season's table grows with its replay), and a table
 * needs more than two teams (a two-team series has none).
 */
export function embeddedSeries(db: D1Database, clock: Clock): SeriesData {
  return {
    series: async (id) => {
      const [matches, voided] = await Promise.all([
        seriesSummaries(db, clock, id),
        db
          .prepare("SELECT r.match_id FROM match_replays r JOIN matches m ON m.id = r.match_id WHERE m.series_id = ? ORDER BY r.match_id")
          .bind(id)
          .all<{ match_id: number }>(),
      ]);
      const shown = new Set(matches.map((m) => m.id));
      const voidedMatchIds = voided.results.map((row) => row.match_id).filter((matchId) => shown.has(matchId));
      return matches.length ? detail(id, matches, voidedMatchIds) : null;
    },

    pointsTable: async (id) => {
      const [matches, lines, origins, fixtures] = await Promise.all([
        seriesSummaries(db, clock, id),
        db
          .prepare(
            `SELECT t.match_id, t.team_id, t.table_group, t.result, t.tie_break, t.points, t.runs_for, t.balls_for,
               t.runs_against, t.balls_against, m.balls_per_over
             FROM team_matches t JOIN matches m ON m.id = t.match_id
             WHERE t.series_id = ? AND t.table_group IS NOT NULL`,
          )
          .bind(id)
          .all<LineRow>(),
        db
          .prepare(
            `SELECT m.id, m.source, r.replayed_by FROM matches m LEFT JOIN match_replays r ON r.match_id = m.id
             WHERE m.series_id = ? AND (m.source = 'fixture' OR r.match_id IS NOT NULL)`,
          )
          .bind(id)
          .all<{ id: number; source: string; replayed_by: number | null }>(),
        // The league stage's fixtures, played or not: who is in each table from its first day.
        db
          .prepare(
            `SELECT m.id, coalesce(m.event_group, '') AS table_group, m.team1_id, m.team2_id FROM matches m
             WHERE m.series_id = ? AND m.event_stage IS NULL AND m.match_type NOT IN ('Test', 'MDM')
               AND NOT EXISTS (SELECT 1 FROM match_replays r WHERE r.match_id = m.id)`,
          )
          .bind(id)
          .all<{ id: number; table_group: string; team1_id: number; team2_id: number }>(),
      ]);
      const byId = new Map(matches.map((m) => [m.id, m]));
      const finished = lines.results.filter((line) => byId.get(line.match_id)?.state === "Complete");
      const teams = new Map<number, TeamRef>(matches.flatMap((m) => m.teams.map((team) => [team.id, team] as const)));
      const tables = leagueTables(
        finished.map((line) => ({
          matchId: line.match_id,
          group: line.table_group,
          team: line.team_id,
          result: line.result,
          tieBreak: line.tie_break,
          points: line.points,
          runsFor: line.runs_for,
          ballsFor: line.balls_for,
          runsAgainst: line.runs_against,
          ballsAgainst: line.balls_against,
          ballsPerOver: line.balls_per_over,
        })),
        (team) => teams.get(team)?.name ?? "",
        fixtures.results.flatMap((f) => [
          { group: f.table_group, team: f.team1_id },
          { group: f.table_group, team: f.team2_id },
        ]),
      ).filter((table) => table.standings.length > 2);
      if (!tables.length) return null;
      const table: PointsTable = {
        groups: tables.map(({ group, standings }) => ({
          name: group === "" ? "" : `Group ${group}`,
          rows: standings.map((row) => ({
            team: teams.get(row.team)!,
            played: row.played,
            won: row.won,
            lost: row.lost,
            tied: row.tied,
            noResult: row.noResult,
            points: row.points,
            netRunRate: row.netRunRate,
            // The team's fixtures of this group, played and to come, by date.
            matches: fixtures.results
              .filter((f) => f.table_group === group && (f.team1_id === row.team || f.team2_id === row.team) && byId.has(f.id))
              .map((f) => byId.get(f.id)!)
              .sort((a, b) => a.startTime - b.startTime)
              .map((match) => ({
                matchId: match.id,
                opponent: match.teams.find((team) => team.id !== row.team)!,
                description: match.description,
                date: match.startDate,
                result: fixtureResult(match),
              })),
          })),
        })),
        basis: tableBasis([...new Set(finished.map((line) => line.match_id))], origins.results, byId),
      };
      return table;
    },

    seriesStats: async (id) => {
      const matches = await seriesSummaries(db, clock, id);
      if (!matches.length) return null;
      const finished = matches.filter((m) => m.state === "Complete");
      const ids = JSON.stringify(finished.map((m) => m.id));
      const [lines, players, kind] = await db.batch([
        db
          .prepare(
            `SELECT match_id, person_id, team_id, bat_position, runs, balls, fours, sixes, out, bowl_balls, runs_conceded, wickets, catches
             FROM player_innings WHERE series_id = ? AND match_id IN (SELECT value FROM json_each(?))`,
          )
          .bind(id, ids),
        db
          .prepare(
            `SELECT person_id, max(name) AS name, count(*) AS matches FROM match_players
             WHERE match_id IN (SELECT value FROM json_each(?)) GROUP BY person_id`,
          )
          .bind(ids),
        db.prepare("SELECT gender FROM matches WHERE series_id = ? LIMIT 1").bind(id),
      ]);
      const gender = (kind!.results[0] as { gender: string } | undefined)?.gender === "female" ? "women" : "men";
      const byId = new Map(finished.map((m) => [m.id, m]));
      const people = new Map((players!.results as { person_id: string; name: string; matches: number }[]).map((p) => [p.person_id, p]));
      const statsLines: StatsLine[] = (lines!.results as StatsRow[]).map((row) => {
        const match = byId.get(row.match_id)!;
        const team = match.teams.find((t) => t.id === row.team_id);
        const opponent = match.teams.find((t) => t.id !== row.team_id);
        return {
          matchId: row.match_id,
          person: row.person_id,
          name: displayName(people.get(row.person_id)?.name ?? row.person_id),
          team: team?.shortName ?? "",
          opponent: opponent?.shortName ?? "",
          ...(row.bat_position === null
            ? {}
            : { batting: { runs: row.runs!, balls: row.balls!, out: row.out === 1, fours: row.fours!, sixes: row.sixes! } }),
          ...(row.bowl_balls === null ? {} : { bowling: { balls: row.bowl_balls, runs: row.runs_conceded!, wickets: row.wickets! } }),
          catches: row.catches,
        };
      });
      const played = new Map([...people.values()].map((p) => [p.person_id, p.matches]));
      return {
        tables: seriesStatsTables(statsLines, played, ballsPerInnings(matches)).map((table) => {
          const query = seriesTableQueryHref(table.key, id, gender);
          return query ? { ...table, query } : table;
        }),
      };
    },

    currentSeries: async () => {
      // The series of every match not simply history now (replayed, scheduled, being scored), each
      // with its whole span: a handful of series, however much history is stored.
      const current = (await currentSummaries(db, clock)).filter((m) => m.state !== "Complete");
      const ids = [...new Set(current.map((m) => m.series.id))];
      const series = await Promise.all(ids.map((id) => seriesSummaries(db, clock, id)));
      return series
        .filter((matches) => matches.length)
        .map((matches) => {
          const { id, name, startDate, endDate } = detail(matches[0]!.series.id, matches, []);
          return { id, name, category: matches[0]!.matchType, startDate, endDate };
        })
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name));
    },

    // A replayed series is filed under the year the replay shows it in, with the days its series page
    // shows, never under its real dates as well (issue 31: one present).
    archiveYears: async () => {
      const replayed = await replayedSeriesDays(db, clock);
      const rows = await db
        .prepare(
          `SELECT DISTINCT CAST(substr(start_date, 1, 4) AS INTEGER) AS year FROM series
           WHERE start_date IS NOT NULL AND id NOT IN (SELECT value FROM json_each(?))`,
        )
        .bind(JSON.stringify([...replayed.keys()]))
        .all<{ year: number }>();
      const years = new Set([
        ...rows.results.map((row) => row.year),
        ...[...replayed.values()].map((days) => Number(days.startDate.slice(0, 4))),
      ]);
      return [...years].sort((a, b) => b - a);
    },

    archive: async (year) => {
      const replayed = await replayedSeriesDays(db, clock);
      const replayedThisYear = [...replayed].filter(([, days]) => days.startDate.startsWith(`${year}-`)).map(([id]) => id);
      const rows = await db
        .prepare(
          `SELECT s.id, s.name, s.season, s.gender, s.team_type, s.start_date, s.end_date,
             (SELECT m.match_type FROM matches m WHERE m.series_id = s.id LIMIT 1) AS match_type
           FROM series s
           WHERE (s.start_date >= ? AND s.start_date < ? AND s.id NOT IN (SELECT value FROM json_each(?)))
              OR s.id IN (SELECT value FROM json_each(?))`,
        )
        .bind(`${year}-01-01`, `${year + 1}-01-01`, JSON.stringify([...replayed.keys()]), JSON.stringify(replayedThisYear))
        .all<{
          id: number;
          name: string;
          season: string;
          gender: string;
          team_type: string;
          start_date: string;
          end_date: string;
          match_type: string | null;
        }>();
      const shown = rows.results
        .map((row) => ({
          ...row,
          ...(replayed.has(row.id) ? { start_date: replayed.get(row.id)!.startDate, end_date: replayed.get(row.id)!.endDate } : {}),
        }))
        .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.name.localeCompare(b.name));
      const groups = new Map<ArchiveGroup["name"], ArchiveGroup["series"]>();
      for (const row of shown) {
        const group: ArchiveGroup["name"] =
          row.gender === "female"
            ? "Women"
            : row.team_type === "club"
              ? row.match_type === "T20"
                ? "T20 League"
                : "Domestic"
              : "International";
        groups.set(group, [
          ...(groups.get(group) ?? []),
          { id: row.id, name: `${row.name} ${row.season}`, startDate: row.start_date, endDate: row.end_date },
        ]);
      }
      return (["International", "T20 League", "Domestic", "Women"] as const).flatMap((name) =>
        groups.has(name) ? [{ name, series: groups.get(name)! }] : [],
      );
    },

    seriesNews: async (id, options = {}) => {
      const matches = await seriesSummaries(db, clock, id);
      if (!matches.length) return null;
      const done = matches.filter((m) => m.state === "Complete").map((m) => m.id);
      const reports: Story[] = (await publishedReports(db, clock, done)).sort((a, b) => b.publishedTime - a.publishedTime);
      const start = options.before ? reports.findIndex((story) => story.id === options.before) + 1 : 0;
      const page = reports.slice(start, start + NEWS_PAGE);
      return { stories: page, next: start + NEWS_PAGE < reports.length ? (page.at(-1)?.id ?? null) : null };
    },

    // A squad is a side's players in the series' finished matches (as the Stats tab reads them):
    // one squad per side, its id the team's, under one header row naming the series' formats.
    seriesSquads: async (id) => {
      const matches = await seriesSummaries(db, clock, id);
      if (!matches.length) return null;
      const finished = matches.filter((m) => m.state === "Complete");
      const header = [...new Set(finished.map((m) => m.format))].join(" · ");
      const teams = new Map<number, TeamRef>(finished.flatMap((m) => m.teams.map((team) => [team.id, team] as const)));
      return [...teams.values()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((team): SeriesSquad => ({ squadId: team.id, name: team.name, team, imageId: null, group: header || null }));
    },

    // Roles are read from what each player did (app/cricket/squad-roles.ts); Cricsheet names no captains
    // and no keepers (decision 051).
    squadPlayers: async (seriesId, squadId) => {
      const matches = (await seriesSummaries(db, clock, seriesId)).filter(
        (m) => m.state === "Complete" && m.teams.some((team) => team.id === squadId),
      );
      if (!matches.length) return null;
      const rows = await squadRows(
        db,
        seriesId,
        squadId,
        matches.map((m) => m.id),
      );
      const byPerson = new Map(rows.lines.map((line) => [line.person_id, line]));
      const lines: SquadLine[] = rows.players.map((player) => {
        const line = byPerson.get(player.person_id);
        return {
          person: player.person_id,
          name: displayName(player.name),
          matches: player.matches,
          battingPositions: line?.positions ? line.positions.split(",").map(Number) : [],
          runs: line?.runs ?? 0,
          bowlingBalls: line?.bowl_balls ?? 0,
          wickets: line?.wickets ?? 0,
          catches: line?.catches ?? 0,
          stumpings: line?.stumpings ?? 0,
          stumpedElsewhere: rows.stumpedElsewhere.has(player.person_id),
        };
      });
      return squadGroups(lines, ballsPerInnings(matches)).map(({ group, players }) => ({
        group,
        players: players.map((player) => ({
          id: player.person,
          name: player.name,
          captain: false,
          // A stumping in these matches: only the wicket-keeper stumps (decision 051). The role's
          // wider rule (a keeper elsewhere, a Test side's leading catcher) groups, it does not mark.
          keeper: player.stumpings > 0,
          role: player.role,
          imageId: null,
          battingStyle: null,
          bowlingStyle: null,
          record: squadRecord(player),
        })),
      }));
    },

    seriesVenues: async (id) => {
      const rows = await seriesVenueRows(db, id);
      return rows?.map((row) => ({ id: row.id, name: row.name, city: row.city, country: row.country, imageId: null })) ?? null;
    },

    // What the data knows of a ground: where it is, its zone (places.ts; "UTC" there means not
    // known), its matches here, and its records per format from the stored venue_records.
    venue: async (id) => {
      const plan = await replayPlan(db, clock);
      const rows = await venueRows(db, id, unfinishedIn(plan, clock.now()));
      if (!rows) return null;
      const { venue, first } = rows;
      // Capacity, ends and home sides from the sourced venue list (data/venues.csv, decision 051).
      const sourced = await sourcedVenue(venue.dedupe_key);
      // A replayed match under its replay day, as everywhere (decision 045).
      const shown = (matchId: number, stored: string) => shownDate(plan.get(matchId), venue.time_zone, stored);
      const detail: VenueDetail = {
        id: venue.id,
        name: venue.name,
        city: venue.city,
        country: venue.country,
        imageId: null,
        timeZone: venue.time_zone === "UTC" ? null : venue.time_zone,
        established: null,
        capacity: sourced?.capacity ? sourced.capacity.toLocaleString("en-GB") : null,
        knownAs: null,
        length: null,
        width: null,
        ends: sourced?.ends ?? null,
        homeTeam: sourced?.homeOf.join(", ") || null,
        otherSports: null,
        floodlights: null,
        curator: null,
        profile: null,
        matchesHosted: rows.hosted,
        factsSource: sourced?.source ?? null,
        firstMatch: first && {
          id: first.id,
          title: `${first.team1} vs ${first.team2}, ${first.series} ${first.season}`,
          date: shown(first.id, first.start_date),
        },
        stats: rows.records.map((record) => ({
          ...venueRecordBlock({
            format: record.match_type,
            gender: record.gender,
            matches: record.matches,
            wonBattingFirst: record.won_batting_first,
            wonBattingSecond: record.won_batting_second,
            firstInningsRuns: record.first_innings_runs,
            firstInnings: record.first_innings,
            highest: recordInnings(rows.innings, shown, record.highest_match_id, record.highest_team_id, record.highest_total),
            lowest: recordInnings(rows.innings, shown, record.lowest_match_id, record.lowest_team_id, record.lowest_total, true),
          }),
          queries: venueQueryLinks(id, record.match_type, record.gender === "female" ? "female" : "male"),
        })),
      };
      return detail;
    },
  };
}
