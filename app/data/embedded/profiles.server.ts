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
import type { CareerMatch, CareerTableData, PlayerProfile } from "../schemas.ts";
import { careerQueryHref } from "../stats-query.ts";
import { replayPlan, shownDate, type Clock } from "./clock.server.ts";
import { rankingBasis } from "../demo-clock.ts";
import { publishedReports } from "./news.server.ts";
import { careerLinesAndMatches, type CareerMatchRow } from "./store/aggregates.server.ts";
import { playerRatings, type PlayerRatingRows } from "./store/ratings.server.ts";
import { plural } from "../../cricket/plural.ts";
import { generatedBio } from "../../cricket/bio.ts";
import { dayText } from "../../cricket/day-text.ts";
import type { RankingFormat } from "../rankings.ts";

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

/**
 * The profile's ranking block from the stored Cricket Edge lists (never the ICC's): his position and
 * rating in each format's batting and bowling list of his gender, null where he is not in its top
 * 100, and the day each format's lists stand on (the latest match of the format in the data, as on
 * the rankings pages; docs/ratings.md).
 */
function ratingBlock(stored: PlayerRatingRows, gender: "men" | "women"): NonNullable<PlayerProfile["rankings"]> {
  const cell = (format: RankingFormat, list: "batting" | "bowling") => {
    const place = stored.places.find((p) => p.gender === gender && p.format === format && p.list === list);
    return place ? { position: String(place.position), rating: place.rating } : null;
  };
  const day = (format: RankingFormat) => stored.asOf.find((row) => row.gender === gender && row.format === format)?.as_of ?? null;
  return {
    source: "cricket-edge",
    asOf: { test: day("test"), odi: day("odi"), t20: day("t20") },
    rows: (["Batting", "Bowling"] as const).map((discipline) => {
      const list = discipline === "Batting" ? "batting" : "bowling";
      return { discipline, test: cell("test", list), odi: cell("odi", list), t20: cell("t20", list) };
    }),
  };
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
      const [{ lines, matches }, plan, ratings] = await Promise.all([
        careerLinesAndMatches(db, found.id),
        replayPlan(db, clock),
        playerRatings(db, rankingBasis(clock.config), found.id),
      ]);
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
      const gender = (finished.find((row) => row.side_type === "international") ?? finished[0])?.side_gender === "female" ? "women" : "men";
      const name = displayName(found.name);
      const roleLabel = role ? ROLE_LABELS[role] : null;
      const batting = hideEmpty(figures.batting);
      const bowling = hideEmpty(figures.bowling);
      const bio = generatedBio({
        name,
        role: roleLabel,
        teams: sides.map(([team, side]) => ({ name: team, matches: side.matches })),
        spans: figures.spans.map((span) => ({
          format: span.format,
          matches: span.matches,
          first: { title: span.debut.title, date: span.debut.startDate },
        })),
        batting,
        bowling,
        record: "Cricsheet's ball-by-ball data",
        day: dayText,
      });

      return {
        id: found.id,
        name,
        country: sides.find(([, side]) => side.international)?.[0] ?? null,
        born: null,
        birthPlace: null,
        role: roleLabel,
        roleBasis: role && main ? `read from ${plural(main.matches, ...FORMAT_WORDS[main.format])} in our data` : null,
        battingStyle: null,
        bowlingStyle: null,
        // Cricsheet has no written bio: one generated from the record, which says so (decision 050).
        bio: bio.length ? bio.join("\n\n") : null,
        bioBasis: bio.length ? "Generated from the match record" : null,
        faceImageId: null,
        rankings: ratingBlock(ratings, gender),
        teams: sides.map(([name, side]) => ({ id: side.id, name, matches: side.matches })),
        batting: withQueries(batting, found.id, "batting", gender),
        bowling: withQueries(bowling, found.id, "bowling", gender),
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

/** Each format row with the stats query that gives it year by year. */
function withQueries(table: CareerTableData, player: string, view: "batting" | "bowling", gender: "men" | "women"): CareerTableData {
  return {
    ...table,
    rows: table.rows.map((row) => {
      const query = careerQueryHref(player, row.format, view, gender);
      return query ? { ...row, query } : row;
    }),
  };
}
