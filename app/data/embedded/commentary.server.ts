import { commentaryForInnings, commentaryFrom, highlightsOf, playerFilter, type CommentaryResume } from "../../cricket/commentary/index.ts";
import type { Delivery, PersonId } from "../../cricket/types.ts";
import type { BallItem, CommentaryItem as CoreItem } from "../../cricket/commentary/types.ts";
import type { CommentaryCursor, CommentaryItem, CommentaryPage, HighlightType } from "../schemas.ts";
import { forecastSwings } from "./forecast.server.ts";
import type { MatchView } from "./match-record.server.ts";

const DEFAULT_PAGE = 30;

/**
 * Commentary of the balls bowled so far, oldest first, each item stamped with the time its ball
 * was bowled (the match timeline), which is the paging cursor of docs/product/match-pages.md#commentary.
 */
function stampedInnings(
  view: MatchView,
  index: number,
  items = commentaryForInnings(view.soFar, index),
): { item: CoreItem; timestamp: number }[] {
  const out: { item: CoreItem; timestamp: number }[] = [];
  const times = view.timeline.balls[index] ?? [];
  let previousSeq = Number.NaN;
  let step = 0;
  for (const item of items) {
    // Items of one ball (the ball, its milestones, the over, the innings end) keep the core's
    // order one millisecond apart, so every timestamp is a unique cursor.
    step = item.seq === previousSeq ? step + 1 : 0;
    previousSeq = item.seq;
    const ballTime = times[Math.max(item.seq, 0)] ?? view.timeline.start;
    out.push({ item, timestamp: Math.round(ballTime) + step });
  }
  return out;
}

function coreItems(view: MatchView): { item: CoreItem; timestamp: number }[] {
  return view.soFar.innings.flatMap((_, index) => stampedInnings(view, index));
}

/**
 * The newest `limit` items, newest first: the first commentary page, generated only for the
 * innings it needs (a ball late in a Test costs one innings of commentary, not four).
 */
export function recentCommentary(view: MatchView, limit: number): CommentaryItem[] {
  const newestFirst: CommentaryItem[] = [];
  const toItem = domainOf(view);
  for (let index = view.soFar.innings.length - 1; index >= 0 && newestFirst.length < limit; index--) {
    newestFirst.push(...stampedInnings(view, index).map(toItem).reverse());
  }
  return newestFirst.slice(0, limit);
}

interface InningsCache {
  deliveries: readonly Delivery[];
  times: readonly number[];
  names: Readonly<Record<PersonId, string>>;
  start: number;
  resume: CommentaryResume;
  /** the items before `resume.start`, oldest first (they stay as they are while balls are added after it) */
  before: CommentaryItem[];
}

/**
 * recentCommentary for a match that a room holds and grows ball by ball: each innings' items up
 * to where its commentary can go on from are kept, and a ball costs the commentary of the last two
 * overs, not of the innings (docs/decisions/024). Anything else (a replaced or undone ball, a
 * match read again) no longer matches what is kept, and that innings is read from its start.
 */
export class RecentCommentary {
  private readonly innings: (InningsCache | undefined)[] = [];

  recent(view: MatchView, limit: number): CommentaryItem[] {
    const newestFirst: CommentaryItem[] = [];
    for (let index = view.soFar.innings.length - 1; index >= 0 && newestFirst.length < limit; index--) {
      const { before, tail } = this.itemsOf(view, index);
      for (let i = tail.length - 1; i >= 0 && newestFirst.length < limit; i--) newestFirst.push(tail[i]!);
      for (let i = before.length - 1; i >= 0 && newestFirst.length < limit; i--) newestFirst.push(before[i]!);
    }
    return newestFirst;
  }

  /** One innings' items, oldest first: those kept, then those from where its commentary went on. */
  private itemsOf(view: MatchView, index: number): { before: CommentaryItem[]; tail: CommentaryItem[] } {
    const deliveries = view.soFar.innings[index]!.deliveries;
    const times = view.timeline.balls[index] ?? [];
    const kept = this.innings[index];
    const valid = kept !== undefined && this.stillHolds(kept, view, deliveries, times);
    const { items, resume } = commentaryFrom(view.soFar, index, valid ? kept.resume : undefined);
    const tail = stampedInnings(view, index, items).map(domainOf(view));
    const before = valid ? kept.before : [];
    if (!resume) {
      this.innings[index] = undefined;
      return { before, tail };
    }
    // Items before the new place to go on from are final: keep them.
    let cut = 0;
    while (cut < tail.length && items[cut]!.seq < resume.start) cut++;
    for (let i = 0; i < cut; i++) before.push(tail[i]!);
    this.innings[index] = { deliveries, times, names: view.soFar.names, start: view.timeline.start, resume, before };
    return { before, tail: cut > 0 ? tail.slice(cut) : tail };
  }

  /**
   * The balls (and their times) up to the kept place are the same ones, and the ball at it too
   * (the separator of the over before names its batters): only balls after it were added.
   */
  private stillHolds(kept: InningsCache, view: MatchView, deliveries: readonly Delivery[], times: readonly number[]): boolean {
    if (kept.names !== view.soFar.names || kept.start !== view.timeline.start) return false;
    const start = kept.resume.start;
    if (deliveries.length <= start) return false;
    for (let i = 0; i <= start; i++) if (deliveries[i] !== kept.deliveries[i] || times[i] !== kept.times[i]) return false;
    return true;
  }
}

/**
 * Core items as the contract's, each ball that swung the win probability marked with how
 * (forecast.server.ts; worked out once per call, on the first ball item).
 */
function domainOf(view: MatchView): (stamped: { item: CoreItem; timestamp: number }) => CommentaryItem {
  let forecast: ReturnType<typeof forecastSwings> | undefined;
  return (stamped) => {
    const domain = toDomain(stamped);
    if (stamped.item.kind !== "ball") return domain;
    forecast ??= forecastSwings(view);
    const swing = forecast.swings.get(`${stamped.item.inningsIndex}:${stamped.item.seq}`);
    return swing ? { ...domain, swing: { team: forecast.team, ...swing } } : domain;
  };
}

function toDomain({ item, timestamp }: { item: CoreItem; timestamp: number }): CommentaryItem {
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

/** Newest first, `limit` items older than the cursor (the first page when there is none). */
export function commentaryPage(view: MatchView, options: { before?: CommentaryCursor; limit?: number }): CommentaryPage {
  const limit = Math.min(Math.max(options.limit ?? DEFAULT_PAGE, 1), 200);
  const newestFirst = coreItems(view).map(domainOf(view)).reverse();
  const older = options.before ? newestFirst.filter((item) => item.timestamp < options.before!.timestamp) : newestFirst;
  const items = older.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    next: last && older.length > limit ? { timestamp: last.timestamp, inningsNo: last.inningsNo } : null,
  };
}

function inningsItems(view: MatchView, inningsNo: number) {
  return coreItems(view).filter(({ item }) => item.inningsIndex === inningsNo - 1);
}

/** One innings oldest first, or one player's balls in it as batter or bowler. */
export function fullCommentary(
  view: MatchView,
  options: { inningsNo: number; playerId?: string; role?: "batting" | "bowling" },
): CommentaryItem[] {
  const items = inningsItems(view, options.inningsNo);
  if (!options.playerId) return items.map(domainOf(view));
  const balls = items.map((i) => i.item).filter((item): item is BallItem => item.kind === "ball");
  const kept = new Set<CoreItem>(playerFilter(balls, options.playerId, options.role ?? "batting"));
  return items.filter(({ item }) => kept.has(item)).map(domainOf(view));
}

/** One innings' highlights of one type (0: every highlighted item), oldest first. */
export function highlights(view: MatchView, options: { inningsNo: number; type: HighlightType }): CommentaryItem[] {
  const items = inningsItems(view, options.inningsNo);
  const kept = new Set(
    highlightsOf(
      items.map((i) => i.item),
      options.type,
    ),
  );
  return items.filter(({ item }) => kept.has(item)).map(domainOf(view));
}
