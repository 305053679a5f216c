import { z } from "zod";
import { overNotationToBalls } from "../../cricket/overs.ts";
import { currentRunRate, economyRate, formatTwoDecimals, strikeRate } from "../../cricket/rates.ts";
import {
  commentaryItemSchema,
  commentaryPageSchema,
  HIGHLIGHT_TYPES,
  miniscoreSchema,
  type BatterLine,
  type BowlerLine,
  type CommentaryCursor,
  type CommentaryItem,
  type CommentaryPage,
  type HighlightType,
  type Miniscore,
  type OverSummary,
  type TeamRef,
} from "../schemas.ts";
import { oversText, playerRef, rateText, teamRef } from "./common.server.ts";
import { findTeam, inningsScoreListWire, matchHeaderWire, type MatchHeaderWire } from "./header.server.ts";
import { mapChecked, num, optEpoch, optInt, optNum, optStr, parseWire } from "./wire.server.ts";

/**
 * `mcenter/v1/{id}/comm` (commentaryList, miniscore, matchHeader), its older pages, the full
 * commentary of one innings and the highlights. The samples hold one old (2020) camelCase response
 * with a single ball; the rest follows docs/product/match-pages.md#source-calls and is kept tolerant:
 * - the list is `commentaryList[]`, or `comwrapper[].commentary` as later generations wrap it;
 * - the text is `commText` (or `commtxt`) with `B0$`-style placeholders that `commentaryFormats`
 *   resolves, given either as `{bold: {formatId: [], formatValue: []}}` or as
 *   `[{type: "bold", value: [{id, value}]}]`; bold values are listed in `bold`, tags are stripped;
 * - the over is `overNumber` (or `ballMetric`); items without one are notes or milestones;
 * - an item with `overSeparator` also yields an "over" item (the over-break box) just before it in
 *   newest-first order.
 */

function firstOf<T extends z.ZodType>(schema: T) {
  return z
    .union([schema, z.array(schema)])
    .transform((value) => (Array.isArray(value) ? value[0] : value) as z.output<T> | undefined)
    .optional()
    .catch(undefined);
}

const overSeparatorWire = z.object({
  overnum: optNum,
  runs: optInt,
  o_summary: optStr,
  batteamname: optStr,
  score: optInt,
  wickets: optInt,
  batstrikernames: firstOf(z.string()),
  batstrikerruns: firstOf(num),
  batstrikerballs: firstOf(num),
  batnonstrikernames: firstOf(z.string()),
  batnonstrikerruns: firstOf(num),
  batnonstrikerballs: firstOf(num),
  bowlnames: firstOf(z.string()),
  bowlovers: firstOf(num),
  bowlmaidens: firstOf(num),
  bowlruns: firstOf(num),
  bowlwickets: firstOf(num),
});

export const commItemWire = z.object({
  commtext: optStr,
  commtxt: optStr,
  timestamp: optEpoch,
  ballnbr: optInt,
  overnumber: optNum,
  ballmetric: optNum,
  inningsid: optInt,
  event: optStr,
  batteamname: optStr,
  commentaryformats: z.unknown().optional(),
  batsmanstriker: z.object({ batid: optInt }).optional().catch(undefined),
  bowlerstriker: z.object({ bowlid: optInt }).optional().catch(undefined),
  overseparator: overSeparatorWire.optional().catch(undefined),
});
type CommItemWire = z.infer<typeof commItemWire>;

const batWire = z
  .object({
    batid: optInt,
    batname: optStr,
    batruns: optInt,
    batballs: optInt,
    batfours: optInt,
    batsixes: optInt,
    batstrikerate: optNum,
  })
  .optional()
  .catch(undefined);

const bowlWire = z
  .object({
    bowlid: optInt,
    bowlname: optStr,
    bowlovs: optNum,
    bowlmaidens: optInt,
    bowlruns: optInt,
    bowlwkts: optInt,
    bowlecon: optNum,
  })
  .optional()
  .catch(undefined);

export const miniscoreWire = z.object({
  inningsid: optInt,
  batsmanstriker: batWire,
  batsmannonstriker: batWire,
  batteam: z.object({ teamid: optInt, teamscore: optInt, teamwkts: optInt }).optional().catch(undefined),
  bowlerstriker: bowlWire,
  bowlernonstriker: bowlWire,
  overs: optNum,
  recentovsstats: optStr,
  target: optInt,
  partnership: z.object({ balls: optInt, runs: optInt }).optional().catch(undefined),
  currentrunrate: optNum,
  requiredrunrate: optNum,
  lastwicket: optStr,
  oversrem: optNum,
  matchscoredetails: z.object({ inningsscorelist: inningsScoreListWire, customstatus: optStr, state: optStr }).optional().catch(undefined),
  latestperformance: z
    .array(z.object({ runs: optInt, wkts: optInt, label: optStr }))
    .optional()
    .catch(undefined),
});
type MiniscoreWire = z.infer<typeof miniscoreWire>;

export const commWire = z.object({
  commentarylist: z.array(commItemWire).optional(),
  comwrapper: z.array(z.object({ commentary: commItemWire.optional() })).optional(),
  matchheader: matchHeaderWire.optional().catch(undefined),
  miniscore: miniscoreWire.optional(),
});
type CommWire = z.infer<typeof commWire>;

/** Full commentary: `{commentary: [{inningsId, commentaryList}]}`, or a plain comm-shaped list. */
const fullCommWire = commWire.extend({
  commentary: z.array(z.object({ inningsid: optInt, commentarylist: z.array(commItemWire).optional() })).optional(),
});

function listOf(wire: CommWire): CommItemWire[] {
  return wire.commentarylist ?? (wire.comwrapper ?? []).flatMap((w) => (w.commentary ? [w.commentary] : []));
}

// ── Text ───────────────────────────────────────────────────────────────────────────────────────

interface FormatPair {
  style: string;
  id: string;
  value: string;
}

function formatPairs(formats: unknown): FormatPair[] {
  const pairs: FormatPair[] = [];
  const record = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
  if (Array.isArray(formats)) {
    // [{type: "bold", value: [{id: "B0$", value: "FOUR"}]}]
    for (const entry of formats) {
      if (!record(entry) || !Array.isArray(entry.value)) continue;
      for (const v of entry.value) {
        if (record(v) && typeof v.id === "string" && typeof v.value === "string") {
          pairs.push({ style: String(entry.type ?? ""), id: v.id, value: v.value });
        }
      }
    }
  } else if (record(formats)) {
    // {bold: {formatid: ["B0$"], formatvalue: ["FOUR"]}}
    for (const [style, spec] of Object.entries(formats)) {
      if (!record(spec) || !Array.isArray(spec.formatid) || !Array.isArray(spec.formatvalue)) continue;
      spec.formatid.forEach((id, i) => {
        const value = (spec.formatvalue as unknown[])[i];
        if (typeof id === "string" && typeof value === "string") pairs.push({ style, id, value });
      });
    }
  }
  return pairs;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/** Plain text with the placeholders resolved; bold values (and <b> contents) listed separately. */
export function commentaryText(raw: string, formats: unknown): { text: string; bold: string[] } {
  let text = raw;
  const bold: string[] = [];
  // Longest ids first so "B10$" is not eaten by "B1$".
  for (const pair of formatPairs(formats).sort((a, b) => b.id.length - a.id.length)) {
    if (!text.includes(pair.id)) continue;
    text = text.split(pair.id).join(pair.value);
    if (pair.style.toLowerCase() === "bold" && pair.value.trim() !== "") bold.push(pair.value.trim());
  }
  for (const match of text.matchAll(/<b>(.*?)<\/b>/gi)) {
    const inner = match[1]!.replace(/<[^>]*>/g, "").trim();
    if (inner !== "") bold.push(inner);
  }
  text = text
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\\n/g, "\n")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .trim();
  return { text, bold: [...new Set(bold)] };
}

// ── Items ──────────────────────────────────────────────────────────────────────────────────────

const EVENT_MASKS: Record<string, number> = {
  FOUR: HIGHLIGHT_TYPES.fours,
  SIX: HIGHLIGHT_TYPES.sixes,
  WICKET: HIGHLIGHT_TYPES.wickets,
  FIFTY: HIGHLIGHT_TYPES.fifties,
  HUNDRED: HIGHLIGHT_TYPES.hundreds,
  DROPPED: HIGHLIGHT_TYPES.droppedCatches,
  DROPPED_CATCH: HIGHLIGHT_TYPES.droppedCatches,
  DROPPEDCATCH: HIGHLIGHT_TYPES.droppedCatches,
  UDRS: HIGHLIGHT_TYPES.udrs,
  DRS: HIGHLIGHT_TYPES.udrs,
};
const NO_HIGHLIGHT = new Set(["", "NONE", "OVER-BREAK", "OVER_BREAK"]);
const MILESTONES = new Set(["FIFTY", "HUNDRED", "PARTNERSHIP", "MILESTONE", "TEAM_FIFTY", "TEAM_HUNDRED"]);

function eventTokens(event: string | undefined): string[] {
  return (event ?? "")
    .split(/[,|]/)
    .map((token) => token.trim().toUpperCase())
    .filter((token) => token !== "");
}

/** Bit mask of HIGHLIGHT_TYPES; events the spec has no category for count as "others". */
export function highlightMask(event: string | undefined): number {
  let mask = 0;
  for (const token of eventTokens(event)) {
    if (NO_HIGHLIGHT.has(token)) continue;
    mask |= EVENT_MASKS[token] ?? HIGHLIGHT_TYPES.others;
  }
  return mask;
}

function overSummary(sep: NonNullable<CommItemWire["overseparator"]>): OverSummary | null {
  if (sep.overnum === undefined) return null;
  const batters = [
    { name: sep.batstrikernames, runs: sep.batstrikerruns, balls: sep.batstrikerballs },
    { name: sep.batnonstrikernames, runs: sep.batnonstrikerruns, balls: sep.batnonstrikerballs },
  ]
    .filter((b) => b.name && b.name.trim() !== "")
    .map((b) => ({ name: b.name!.trim(), runs: Math.trunc(b.runs ?? 0), balls: Math.trunc(b.balls ?? 0) }));
  const bowlerName = sep.bowlnames?.trim();
  return {
    overNumber: Math.ceil(sep.overnum),
    runs: sep.runs ?? 0,
    balls: (sep.o_summary ?? "")
      .trim()
      .split(/\s+/)
      .filter((b) => b !== ""),
    battingTeam: sep.batteamname ?? "",
    score: `${sep.score ?? 0}-${sep.wickets ?? 0}`,
    batters,
    bowler: bowlerName
      ? {
          name: bowlerName,
          figures: `${oversText(sep.bowlovers)}-${sep.bowlmaidens ?? 0}-${sep.bowlruns ?? 0}-${sep.bowlwickets ?? 0}`,
        }
      : null,
  };
}

/** One provider item → the domain items it yields, newest first (an over-break box, then its ball). */
export function commentaryItems(item: CommItemWire, fallbackInnings: number): CommentaryItem[] {
  const inningsNo = item.inningsid && item.inningsid > 0 ? item.inningsid : fallbackInnings;
  const timestamp = item.timestamp ?? 0;
  const over = item.overnumber ?? item.ballmetric;
  const isBall = over !== undefined && over > 0;
  const tokens = eventTokens(item.event);
  const { text, bold } = commentaryText(item.commtext ?? item.commtxt ?? "", item.commentaryformats);
  const kind: CommentaryItem["kind"] = isBall ? "ball" : tokens.some((t) => MILESTONES.has(t)) ? "milestone" : "note";
  const batterId = item.batsmanstriker?.batid;
  const bowlerId = item.bowlerstriker?.bowlid;
  const items: CommentaryItem[] = [];
  const summary = item.overseparator ? overSummary(item.overseparator) : null;
  if (summary) {
    items.push({
      key: `${inningsNo}-${timestamp}-over`,
      kind: "over",
      inningsNo,
      timestamp,
      overLabel: null,
      event: "over-break",
      text: "",
      bold: [],
      highlights: 0,
      batterId: null,
      bowlerId: null,
      over: summary,
    });
  }
  if (text !== "" || isBall) {
    items.push({
      key: `${inningsNo}-${timestamp}-${kind}`,
      kind,
      inningsNo,
      timestamp,
      overLabel: isBall ? over.toFixed(1) : null,
      event: item.event?.trim() || "NONE",
      text,
      bold,
      highlights: highlightMask(item.event),
      batterId: isBall && batterId ? String(batterId) : null,
      bowlerId: isBall && bowlerId ? String(bowlerId) : null,
      over: null,
    });
  }
  return items;
}

/** All items of a comm-shaped response, newest first. */
function itemsNewestFirst(list: CommItemWire[], fallbackInnings: number): CommentaryItem[] {
  return list
    .flatMap((item) => commentaryItems(item, fallbackInnings))
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.timestamp - a.item.timestamp || a.index - b.index)
    .map(({ item }) => item);
}

export function parseComm(json: unknown): CommWire {
  return parseWire(commWire, json, "commentary");
}

/**
 * A commentary page, newest first. When paging (`before`), the provider's answer starts with the
 * item the cursor came from: everything at or after the cursor's timestamp is dropped. `next` is
 * the last item's timestamp and innings, null when the page is empty.
 */
export function commentaryPageFromJson(json: unknown, options: { before?: CommentaryCursor; limit?: number } = {}): CommentaryPage {
  const wire = parseComm(json);
  return mapChecked(commentaryPageSchema, "commentary", () => {
    const fallbackInnings = wire.miniscore?.inningsid || options.before?.inningsNo || 1;
    let items = itemsNewestFirst(listOf(wire), fallbackInnings);
    if (options.before) items = items.filter((item) => item.timestamp < options.before!.timestamp);
    if (options.limit !== undefined && options.limit >= 0) items = items.slice(0, options.limit);
    const last = items.at(-1);
    return {
      items,
      next: last && last.inningsNo > 0 && last.timestamp > 0 ? { timestamp: last.timestamp, inningsNo: last.inningsNo } : null,
    };
  });
}

/** One innings oldest first, optionally only one player's balls (as batter, bowler, or either). */
export function fullCommentaryFromJson(
  json: unknown,
  options: { inningsNo: number; playerId?: string; role?: "batting" | "bowling" },
): CommentaryItem[] {
  const wire = parseWire(fullCommWire, json, "full commentary");
  return mapChecked(z.array(commentaryItemSchema), "full commentary", () => {
    const blocks = wire.commentary
      ? wire.commentary.map((block) => ({ innings: block.inningsid ?? options.inningsNo, list: block.commentarylist ?? [] }))
      : [{ innings: options.inningsNo, list: listOf(wire) }];
    let items = blocks
      .flatMap((block) => itemsNewestFirst(block.list, block.innings))
      .filter((item) => item.inningsNo === options.inningsNo);
    items = oldestFirst(items);
    if (options.playerId) {
      const id = options.playerId;
      items = items.filter(
        (item) =>
          item.kind === "ball" &&
          (options.role === "batting"
            ? item.batterId === id
            : options.role === "bowling"
              ? item.bowlerId === id
              : item.batterId === id || item.bowlerId === id),
      );
    }
    return items;
  });
}

function oldestFirst(newestFirst: CommentaryItem[]): CommentaryItem[] {
  // Reversing keeps each ball before its own over-break box.
  return [...newestFirst].sort((a, b) => b.timestamp - a.timestamp).reverse();
}

/** One innings' highlights of one type, oldest first; the requested type is added to each item's mask. */
export function highlightsFromJson(json: unknown, options: { inningsNo: number; type: HighlightType }): CommentaryItem[] {
  const wire = parseComm(json);
  return mapChecked(z.array(commentaryItemSchema), "highlights", () =>
    oldestFirst(itemsNewestFirst(listOf(wire), options.inningsNo))
      .filter((item) => item.inningsNo === options.inningsNo)
      .map((item) => (item.kind === "over" || options.type === 0 ? item : { ...item, highlights: item.highlights | options.type })),
  );
}

// ── Miniscore ──────────────────────────────────────────────────────────────────────────────────

function batterLine(bat: MiniscoreWire["batsmanstriker"]): BatterLine | null {
  if (!bat || !bat.batid || !bat.batname) return null;
  const runs = bat.batruns ?? 0;
  const balls = bat.batballs ?? 0;
  return {
    player: playerRef(bat.batid, bat.batname, bat.batname),
    runs,
    balls,
    fours: bat.batfours ?? 0,
    sixes: bat.batsixes ?? 0,
    strikeRate: rateText(bat.batstrikerate, () => strikeRate(runs, balls)),
  };
}

function bowlerLine(bowl: MiniscoreWire["bowlerstriker"]): BowlerLine | null {
  if (!bowl || !bowl.bowlid || !bowl.bowlname) return null;
  const runs = bowl.bowlruns ?? 0;
  const overs = oversText(bowl.bowlovs);
  return {
    player: playerRef(bowl.bowlid, bowl.bowlname, bowl.bowlname),
    overs,
    maidens: bowl.bowlmaidens ?? 0,
    runs,
    wickets: bowl.bowlwkts ?? 0,
    economy: rateText(bowl.bowlecon, () => economyRate(runs, overs === "N/A" ? 0 : overNotationToBalls(Number(overs)))),
  };
}

function battingTeamOf(teamId: number, header: MatchHeaderWire | undefined, shortName: string | undefined): TeamRef {
  const teams: TeamRef[] = [];
  for (const team of [header?.team1, header?.team2]) {
    try {
      if (team) teams.push(teamRef(team));
    } catch {
      // a header team without a name: ignore it
    }
  }
  const found = findTeam(teams, teamId, undefined);
  if (found) return found;
  const label = shortName ?? header?.matchteaminfo?.find((t) => t.battingteamid === teamId)?.battingteamshortname ?? "";
  return { id: teamId, name: label, shortName: label };
}

/** The live box from a comm response; null before the first innings (no miniscore, no batting side). */
export function miniscoreFromJson(json: unknown): Miniscore | null {
  const wire = parseComm(json);
  const mini = wire.miniscore;
  if (!mini) return null;
  const scoreList = mini.matchscoredetails?.inningsscorelist ?? [];
  const inningsNo = mini.inningsid ?? 0;
  const listed = scoreList.find((inn) => inn.inningsid === inningsNo);
  const teamId = mini.batteam?.teamid ?? listed?.batteamid;
  if (inningsNo <= 0 || !teamId) return null;
  return mapChecked(miniscoreSchema, "miniscore", () => {
    const runs = mini.batteam?.teamscore ?? listed?.score ?? listed?.runs ?? 0;
    const wickets = mini.batteam?.teamwkts ?? listed?.wickets ?? 0;
    const overs = oversText(mini.overs ?? listed?.overs);
    const legalBalls = overs === "N/A" ? 0 : overNotationToBalls(Number(overs));
    const target = mini.target && mini.target > 0 ? mini.target : null;
    const need = /need(?:s)? (\d+) runs? (?:in|from|off) (\d+) balls?/i.exec(mini.matchscoredetails?.customstatus ?? "");
    const ballsRemaining =
      mini.oversrem !== undefined ? overNotationToBalls(mini.oversrem) : target !== null && need ? Number(need[2]) : null;
    return {
      inningsNo,
      battingTeam: battingTeamOf(teamId, wire.matchheader, listed?.batteamname),
      runs,
      wickets,
      overs,
      striker: batterLine(mini.batsmanstriker),
      nonStriker: batterLine(mini.batsmannonstriker),
      bowler: bowlerLine(mini.bowlerstriker),
      otherBowler: bowlerLine(mini.bowlernonstriker),
      partnership: { runs: mini.partnership?.runs ?? 0, balls: mini.partnership?.balls ?? 0 },
      lastWicket: mini.lastwicket?.trim() || null,
      oversRemaining: mini.oversrem !== undefined ? oversText(mini.oversrem) : null,
      recentOvers: mini.recentovsstats?.trim() ?? "",
      currentRunRate: rateText(mini.currentrunrate, () => currentRunRate(runs, legalBalls)),
      requiredRunRate: target !== null && mini.requiredrunrate !== undefined ? formatTwoDecimals(mini.requiredrunrate) : null,
      target,
      runsNeeded: target !== null ? Math.max(0, target - runs) : null,
      ballsRemaining,
      latestPerformance: (mini.latestperformance ?? [])
        .filter((p) => p.label)
        .map((p) => ({ label: p.label!, runs: p.runs ?? 0, wickets: p.wkts ?? 0 })),
    };
  });
}
