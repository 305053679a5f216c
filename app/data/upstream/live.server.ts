/** The live area of the upstream source: a match's live snapshot from one comm response, and the live list. */
import type { LiveData } from "../contract.ts";
import { RECENT_COMMENTARY, type LiveSnapshot } from "../live-snapshot.ts";
import type { TeamRef } from "../schemas.ts";
import { commentaryPageFromJson, miniscoreFromJson } from "./commentary.server.ts";
import type { UpstreamClient } from "./client.server.ts";
import { inningsScores as wireInningsScores, matchState, teamRef, validId } from "./common.server.ts";
import { allMatches, matchListFromJson } from "./match-lists.server.ts";
import { inningsFromScoreList } from "./header.server.ts";
import { leanbackAsComm, parseCommSummary } from "./match-center.server.ts";
import { miniScore } from "./matches.server.ts";

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

export function upstreamLive(client: UpstreamClient): LiveData {
  return {
    async liveSnapshot(id) {
      if (!validId(id)) return null;
      // The mini score stands in for a commentary the provider does not have (404): the score, no
      // balls. Not for a failing one: a room polls every 3 s, one request a tick (an outage of the
      // commentary is the room's stale signal, not a second call to a failing provider).
      const comm = await client.getMatch(`/mcenter/v1/${id}/comm`);
      const json = comm ?? (await miniScore(client, id));
      return json === null ? null : snapshotFromComm(id, json, 0, client.now());
    },
    async liveScoreMark(id) {
      if (!validId(id)) return null;
      // The mini score (`leanback`): the header and live box, without the commentary's balls.
      // A failure throws, as the snapshot's would: the room's stale signal.
      const json = await client.getMatch(`/mcenter/v1/${id}/leanback`);
      if (json === null) return null;
      const summary = parseCommSummary(leanbackAsComm(json));
      const header = summary.matchheader;
      return JSON.stringify([
        header?.state ?? null,
        (header?.status ?? "").trim(),
        summary.miniscore?.matchscoredetails?.inningsscorelist ?? [],
      ]);
    },
    async liveMatches() {
      return allMatches(matchListFromJson(await client.get("/matches/v1/live")));
    },
  };
}
