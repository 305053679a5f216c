/**
 * Player of the Series where the data names none (Cricsheet names each match's player of the match,
 * never a series award): the player worth the most runs to a side over the series, by one rule
 * (docs/decisions/052-player-of-the-series-rule.md, shown to readers at PLAYER_OF_SERIES_METHOD_PATH).
 *
 * Everything is counted in runs, at the series' own prices:
 * - a run scored is a run; a wicket taken is worth the series' runs per wicket (its batters' runs
 *   over their dismissals), so a wicket costs more in a low-scoring series;
 * - in limited-overs cricket pace counts too: a batter gains (or loses) the runs scored above (or
 *   below) the series' scoring rate for the balls faced, and a bowler the runs conceded below
 *   (or above) it for the balls bowled. Tests have no such term: time, not balls, is short there.
 * Fielding is left out: the data credits catches but not the chances missed or the runs saved.
 * Equal values go to the player with more wickets, then more runs, then the earlier name.
 */

export const PLAYER_OF_SERIES_METHOD_PATH = "/cricket-stats/player-of-the-series-method";

/** A series needs this many finished matches for an award. */
export const PLAYER_OF_SERIES_MIN_MATCHES = 2;

/** One player's line in one innings of the series (stored as player_innings). */
export interface SeriesLine {
  person: string;
  name: string;
  batting?: { runs: number; balls: number; out: boolean };
  bowling?: { balls: number; runs: number; wickets: number };
}

export interface SeriesValue {
  person: string;
  name: string;
  /** the player's worth in runs, rounded to one decimal */
  value: number;
  runs: number;
  wickets: number;
}

export interface SeriesPrices {
  /** runs a wicket costs in this series */
  runsPerWicket: number;
  /** runs a ball in this series; null for Tests (no pace term) */
  runsPerBall: number | null;
}

/** The series' prices from all its lines; null when nobody was dismissed or no ball was faced. */
export function seriesPrices(lines: readonly SeriesLine[], limitedOvers: boolean): SeriesPrices | null {
  let runs = 0;
  let balls = 0;
  let outs = 0;
  for (const line of lines) {
    if (!line.batting) continue;
    runs += line.batting.runs;
    balls += line.batting.balls;
    if (line.batting.out) outs++;
  }
  if (outs === 0 || balls === 0) return null;
  return { runsPerWicket: runs / outs, runsPerBall: limitedOvers ? runs / balls : null };
}

/** Every player's worth over the series by the rule above, best first. */
export function seriesValues(lines: readonly SeriesLine[], limitedOvers: boolean): SeriesValue[] {
  const prices = seriesPrices(lines, limitedOvers);
  if (!prices) return [];
  const byPerson = new Map<string, { name: string; value: number; runs: number; wickets: number }>();
  for (const line of lines) {
    const entry = byPerson.get(line.person) ?? { name: line.name, value: 0, runs: 0, wickets: 0 };
    if (line.batting) {
      entry.runs += line.batting.runs;
      entry.value += line.batting.runs;
      if (prices.runsPerBall !== null) entry.value += line.batting.runs - line.batting.balls * prices.runsPerBall;
    }
    if (line.bowling) {
      entry.wickets += line.bowling.wickets;
      entry.value += line.bowling.wickets * prices.runsPerWicket;
      if (prices.runsPerBall !== null) entry.value += line.bowling.balls * prices.runsPerBall - line.bowling.runs;
    }
    byPerson.set(line.person, entry);
  }
  return [...byPerson]
    .map(([person, e]) => ({ person, name: e.name, value: Math.round(e.value * 10) / 10, runs: e.runs, wickets: e.wickets }))
    .sort((a, b) => b.value - a.value || b.wickets - a.wickets || b.runs - a.runs || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The Player of the Series of a finished series of `matches` finished matches, or null when it has
 * fewer than PLAYER_OF_SERIES_MIN_MATCHES or no one was dismissed.
 */
export function playerOfSeries(lines: readonly SeriesLine[], matches: number, limitedOvers: boolean): SeriesValue | null {
  if (matches < PLAYER_OF_SERIES_MIN_MATCHES) return null;
  return seriesValues(lines, limitedOvers)[0] ?? null;
}
