import {
  career,
  careerFormat,
  careerRole,
  hideEmpty,
  ROLE_LABELS,
  type CareerFormat,
  type CareerInnings,
  type PlayedMatch,
} from "../../cricket/career.ts";
import { coverageNotes } from "../../cricket/coverage.ts";
import { displayName } from "../../cricket/names.ts";
import type { PlayersData } from "../contract.ts";
import type { CareerMatch, PlayerProfile } from "../schemas.ts";
import { replayPlan, shownDate, type Clock } from "./clock.server.ts";
import { publishedReports } from "./news.server.ts";
import { careerLinesAndMatches, type CareerMatchRow } from "./store/aggregates.server.ts";
import { plural } from "../../cricket/plural.ts";

/** Reports shown as related articles: those of his latest matches as player of the match. */
const RELATED_REPORTS = 4;

const FORMAT_WORDS: Record<CareerFormat, [string, string]> = {
  Test: ["Test", "Tests"],
  ODI: ["ODI", "ODIs"],
  T20I: ["T20I", "T20Is"],
  IPL: ["IPL match", "IPL matches"],
  "Other T20s": ["T20 match", "T20 matches"],
};

/**
 * The register's person by id (or, without the register, by the name a match file gives him), or
 * by the provider's id a link from elsewhere may carry.
 */
async function person(db: D1Database, id: string) {
  const byId = await db
    .prepare(
      `SELECT id, name FROM people WHERE id = ?1
       UNION ALL SELECT person_id, name FROM (SELECT person_id, name FROM match_players WHERE person_id = ?1 LIMIT 1)
       LIMIT 1`,
    )
    .bind(id)
    .first<{ id: string; name: string }>();
  if (byId || !/^\d+$/.test(id)) return byId;
  return db.prepare("SELECT id, name FROM people WHERE key_cricbuzz = ? LIMIT 1").bind(id).first<{ id: string; name: string }>();
}

const titleOf = (row: CareerMatchRow) => `vs ${row.opponent}${row.venue ? `, ${row.venue}` : ""}`;

/**
 * The players area of the embedded source: a profile is the register's name and the career the
 * stored innings lines (player_innings) and squads (match_players) add up to — two index reads,
 * never the balls — over the matches finished now (a replayed match counts once it is over on the
 * demo clock). Personal details Cricsheet does not have stay null.
 */
export function embeddedPlayers(db: D1Database, clock: Clock): PlayersData {
  return {
    player: async (rawId) => {
      const found = await person(db, rawId);
      if (!found) return null;
      const [{ lines, matches }, plan] = await Promise.all([careerLinesAndMatches(db, found.id), replayPlan(db, clock)]);
      const now = clock.now();
      const finished = matches.filter((row) => {
        const slot = plan.get(row.match_id);
        return slot ? slot.timeline.end <= now : row.state === "Complete";
      });
      // A replayed match is listed under its replay day, as on its own page and the hubs (decision
      // 045); the data's known gaps are about the day it was really played.
      const shownStart = new Map(
        finished.map((row) => [row.match_id, shownDate(plan.get(row.match_id), row.venue_zone ?? "UTC", row.start_date)]),
      );
      const byMatch = new Map<number, { row: CareerMatchRow; format: CareerFormat }>();
      for (const row of finished) {
        const format = careerFormat({ matchType: row.match_type, teamType: row.team_type, seriesName: row.series_name });
        if (format) byMatch.set(row.match_id, { row, format });
      }
      const played: PlayedMatch[] = [...byMatch.values()].map(({ row, format }) => ({
        matchId: row.match_id,
        startDate: shownStart.get(row.match_id)!,
        format,
        title: titleOf(row),
      }));
      const innings: CareerInnings[] = lines.flatMap((line) => {
        const match = byMatch.get(line.match_id);
        if (!match) return [];
        return [
          {
            matchId: line.match_id,
            inningsNo: line.innings_no,
            startDate: shownStart.get(line.match_id)!,
            format: match.format,
            opponent: match.row.opponent,
            batting:
              line.bat_position === null
                ? null
                : {
                    position: line.bat_position,
                    runs: line.runs ?? 0,
                    balls: line.balls ?? 0,
                    fours: line.fours ?? 0,
                    sixes: line.sixes ?? 0,
                    out: line.out === 1,
                  },
            bowling:
              line.bowl_balls === null ? null : { balls: line.bowl_balls, runs: line.runs_conceded ?? 0, wickets: line.wickets ?? 0 },
            catches: line.catches,
            stumpings: line.stumpings,
          },
        ];
      });
      const figures = career(played, innings);
      const notes = coverageNotes(
        [...byMatch.values()].map(({ row, format }) => ({
          startDate: row.start_date,
          format,
          gender: row.side_gender,
          series: row.series_name,
          season: row.series_season,
          team: row.team,
        })),
      );
      const role = careerRole(played, innings);
      const main = [...figures.spans].sort((a, b) => b.matches - a.matches)[0];
      const asMatch = (m: PlayedMatch): CareerMatch => ({ matchId: m.matchId, date: m.startDate, title: m.title });

      const teams = new Map<string, { id: number; matches: number; international: boolean }>();
      for (const row of finished) {
        const team = teams.get(row.team) ?? { id: row.team_id, matches: 0, international: row.side_type === "international" };
        team.matches += 1;
        teams.set(row.team, team);
      }
      const sides = [...teams].sort((a, b) => b[1].matches - a[1].matches || a[0].localeCompare(b[0]));

      const starred = finished
        .filter((row) => (JSON.parse(row.player_of_match) as string[]).includes(found.id))
        .sort((a, b) => shownStart.get(b.match_id)!.localeCompare(shownStart.get(a.match_id)!) || b.match_id - a.match_id)
        .slice(0, RELATED_REPORTS)
        .map((row) => row.match_id);
      const stories = starred.length ? await publishedReports(db, clock, starred) : [];

      return {
        id: found.id,
        name: displayName(found.name),
        country: sides.find(([, side]) => side.international)?.[0] ?? null,
        born: null,
        birthPlace: null,
        role: role ? ROLE_LABELS[role] : null,
        roleBasis: role && main ? `read from ${plural(main.matches, ...FORMAT_WORDS[main.format])} in our data` : null,
        battingStyle: null,
        bowlingStyle: null,
        bio: null,
        faceImageId: null,
        // Cricsheet's data hold no ICC rankings (the site's own ratings are another page's).
        rankings: null,
        teams: sides.map(([name, side]) => ({ id: side.id, name, matches: side.matches })),
        batting: hideEmpty(figures.batting),
        bowling: hideEmpty(figures.bowling),
        spans: figures.spans.map((span) => ({
          format: span.format,
          matches: span.matches,
          debut: asMatch(span.debut),
          last: asMatch(span.last),
        })),
        recentForm: figures.recentForm.map((line) => ({
          match: { matchId: line.matchId, date: line.startDate, title: `vs ${line.opponent}` },
          innings: line.inningsNo,
          format: line.format,
          batting: line.batting,
          bowling: line.bowling,
        })),
        coverage: { ...figures.coverage, notes: notes.map((gap) => gap.note) },
        stories: stories.sort((a, b) => b.publishedTime - a.publishedTime),
      } satisfies PlayerProfile;
    },
  };
}
