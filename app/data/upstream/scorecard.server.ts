import { z } from "zod";
import { overNotationToBalls } from "../../cricket/overs.ts";
import { economyRate, strikeRate } from "../../cricket/rates.ts";
import { formatScore } from "../../cricket/score.ts";
import { scorecardSchema, type PlayerRef, type Scorecard, type ScorecardInnings, type TeamRef } from "../schemas.ts";
import { isMultiDayFormat, notationText, oversText, playerRef, rateText } from "./common.server.ts";
import { findTeam, matchHeaderWire, type MatchHeaderWire } from "./header.server.ts";
import { int, lowercaseKeys, mapChecked, numbered, optBool, optInt, optNum, optStr, parseWire } from "./wire.server.ts";

/**
 * Scorecards in both of the provider's shapes.
 *
 * `mcenter/v1/{id}/hscard` (IPL 2024 samples): `scoreCard[]` of `{inningsId, batTeamDetails:
 * {batTeamId, batTeamName, batsmenData: {bat_1: {batId, batName, runs, balls, strikeRate, outDesc,
 * inMatchChange …}}}, bowlTeamDetails: {bowlersData: {bowl_1 …}}, scoreDetails, extrasData,
 * wicketsData: {wkt_1 …}, ppData: {pp_1 …}}`, with `matchHeader` and `status`. Pre-match it is
 * `"scoreCard": []`. The `bat_N` / `bowl_N` keys carry the order (objects arrive shuffled).
 *
 * `mcenter/v1/{id}/scard` (2025): `scorecard[]` of `{inningsId, batsman: [{id, name, runs, balls,
 * strkRate: "44.44", outDec, isOverseas}], bowler: [{id, name, overs: "4", economy: "7.8"}],
 * fow: {fow: [...]}, extras, pp: {powerPlay: [{ovrFrom, ovrTo, ppType, run}]}, score, wickets,
 * overs, batTeamName, batTeamSName}`. Zero values are omitted (read as 0) and there are no team
 * ids: pass the match's two teams to resolve them by name; without them, or when a name matches
 * neither, the id is 0 (unknown) and the bowling side is the other innings' batting side by name.
 *
 * Keys are lowercased first, so the two generations' `scoreCard` / `scorecard` meet under one key
 * and are told apart by their innings (`batteamdetails` vs `batsman` / `batteamname`).
 *
 * Batting rows are the batters with a dismissal text ("not out" and "batting" included); the rest
 * are yet to bat, except players replaced out of the match (`inMatchChange: "MOUT"`). Powerplay
 * wickets, when the provider does not give them, are counted from the fall of wickets. Targets are
 * derived: the 2nd innings (and each even super-over innings) chases the one before (a revised
 * target in `matchHeader.revisedTarget` wins); a 4th Test innings chases the lead plus one.
 */

// ── Wire ───────────────────────────────────────────────────────────────────────────────────────

const extrasWire = z
  .object({ byes: optInt, legbyes: optInt, wides: optInt, noballs: optInt, penalty: optInt, total: optInt })
  .optional()
  .catch(undefined);

const hscardBatter = z.object({
  batid: int,
  batname: optStr,
  batshortname: optStr,
  runs: optInt,
  balls: optInt,
  fours: optInt,
  sixes: optInt,
  strikerate: optNum,
  outdesc: optStr,
  iscaptain: optBool,
  iskeeper: optBool,
  inmatchchange: optStr,
});

const hscardBowler = z.object({
  bowlerid: int,
  bowlname: optStr,
  bowlshortname: optStr,
  overs: optNum,
  maidens: optInt,
  runs: optInt,
  wickets: optInt,
  economy: optNum,
  no_balls: optInt,
  noballs: optInt,
  wides: optInt,
  iscaptain: optBool,
});

const hscardInnings = z.object({
  inningsid: int,
  batteamdetails: z.object({
    batteamid: int,
    batteamname: z.string(),
    batteamshortname: optStr,
    batsmendata: numbered("bat", hscardBatter).optional(),
  }),
  bowlteamdetails: z.object({
    bowlteamid: int,
    bowlteamname: z.string(),
    bowlteamshortname: optStr,
    bowlersdata: numbered("bowl", hscardBowler).optional(),
  }),
  scoredetails: z.object({ runs: optInt, wickets: optInt, overs: optNum, isdeclared: optBool }),
  extrasdata: extrasWire,
  wicketsdata: numbered("wkt", z.object({ batid: optInt, batname: optStr, wktnbr: optInt, wktover: optNum, wktruns: optInt }))
    .optional()
    .catch(undefined),
  ppdata: numbered("pp", z.object({ ppoversfrom: optNum, ppoversto: optNum, pptype: optStr, runsscored: optInt, wickets: optInt }))
    .optional()
    .catch(undefined),
});

export const hscardWire = z.object({
  scorecard: z.array(hscardInnings),
  matchheader: matchHeaderWire.optional().catch(undefined),
  status: optStr,
  ismatchcomplete: optBool,
});

const scardBatter = z.object({
  id: int,
  name: optStr,
  nickname: optStr,
  runs: optInt,
  balls: optInt,
  fours: optInt,
  sixes: optInt,
  strkrate: optNum,
  outdec: optStr,
  iscaptain: optBool,
  iskeeper: optBool,
  inmatchchange: optStr,
});

const scardBowler = z.object({
  id: int,
  name: optStr,
  nickname: optStr,
  overs: optNum,
  maidens: optInt,
  runs: optInt,
  wickets: optInt,
  economy: optNum,
  noballs: optInt,
  no_balls: optInt,
  wides: optInt,
  iscaptain: optBool,
});

const scardInnings = z.object({
  inningsid: int,
  batteamid: optInt,
  batteamname: z.string(),
  batteamsname: optStr,
  batsman: z.array(scardBatter).optional().default([]),
  bowler: z.array(scardBowler).optional().default([]),
  fow: z
    .object({
      fow: z
        .array(z.object({ batsmanid: optInt, batsmanname: optStr, overnbr: optNum, runs: optInt }))
        .optional()
        .default([]),
    })
    .optional()
    .catch(undefined),
  extras: extrasWire,
  pp: z
    .object({
      powerplay: z
        .array(z.object({ ovrfrom: optNum, ovrto: optNum, pptype: optStr, run: optInt, wickets: optInt }))
        .optional()
        .default([]),
    })
    .optional()
    .catch(undefined),
  score: optInt,
  wickets: optInt,
  overs: optNum,
  isdeclared: optBool,
});

export const scardWire = z.object({
  scorecard: z.array(scardInnings),
  status: optStr,
  ismatchcomplete: optBool,
  matchheader: matchHeaderWire.optional().catch(undefined),
});

// ── Shared building ────────────────────────────────────────────────────────────────────────────

interface BatterInput {
  ref: PlayerRef;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  strikeRate: number | undefined;
  dismissal: string;
  captain: boolean;
  keeper: boolean;
  replacedOut: boolean;
}

interface BowlerInput {
  ref: PlayerRef;
  overs: unknown;
  maidens: number;
  runs: number;
  wickets: number;
  economy: number | undefined;
  noBalls: number;
  wides: number;
  captain: boolean;
}

interface InningsInput {
  inningsNo: number;
  battingTeam: TeamRef;
  bowlingTeam: TeamRef;
  runs: number;
  wickets: number;
  overs: unknown;
  declared: boolean;
  batters: BatterInput[];
  bowlers: BowlerInput[];
  extras: z.infer<typeof extrasWire>;
  fallOfWickets: { wicket: number; runs: number; over: number | undefined; id: number | undefined; name: string | undefined }[];
  powerplays: { type: string; from: unknown; to: unknown; runs: number; wickets: number | undefined }[];
}

const NOT_OUT = /^(not out|batting|retired hurt|retd hurt|retired not out|retd not out|absent hurt|absent)\b/i;

function isOut(dismissal: string): boolean {
  return dismissal !== "" && !NOT_OUT.test(dismissal);
}

function ballsOf(overs: string): number {
  return overs === "N/A" ? 0 : overNotationToBalls(Number(overs));
}

function buildInnings(input: InningsInput, multiDay: boolean): ScorecardInnings {
  const overs = oversText(input.overs);
  const byId = new Map(input.batters.map((b) => [b.ref.id, b.ref]));
  const fallOfWickets = input.fallOfWickets
    .sort((a, b) => a.wicket - b.wicket)
    .map((w) => ({
      wicket: w.wicket,
      runs: w.runs,
      over: notationText(w.over),
      player: (w.id !== undefined ? byId.get(String(w.id)) : undefined) ?? playerRef(w.id, w.name, w.name),
    }));
  const wicketBalls = fallOfWickets.map((w) => ballsOf(w.over));
  return {
    inningsNo: input.inningsNo,
    superOver: !multiDay && input.inningsNo > 2,
    battingTeam: input.battingTeam,
    bowlingTeam: input.bowlingTeam,
    runs: input.runs,
    wickets: input.wickets,
    overs,
    declared: input.declared,
    score: formatScore({ runs: input.runs, wickets: input.wickets, declared: input.declared }),
    batting: input.batters
      .filter((b) => b.dismissal !== "")
      .map((b) => ({
        player: b.ref,
        runs: b.runs,
        balls: b.balls,
        fours: b.fours,
        sixes: b.sixes,
        strikeRate: rateText(b.strikeRate, () => strikeRate(b.runs, b.balls)),
        dismissal: b.dismissal,
        isOut: isOut(b.dismissal),
        captain: b.captain,
        keeper: b.keeper,
      })),
    bowling: input.bowlers.map((b) => {
      const bowled = oversText(b.overs);
      return {
        player: b.ref,
        overs: bowled,
        maidens: b.maidens,
        runs: b.runs,
        wickets: b.wickets,
        economy: rateText(b.economy, () => economyRate(b.runs, ballsOf(bowled))),
        noBalls: b.noBalls,
        wides: b.wides,
        captain: b.captain,
      };
    }),
    extras: {
      byes: input.extras?.byes ?? 0,
      legByes: input.extras?.legbyes ?? 0,
      wides: input.extras?.wides ?? 0,
      noBalls: input.extras?.noballs ?? 0,
      penalty: input.extras?.penalty ?? 0,
      total: input.extras?.total ?? 0,
    },
    fallOfWickets,
    yetToBat: input.batters.filter((b) => b.dismissal === "" && !b.replacedOut).map((b) => b.ref),
    powerplays: input.powerplays.map((pp) => {
      const from = oversText(pp.from);
      const to = oversText(pp.to);
      const [start, end] = [ballsOf(from), ballsOf(to)];
      return {
        type: pp.type,
        from,
        to,
        runs: pp.runs,
        wickets: pp.wickets ?? wicketBalls.filter((b) => b >= start && b <= end).length,
      };
    }),
    target: null,
  };
}

/** Fills in chase targets (see the module comment). */
function withTargets(innings: ScorecardInnings[], multiDay: boolean, header: MatchHeaderWire | undefined): ScorecardInnings[] {
  const revised = header?.revisedtarget?.target ?? header?.revisedtarget?.runs;
  return innings.map((inn, index) => {
    const previous = innings[index - 1];
    if (!multiDay) {
      if (inn.inningsNo === 2 && previous) {
        return { ...inn, target: revised && revised > 0 ? revised : previous.runs + 1 };
      }
      if (inn.superOver && inn.inningsNo % 2 === 0 && previous?.superOver) return { ...inn, target: previous.runs + 1 };
      return inn;
    }
    if (inn.inningsNo === 4) {
      const against = innings.filter((i) => i.inningsNo < 4 && i.battingTeam.id === inn.bowlingTeam.id).reduce((s, i) => s + i.runs, 0);
      const own = innings.filter((i) => i.inningsNo < 4 && i.battingTeam.id === inn.battingTeam.id).reduce((s, i) => s + i.runs, 0);
      const target = against - own + 1;
      return target > 0 ? { ...inn, target } : inn;
    }
    return inn;
  });
}

// ── hscard ─────────────────────────────────────────────────────────────────────────────────────

function fromHscardWire(wire: z.infer<typeof hscardWire>): Scorecard {
  const format = wire.matchheader?.matchformat;
  const multiDay = isMultiDayFormat(format);
  const innings = [...wire.scorecard]
    .sort((a, b) => a.inningsid - b.inningsid)
    .map((inn) => {
      const bat = inn.batteamdetails;
      const bowl = inn.bowlteamdetails;
      return buildInnings(
        {
          inningsNo: inn.inningsid,
          battingTeam: { id: bat.batteamid, name: bat.batteamname, shortName: bat.batteamshortname || bat.batteamname },
          bowlingTeam: { id: bowl.bowlteamid, name: bowl.bowlteamname, shortName: bowl.bowlteamshortname || bowl.bowlteamname },
          runs: inn.scoredetails.runs ?? 0,
          wickets: inn.scoredetails.wickets ?? 0,
          overs: inn.scoredetails.overs,
          declared: inn.scoredetails.isdeclared === true,
          batters: (bat.batsmendata ?? []).map((b) => ({
            ref: playerRef(b.batid, b.batname, b.batshortname),
            runs: b.runs ?? 0,
            balls: b.balls ?? 0,
            fours: b.fours ?? 0,
            sixes: b.sixes ?? 0,
            strikeRate: b.strikerate,
            dismissal: (b.outdesc ?? "").trim(),
            captain: b.iscaptain === true,
            keeper: b.iskeeper === true,
            replacedOut: (b.inmatchchange ?? "").toUpperCase() === "MOUT",
          })),
          bowlers: (bowl.bowlersdata ?? []).map((b) => ({
            ref: playerRef(b.bowlerid, b.bowlname, b.bowlshortname),
            overs: b.overs,
            maidens: b.maidens ?? 0,
            runs: b.runs ?? 0,
            wickets: b.wickets ?? 0,
            economy: b.economy,
            noBalls: b.no_balls ?? b.noballs ?? 0,
            wides: b.wides ?? 0,
            captain: b.iscaptain === true,
          })),
          extras: inn.extrasdata,
          fallOfWickets: (inn.wicketsdata ?? []).map((w, i) => ({
            wicket: w.wktnbr ?? i + 1,
            runs: w.wktruns ?? 0,
            over: w.wktover,
            id: w.batid,
            name: w.batname,
          })),
          powerplays: (inn.ppdata ?? []).map((pp) => ({
            type: pp.pptype ?? "",
            from: pp.ppoversfrom,
            to: pp.ppoversto,
            runs: pp.runsscored ?? 0,
            wickets: pp.wickets,
          })),
        },
        multiDay,
      );
    });
  return {
    status: (wire.status ?? wire.matchheader?.status ?? "").trim(),
    innings: withTargets(innings, multiDay, wire.matchheader),
  };
}

/** `mcenter/v1/{id}/hscard` → the domain scorecard (a pre-match `"scoreCard": []` has no innings). */
export function scorecardFromHscard(json: unknown): Scorecard {
  const wire = parseWire(hscardWire, json, "hscard");
  return mapChecked(scorecardSchema, "hscard", () => fromHscardWire(wire));
}

// ── scard (2025) ───────────────────────────────────────────────────────────────────────────────

export interface ScardOptions {
  /** the match's two teams (from match info), to give the innings their team ids */
  teams?: readonly TeamRef[];
  /** the match's format ("T20", "Test"); without it 3+ innings of more than an over read as a multi-day match */
  format?: string;
}

function fromScardWire(wire: z.infer<typeof scardWire>, options: ScardOptions): Scorecard {
  const teams = options.teams ?? [];
  const sorted = [...wire.scorecard].sort((a, b) => a.inningsid - b.inningsid);
  const format = options.format ?? wire.matchheader?.matchformat;
  const multiDay =
    format !== undefined && format !== "" ? isMultiDayFormat(format) : sorted.length > 2 && ballsOf(oversText(sorted[2]!.overs)) > 6;
  const sides = sorted.map((inn) => {
    const known = findTeam(teams, inn.batteamid, inn.batteamname) ?? findTeam(teams, undefined, inn.batteamsname);
    return known ?? { id: inn.batteamid ?? 0, name: inn.batteamname, shortName: inn.batteamsname || inn.batteamname };
  });
  const innings = sorted.map((inn, index) => {
    const batting = sides[index]!;
    const bowling = teams.find((t) => t.id !== 0 && t.id !== batting.id && t.name !== batting.name) ??
      sides.find((s) => s.name !== batting.name) ?? { id: 0, name: "", shortName: "" };
    return buildInnings(
      {
        inningsNo: inn.inningsid,
        battingTeam: batting,
        bowlingTeam: bowling,
        runs: inn.score ?? 0,
        wickets: inn.wickets ?? 0,
        overs: inn.overs,
        declared: inn.isdeclared === true,
        batters: inn.batsman.map((b) => ({
          ref: playerRef(b.id, b.name, b.nickname),
          runs: b.runs ?? 0,
          balls: b.balls ?? 0,
          fours: b.fours ?? 0,
          sixes: b.sixes ?? 0,
          strikeRate: b.strkrate,
          dismissal: (b.outdec ?? "").trim(),
          captain: b.iscaptain === true,
          keeper: b.iskeeper === true,
          replacedOut: (b.inmatchchange ?? "").toUpperCase() === "MOUT",
        })),
        bowlers: inn.bowler.map((b) => ({
          ref: playerRef(b.id, b.name, b.nickname),
          overs: b.overs,
          maidens: b.maidens ?? 0,
          runs: b.runs ?? 0,
          wickets: b.wickets ?? 0,
          economy: b.economy,
          noBalls: b.noballs ?? b.no_balls ?? 0,
          wides: b.wides ?? 0,
          captain: b.iscaptain === true,
        })),
        extras: inn.extras,
        fallOfWickets: (inn.fow?.fow ?? []).map((w, i) => ({
          wicket: i + 1,
          runs: w.runs ?? 0,
          over: w.overnbr,
          id: w.batsmanid,
          name: w.batsmanname,
        })),
        powerplays: (inn.pp?.powerplay ?? []).map((pp) => ({
          type: pp.pptype ?? "",
          from: pp.ovrfrom,
          to: pp.ovrto,
          runs: pp.run ?? 0,
          wickets: pp.wickets,
        })),
      },
      multiDay,
    );
  });
  return {
    status: (wire.status ?? wire.matchheader?.status ?? "").trim(),
    innings: withTargets(innings, multiDay, wire.matchheader),
  };
}

/** `mcenter/v1/{id}/scard` (2025 shape) → the domain scorecard. */
export function scorecardFromScard(json: unknown, options: ScardOptions = {}): Scorecard {
  const wire = parseWire(scardWire, json, "scard");
  return mapChecked(scorecardSchema, "scard", () => fromScardWire(wire, options));
}

/** Which generation a scorecard response is: hscard innings carry `batTeamDetails`. */
export function scorecardShape(json: unknown): "hscard" | "scard" {
  const body = lowercaseKeys(json) as { scorecard?: unknown } | null;
  const first = Array.isArray(body?.scorecard) ? (body.scorecard[0] as Record<string, unknown> | undefined) : undefined;
  if (first && typeof first === "object" && !("batteamdetails" in first) && ("batsman" in first || "batteamname" in first)) {
    return "scard";
  }
  return "hscard";
}

/** Either generation, told apart by its innings. */
export function scorecardFromJson(json: unknown, options: ScardOptions = {}): Scorecard {
  return scorecardShape(json) === "scard" ? scorecardFromScard(json, options) : scorecardFromHscard(json);
}
