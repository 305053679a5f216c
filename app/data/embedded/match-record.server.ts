import { matchDescription } from "../../cricket/match-description.ts";
import type { MatchMoment } from "../../cricket/match-state.ts";
import type { Timeline } from "../../cricket/pace.ts";
import { matchSlug } from "../../cricket/slug.ts";
import type { MatchInput, MatchType } from "../../cricket/types.ts";
import type { InningsScore, MatchState, TeamRef, VenueRef } from "../schemas.ts";
import { playedShortName } from "./store/played-names.ts";

/**
 * Everything the per-match calls need, at this moment: the stored match, its timeline (the demo
 * clock's replay, or its true dates), and the part of it that has happened so far. Every number is
 * then derived from `soFar` by app/cricket.
 */
export interface MatchView {
  id: number;
  meta: MatchMeta;
  teams: [TeamRef, TeamRef];
  teamByName: Record<string, TeamRef>;
  venue: VenueRef | null;
  full: MatchInput;
  soFar: MatchInput;
  timeline: Timeline;
  moment: MatchMoment;
  state: MatchState;
  status: string;
  isReplay: boolean;
  /** a fixture without balls (source 'fixture'): its innings totals as stored, no ball-by-ball */
  storedTotals?: InningsScore[];
  startDate: string;
  endDate: string;
}

export interface MatchMeta {
  id: number;
  match_type: MatchType;
  gender: string;
  team_type: "international" | "club";
  match_number: number | null;
  event_group: string | null;
  event_stage: string | null;
  start_date: string;
  end_date: string;
  /** JSON array of playing days */
  dates: string;
  start_time: number;
  state: MatchState;
  source: string;
  /** a status the balls cannot give (a fixture abandoned without a ball) */
  note: string | null;
  /** the public page a fixture was taken from */
  source_url: string | null;
  player_of_match: string;
  series_id: number;
  series_name: string;
  season: string;
  series_matches: number;
  team1_id: number;
  /** the name the side played this match under (a renamed franchise's old name in its old seasons) */
  team1_name: string;
  /** the team's name now (its page's) */
  team1_current: string;
  team1_short: string;
  team2_id: number;
  team2_name: string;
  team2_current: string;
  team2_short: string;
  venue_id: number | null;
  venue_name: string | null;
  venue_city: string | null;
  venue_country: string | null;
  venue_zone: string | null;
}

const META_SELECT = `SELECT m.id, m.match_type, m.gender, m.team_type, m.match_number, m.event_group, m.event_stage,
         m.start_date, m.end_date, m.dates, m.start_time, m.state, m.source, m.note, m.source_url, m.player_of_match,
         s.id AS series_id, s.name AS series_name, s.season,
         (SELECT count(*) FROM matches WHERE series_id = s.id) AS series_matches,
         t1.id AS team1_id, m.team1_name, t1.name AS team1_current, t1.short_name AS team1_short,
         t2.id AS team2_id, m.team2_name, t2.name AS team2_current, t2.short_name AS team2_short,
         v.id AS venue_id, v.name AS venue_name, v.city AS venue_city, v.country AS venue_country, v.time_zone AS venue_zone
       FROM matches m JOIN series s ON s.id = m.series_id
       JOIN teams t1 ON t1.id = m.team1_id JOIN teams t2 ON t2.id = m.team2_id
       LEFT JOIN venues v ON v.id = m.venue_id`;

/** Short names as the match's names give them ("DD" for Delhi Daredevils, though the team is Delhi Capitals now). */
function withPlayedShortNames(meta: MatchMeta): MatchMeta {
  return {
    ...meta,
    team1_short: playedShortName(meta.team1_name, meta.team1_current, meta.team1_short),
    team2_short: playedShortName(meta.team2_name, meta.team2_current, meta.team2_short),
  };
}

export async function loadMatchMeta(db: D1Database, id: number): Promise<MatchMeta | null> {
  const meta = await db.prepare(`${META_SELECT} WHERE m.id = ?`).bind(id).first<MatchMeta>();
  return meta && withPlayedShortNames(meta);
}

/** The stored facts of several matches in one read (those that exist). */
export async function loadMatchMetas(db: D1Database, ids: readonly number[]): Promise<MatchMeta[]> {
  if (ids.length === 0) return [];
  const rows = await db.prepare(`${META_SELECT} WHERE m.id IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(ids)).all<MatchMeta>();
  return rows.results.map(withPlayedShortNames);
}

export function describeMeta(meta: MatchMeta) {
  const description = matchDescription({
    matchNumber: meta.match_number,
    stage: meta.event_stage,
    group: meta.event_group,
    format: meta.match_type,
    // Tours and trophies between two national sides (fewer than 8 matches in the series) rather than
    // tournaments; a league's match is never a "T20I", however few of its matches the data holds.
    bilateral: meta.team_type === "international" && meta.series_matches < 8,
  });
  const seriesName = `${meta.series_name} ${meta.season}`;
  return { description, seriesName, slug: matchSlug(meta.team1_name, meta.team2_name, description, seriesName) };
}

/** Cricbuzz's typeMatches groups. */
export function matchTypeGroup(meta: Pick<MatchMeta, "gender" | "team_type">): string {
  if (meta.gender === "female") return "Women";
  return meta.team_type === "club" ? "League" : "International";
}
