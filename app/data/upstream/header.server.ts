import { z } from "zod";
import type { PlayerRef, TeamRef } from "../schemas.ts";
import { personRef, type WireInningsScore } from "./common.server.ts";
import { optBool, optEpoch, optInt, optNum, optStr, personWire, teamWire } from "./wire.server.ts";

/**
 * `matchHeader`, which rides along with comm, hscard and highlights responses, and the innings score
 * list inside `miniscore.matchScoreDetails`. Every field is optional: the header only ever adds to
 * what the main part of a response says.
 */

export const tossWire = z.object({ tosswinnerid: optInt, tosswinnername: optStr, decision: optStr }).optional().catch(undefined);

export const matchHeaderWire = z.object({
  matchid: optInt,
  matchdescription: optStr,
  matchformat: optStr,
  matchtype: optStr,
  complete: optBool,
  matchstarttimestamp: optEpoch,
  matchcompletetimestamp: optEpoch,
  state: optStr,
  status: optStr,
  tossresults: tossWire,
  revisedtarget: z.object({ reason: optStr, runs: optInt, target: optInt, overs: optNum }).optional().catch(undefined),
  playersofthematch: z.array(personWire).optional().catch(undefined),
  playersoftheseries: z.array(personWire).optional().catch(undefined),
  matchteaminfo: z
    .array(z.object({ battingteamid: optInt, battingteamshortname: optStr, bowlingteamid: optInt, bowlingteamshortname: optStr }))
    .optional()
    .catch(undefined),
  team1: teamWire.optional().catch(undefined),
  team2: teamWire.optional().catch(undefined),
  seriesid: optInt,
  seriesname: optStr,
  seriesdesc: optStr,
});
export type MatchHeaderWire = z.infer<typeof matchHeaderWire>;

export const inningsScoreListWire = z
  .array(
    z.object({
      inningsid: optInt,
      batteamid: optInt,
      batteamname: optStr,
      score: optInt,
      runs: optInt,
      wickets: optInt,
      overs: optNum,
      isdeclared: optBool,
    }),
  )
  .optional()
  .catch(undefined);

export function inningsFromScoreList(list: z.infer<typeof inningsScoreListWire>): WireInningsScore[] {
  return (list ?? [])
    .filter((inn) => inn.batteamid !== undefined)
    .map((inn) => ({
      inningsId: inn.inningsid,
      teamId: inn.batteamid!,
      runs: inn.score ?? inn.runs,
      wickets: inn.wickets,
      overs: inn.overs,
      declared: inn.isdeclared,
    }));
}

export function peopleOf(list: z.infer<typeof personWire>[] | undefined): PlayerRef[] {
  return (list ?? []).map(personRef).filter((p): p is PlayerRef => p !== null);
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The team a toss winner id or name refers to. */
export function findTeam(teams: readonly TeamRef[], id: number | undefined, name: string | undefined): TeamRef | undefined {
  return (
    (id !== undefined && id > 0 ? teams.find((t) => t.id === id) : undefined) ??
    (name ? teams.find((t) => sameName(t.name, name) || sameName(t.shortName, name)) : undefined)
  );
}

function decisionOf(text: string): "bat" | "field" | null {
  if (/\b(bat|batting)\b/i.test(text)) return "bat";
  if (/\b(bowl|bowling|field|fielding)\b/i.test(text)) return "field";
  return null;
}

export type Toss = { winner: TeamRef; decision: "bat" | "field" } | null;

/** `tossResults` {tossWinnerId, tossWinnerName, decision: "Batting" | "Bowling"}. */
export function tossFromResults(toss: z.infer<typeof tossWire>, teams: readonly TeamRef[]): Toss {
  if (!toss) return null;
  const winner = findTeam(teams, toss.tosswinnerid, toss.tosswinnername);
  const decision = decisionOf(toss.decision ?? "");
  return winner && decision ? { winner, decision } : null;
}

/** The lowercase generation's `tossstatus`: "Mumbai Indians opt to bowl", "India elected to bat". */
export function tossFromText(text: string | undefined, teams: readonly TeamRef[]): Toss {
  const status = (text ?? "").trim();
  if (status === "") return null;
  const lower = status.toLowerCase();
  const winner = [...teams]
    .flatMap((team) => [
      { team, label: team.name },
      { team, label: team.shortName },
    ])
    .sort((a, b) => b.label.length - a.label.length)
    .find(({ label }) => label !== "" && lower.startsWith(label.toLowerCase()))?.team;
  const decision = decisionOf(status.slice(status.search(/\b(opt|opts|opted|elect|elects|elected|chose|choose|chooses)\b/i) + 1 || 0));
  return winner && decision ? { winner, decision } : null;
}
