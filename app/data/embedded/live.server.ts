/**
 * The live area of the embedded source: a match's live snapshot from its MatchView (scored
 * matches, demo-clock replays, finished matches) and the live list.
 */
import { RecentCommentary, recentCommentary } from "./commentary.server.ts";
import type { MatchView } from "./match-record.server.ts";
import { matchForecast } from "./forecast.server.ts";
import { inningsScores, miniscore, summaryOf } from "./views.server.ts";
import type { LiveData } from "../contract.ts";
import { RECENT_COMMENTARY, type LiveSnapshot } from "../live-snapshot.ts";
import type { MatchSummary } from "../schemas.ts";
import type { Clock } from "./clock.server.ts";
import { currentSummaries, selectList } from "./match-list.server.ts";
import { loadMatchView, type MatchViewReader } from "./match-view.server.ts";
import { scoredView, type ScoredMatch } from "./scored.server.ts";

export function snapshotFromView(
  view: MatchView,
  source: "scoring" | "embedded",
  seq: number,
  at: number,
  commentary = recentCommentary(view, RECENT_COMMENTARY),
): LiveSnapshot {
  return {
    matchId: view.id,
    seq,
    updatedAt: at,
    source,
    state: view.state,
    status: view.status,
    isReplay: view.isReplay,
    teams: view.teams,
    innings: inningsScores(view),
    balls: view.soFar.innings.map((innings) => innings.deliveries.length),
    miniscore: miniscore(view),
    commentary,
    forecast: forecastNow(view),
  };
}

/** The first side's chance after the last ball bowled (null before a ball, or without a model for the game). */
function forecastNow(view: MatchView): LiveSnapshot["forecast"] {
  const { teams, points } = matchForecast(view);
  const last = points.at(-1);
  if (!last || !teams[0]) return null;
  return last.draw === undefined ? { team: teams[0], chance: last.chance } : { team: teams[0], chance: last.chance, draw: last.draw };
}

export function embeddedLive(db: D1Database, clock: Clock, views: MatchViewReader = (id) => loadMatchView(db, clock, id)): LiveData {
  return {
    async liveSnapshot(id) {
      const view = await views(id);
      return view ? snapshotFromView(view, view.meta.source === "scoring" ? "scoring" : "embedded", 0, clock.now()) : null;
    },
    // D1's snapshot is itself one read: nothing lighter to poll.
    liveScoreMark: async () => null,
    async liveMatches() {
      return selectList(await currentSummaries(db, clock), "live");
    },
  };
}

/** A scored match held by its room, as its snapshot and the ticker's summary: one view, no D1 read. */
export function scoredLive(match: ScoredMatch, seq: number, now: number): { snapshot: LiveSnapshot; summary: MatchSummary } {
  const view = scoredView(match, now);
  return { snapshot: snapshotFromView(view, "scoring", seq, now), summary: summaryOf(view) };
}

/**
 * scoredLive for the room that holds the match and grows it ball by ball: the same snapshot and
 * summary, with the commentary kept between balls, so a ball's cost does not grow with the match
 * (docs/decisions/024). One per room; a match read again from D1 is simply read in full once.
 */
export class ScoredLiveBuilder {
  private readonly commentary = new RecentCommentary();

  build(match: ScoredMatch, seq: number, now: number): { snapshot: LiveSnapshot; summary: MatchSummary } {
    const view = scoredView(match, now);
    const commentary = this.commentary.recent(view, RECENT_COMMENTARY);
    return { snapshot: snapshotFromView(view, "scoring", seq, now, commentary), summary: summaryOf(view) };
  }
}
