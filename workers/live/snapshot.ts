/**
 * A match's live snapshot, built from whichever source the room follows: the embedded MatchView
 * (scored matches, demo-clock replays, finished matches) or one upstream comm response.
 */
import { commentaryForInnings } from "../../app/cricket/commentary/commentary.ts";
import type { CommentaryItem as CoreItem } from "../../app/cricket/commentary/types.ts";
import type { MatchView } from "../../app/data/embedded/match-view.ts";
import { inningsScores, miniscore } from "../../app/data/embedded/views.ts";
import type { CommentaryItem, TeamRef } from "../../app/data/schemas.ts";
import { commentaryPageFromJson, miniscoreFromJson } from "../../app/data/upstream/commentary.ts";
import { inningsScores as wireInningsScores, matchState, teamRef } from "../../app/data/upstream/common.ts";
import { inningsFromScoreList } from "../../app/data/upstream/header.ts";
import { parseCommSummary } from "../../app/data/upstream/match-center.ts";
import { RECENT_COMMENTARY, type LiveSnapshot } from "../../app/live/protocol.ts";

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

/**
 * The newest `limit` commentary items, newest first: exactly the embedded adapter's first
 * commentary page (app/data/embedded/commentary.ts), but generated only for the innings it needs
 * (the latest, and earlier ones only while it has too few items), so a ball late in a Test costs
 * one innings of commentary, not four.
 */
export function recentCommentary(view: MatchView, limit: number): CommentaryItem[] {
  const newestFirst: CommentaryItem[] = [];
  for (let index = view.soFar.innings.length - 1; index >= 0 && newestFirst.length < limit; index--) {
    const times = view.timeline.balls[index] ?? [];
    const items: CommentaryItem[] = [];
    let previousSeq = Number.NaN;
    let step = 0;
    for (const item of commentaryForInnings(view.soFar, index)) {
      // Items of one ball keep the core's order one millisecond apart (as the adapter stamps them).
      step = item.seq === previousSeq ? step + 1 : 0;
      previousSeq = item.seq;
      const ballTime = times[Math.max(item.seq, 0)] ?? view.timeline.start;
      items.push(toDomain(item, Math.round(ballTime) + step));
    }
    newestFirst.push(...items.reverse());
  }
  return newestFirst.slice(0, limit);
}

function toDomain(item: CoreItem, timestamp: number): CommentaryItem {
  const kind = item.kind === "ball" || item.kind === "over" || item.kind === "milestone" ? item.kind : "note";
  return {
    key: item.id,
    kind,
    inningsNo: item.inningsIndex + 1,
    timestamp,
    overLabel: item.overLabel || null,
    event: item.event,
    text: item.text,
    bold: item.formats.filter((span) => span.bold).map((span) => span.text),
    highlights: item.highlights,
    batterId: item.kind === "ball" ? item.batter.id : null,
    bowlerId: item.kind === "ball" ? item.bowler.id : null,
    over:
      item.kind === "over"
        ? {
            overNumber: item.overNumber,
            runs: item.runs,
            balls: item.ballSequence,
            battingTeam: item.battingTeam,
            score: item.score,
            batters: item.batters.map((b) => ({ name: b.player.name, runs: b.runs, balls: b.balls })),
            bowler: { name: item.bowler.player.name, figures: item.bowler.figures },
          }
        : null,
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
