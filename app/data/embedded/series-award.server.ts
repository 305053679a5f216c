import { displayName, shortName } from "../../cricket/names.ts";
import { playerOfSeries, type SeriesLine } from "../../cricket/player-of-series.ts";
import type { MatchInfo } from "../schemas.ts";
import type { Clock } from "./clock.server.ts";
import { seriesSummaries } from "./match-list.server.ts";

type SeriesAward = Pick<MatchInfo, "playersOfSeries" | "playersOfSeriesComputed">;

const NO_AWARD: SeriesAward = { playersOfSeries: [], playersOfSeriesComputed: null };

/**
 * The Player of the Series shown on the match that ends a series (Cricsheet names none): chosen by
 * app/cricket/player-of-series.ts from the series' stored player lines (decision 052), on the
 * series' last match once every match of it is finished under the clock; otherwise none.
 */
export async function computedSeriesAward(db: D1Database, clock: Clock, info: MatchInfo): Promise<SeriesAward> {
  if (!info.complete) return NO_AWARD;
  // Cheap first: a later match of the series in the stored calendar means this one does not end it
  // (a replay moves a whole season together, so the order is the same under the clock).
  const later = await db
    .prepare("SELECT 1 FROM matches WHERE series_id = ? AND id != ? AND start_time > (SELECT start_time FROM matches WHERE id = ?) LIMIT 1")
    .bind(info.series.id, info.id, info.id)
    .first();
  if (later) return NO_AWARD;
  const matches = await seriesSummaries(db, clock, info.series.id);
  if (matches.at(-1)?.id !== info.id || matches.some((m) => m.state !== "Complete")) return NO_AWARD;
  const [lines, people] = await db.batch([
    db
      // By the matches' ids: the lines' primary key (no index leads with series_id).
      .prepare(
        `SELECT match_id, person_id, bat_position, runs, balls, out, bowl_balls, runs_conceded, wickets FROM player_innings
         WHERE match_id IN (SELECT id FROM matches WHERE series_id = ?)`,
      )
      .bind(info.series.id),
    db
      .prepare(
        `SELECT person_id, max(name) AS name FROM match_players
         WHERE match_id IN (SELECT id FROM matches WHERE series_id = ?) GROUP BY person_id`,
      )
      .bind(info.series.id),
  ]);
  const rows = lines!.results as LineRow[];
  const names = new Map((people!.results as { person_id: string; name: string }[]).map((p) => [p.person_id, p.name]));
  const seriesLines: SeriesLine[] = rows.map((row) => ({
    person: row.person_id,
    name: names.get(row.person_id) ?? row.person_id,
    ...(row.bat_position === null ? {} : { batting: { runs: row.runs ?? 0, balls: row.balls ?? 0, out: row.out === 1 } }),
    ...(row.bowl_balls === null ? {} : { bowling: { balls: row.bowl_balls, runs: row.runs_conceded ?? 0, wickets: row.wickets ?? 0 } }),
  }));
  const played = new Set(rows.map((row) => row.match_id)).size;
  const limitedOvers = !matches.some((m) => ["TEST", "MDM"].includes(m.format.toUpperCase()));
  const best = playerOfSeries(seriesLines, played, limitedOvers);
  if (!best) return NO_AWARD;
  return {
    playersOfSeries: [{ id: best.person, name: displayName(best.name), shortName: shortName(best.name) }],
    playersOfSeriesComputed: { value: best.value, runs: best.runs, wickets: best.wickets },
  };
}

interface LineRow {
  match_id: number;
  person_id: string;
  bat_position: number | null;
  runs: number | null;
  balls: number | null;
  out: number | null;
  bowl_balls: number | null;
  runs_conceded: number | null;
  wickets: number | null;
}
