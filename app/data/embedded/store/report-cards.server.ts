/**
 * Written match reports kept in D1 (migration 0028): a report is written from every ball of its
 * match, so lists, search and the latest news read the kept text instead, one row per report.
 * A report is kept only for a stored Cricsheet match on its own dates (a replay's report names the
 * replay's day; a scored match can still be corrected), with the facts it was written from as its
 * basis: when those facts change (a later match joins the series, a venue is renamed), the kept
 * text no longer matches and the report is written again.
 */
import { z } from "zod";
import { REPORT_EDITION } from "../../../cricket/report/index.ts";
import { type Story, storySchema } from "../../schemas.ts";
import type { MatchMeta } from "../match-record.server.ts";

/** What a report is written from besides the balls (a new revision of the file replaces the match and its row), and by which edition of the writer. */
export const reportBasis = (meta: MatchMeta): string => JSON.stringify({ edition: REPORT_EDITION, meta });

/** A report may be kept: a stored Cricsheet match played on its own dates. */
export const keepsReport = (meta: MatchMeta, replayed: boolean): boolean => meta.source === "cricsheet" && !replayed;

const row = z.object({ match_id: z.number(), basis: z.string(), story: z.string() });

/** The kept reports of these matches whose basis is still the match's (by match id). */
export async function keptReports(db: D1Database, metas: readonly MatchMeta[]): Promise<Map<number, Story>> {
  if (metas.length === 0) return new Map();
  const rows = await db
    .prepare("SELECT match_id, basis, story FROM report_cards WHERE match_id IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(metas.map((meta) => meta.id)))
    .all();
  const basisOf = new Map(metas.map((meta) => [meta.id, reportBasis(meta)]));
  const kept = new Map<number, Story>();
  for (const raw of rows.results) {
    const parsed = row.safeParse(raw);
    if (!parsed.success || basisOf.get(parsed.data.match_id) !== parsed.data.basis) continue;
    const story = storySchema.safeParse(JSON.parse(parsed.data.story));
    if (story.success) kept.set(parsed.data.match_id, story.data);
  }
  return kept;
}

/** Keeps freshly written reports (idempotent: the same match's row is replaced). */
export async function keepReports(db: D1Database, written: readonly { meta: MatchMeta; story: Story }[]): Promise<void> {
  if (written.length === 0) return;
  await db.batch(
    written.map(({ meta, story }) =>
      db
        .prepare("INSERT OR REPLACE INTO report_cards (match_id, basis, story) VALUES (?, ?, ?)")
        .bind(meta.id, reportBasis(meta), JSON.stringify(story)),
    ),
  );
}
