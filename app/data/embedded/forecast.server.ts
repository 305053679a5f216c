/**
 * The win probability of a match view (decision 049): the learned parameters
 * (`app/data/forecast-model.json`, written by `npm run train:forecast`) applied by the pure model
 * (`app/cricket/forecast.ts`) to the balls bowled so far.
 */
import { type ForecastModel, type ForecastSwing, forecastSeries, swingBalls } from "../../cricket/forecast.ts";
import learnedForecast from "../forecast-model.json" with { type: "json" };
import type { MatchForecast } from "../schemas.ts";
import type { MatchView } from "./match-record.server.ts";

const FORECAST_MODEL = learnedForecast as ForecastModel;

/** Win probability after every ball bowled so far; no points for a game the model does not cover. */
export function matchForecast(view: MatchView): MatchForecast {
  const gender = view.meta.gender === "female" ? "female" : "male";
  const series = forecastSeries(FORECAST_MODEL, view.soFar, gender);
  return { matchId: view.id, game: series?.key ?? null, teams: view.soFar.teams, points: series?.points ?? [] };
}

/**
 * The balls that swung the forecast (swingBalls), by commentary ball key prefix, and whose chance it
 * is. None in a Test: its forecast moves over by over, not ball by ball (decision 060).
 */
export function forecastSwings(view: MatchView): { team: string; swings: Map<string, ForecastSwing> } {
  const { teams, points } = matchForecast(view);
  if (points.some((p) => p.draw !== undefined)) return { team: teams[0] ?? "", swings: new Map() };
  return { team: teams[0] ?? "", swings: swingBalls(points) };
}
