/**
 * A match's live snapshot, built from whichever source the room follows: the embedded MatchView
 * (scored matches, demo-clock replays, finished matches) or one upstream comm response.
 */
import { recentCommentary } from "./commentary.server.ts";
import type { MatchView } from "./match-view.server.ts";
import { inningsScores, miniscore } from "./views.server.ts";
import type { CommentaryItem, TeamRef } from "../schemas.ts";
import { commentaryPageFromJson, miniscoreFromJson } from "../upstream/commentary.server.ts";
import { inningsScores as wireInningsScores, matchState, teamRef } from "../upstream/common.server.ts";
import { inningsFromScoreList } from "../upstream/header.server.ts";
import { parseCommSummary } from "../upstream/match-center.server.ts";
import { RECENT_COMMENTARY, type LiveSnapshot } from "../../live/protocol.ts";

export function snapshotFromView(view: MatchView, source: "scoring" | "embedded", seq: number, at: number): LiveSnapshot {
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
    commentary: recentCommentary(view, RECENT_COMMENTARY),
  };
}

/** From one `/mcenter/v1/{id}/comm` response; null when the provider does not know the match. */
export function snapshotFromComm(matchId: number, json: unknown, seq: number, at: number): LiveSnapshot {
  const summary = parseCommSummary(json);
  const header = summary.matchheader;
  const team = (wire: unknown, fallback: string): TeamRef => {
    try {
      return teamRef(wire as Parameters<typeof teamRef>[0]);
    } catch {
      return { id: 0, name: fallback, shortName: fallback };
    }
  };
  const teams: [TeamRef, TeamRef] = [team(header?.team1, "Team 1"), team(header?.team2, "Team 2")];
  return {
    matchId,
    seq,
    updatedAt: at,
    source: "upstream",
    state: matchState(header?.state, header?.complete),
    status: (header?.status ?? "").trim(),
    isReplay: false,
    teams,
    innings: wireInningsScores(inningsFromScoreList(summary.miniscore?.matchscoredetails?.inningsscorelist), header?.matchformat),
    balls: [],
    miniscore: miniscoreFromJson(json),
    commentary: commentaryPageFromJson(json, { limit: RECENT_COMMENTARY }).items,
  };
}
