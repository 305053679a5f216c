import type { CricketData } from "../../data/contract.ts";
import {
  byRank,
  ftsQuery,
  MIN_QUERY_LENGTH,
  normaliseQuery,
  PER_KIND,
  rowTier,
  storyHit,
  type RankedHit,
  type SearchResults,
} from "../../data/search.ts";
import type { Story } from "../../data/schemas.ts";
import { cmsStoriesById } from "../site/content.server.ts";

/**
 * Site search (`/search`, `GET /api/search`): what the cricket source finds (CricketData.search:
 * players, teams, series, venues, match reports) and editors' stories from the CMS, in one ranking
 * (app/data/search.ts).
 */

const STORY_CANDIDATES = 100;

export async function searchSite(
  sources: { db: D1Database; data: Pick<CricketData, "search"> },
  rawQuery: string,
  now = Date.now(),
): Promise<SearchResults> {
  const query = normaliseQuery(rawQuery);
  if ([...query.replace(/\s/g, "")].length < MIN_QUERY_LENGTH) return { query, tooShort: true, hits: [] };
  const [cricket, stories] = await Promise.all([sources.data.search(query), editorsStories(sources.db, query, now)]);
  const merged = [...cricket, ...stories].sort(byRank);
  let storyCount = 0;
  const hits = merged.filter((hit) => hit.kind !== "story" || ++storyCount <= PER_KIND).map(({ score: _score, ...hit }) => hit);
  return { query, tooShort: false, hits };
}

/** Published CMS stories whose headline or text has every word of the query, best first. */
async function editorsStories(db: D1Database, query: string, now: number): Promise<RankedHit[]> {
  const match = ftsQuery(query.split(" "));
  const rows = await (match
    ? db
        .prepare(
          `SELECT name, keywords, ref FROM search_index WHERE search_index MATCH ? AND kind = 'story' ORDER BY length(name) LIMIT ${STORY_CANDIDATES}`,
        )
        .bind(match)
    : db
        .prepare(
          `SELECT name, keywords, ref FROM search_index WHERE kind = 'story' AND (instr(lower(name), ?1) > 0 OR instr(lower(keywords), ?1) > 0)
           ORDER BY length(name) LIMIT ${STORY_CANDIDATES}`,
        )
        .bind(query)
  ).all<{ name: string; keywords: string; ref: string }>();
  const tiers = new Map<string, ReturnType<typeof rowTier>>();
  for (const row of rows.results) tiers.set(row.ref, rowTier(query, { ...row, kind: "story" }));
  const matching = rows.results.filter((row) => tiers.get(row.ref) != null);
  const stories = await cmsStoriesById(
    db,
    matching.map((row) => Number(row.ref)),
    now,
  );
  const byId = new Map(stories.map((story) => [story.id, story]));
  return matching
    .flatMap((row) => {
      const story = byId.get(`story-${row.ref}`);
      if (!story) return [];
      return [storyHit(story, tiers.get(row.ref)!)];
    })
    .sort((a, b) => a.tier - b.tier || a.title.length - b.title.length || a.title.localeCompare(b.title));
}

/** Related articles of a player's profile: at most this many of the editors' stories. */
const NAMING_LIMIT = 6;

/**
 * Published CMS stories whose headline, context or intro has every word of a player's name of
 * three letters or more ("JJ Bumrah" → "Bumrah"), newest first: the editors' stories naming him.
 */
export async function storiesNaming(db: D1Database, name: string, now = Date.now()): Promise<Story[]> {
  const match = ftsQuery(normaliseQuery(name).split(" "));
  if (!match) return [];
  const rows = await db
    .prepare(`SELECT ref FROM search_index WHERE search_index MATCH ? AND kind = 'story' LIMIT ${STORY_CANDIDATES}`)
    .bind(match)
    .all<{ ref: string }>();
  const stories = await cmsStoriesById(
    db,
    rows.results.map((row) => Number(row.ref)),
    now,
  );
  return stories.sort((a, b) => b.publishedTime - a.publishedTime).slice(0, NAMING_LIMIT);
}

const INDEXED = ["player", "team", "series", "venue", "report", "story"] as const;

/**
 * Rebuilds the whole index from the search_doc_* views: for a database written by something that
 * bypassed the triggers (a restore, a bulk SQL load). The triggers keep it current otherwise.
 */
export async function rebuildSearchIndex(db: D1Database): Promise<Record<string, number>> {
  await db.batch([
    db.prepare("DELETE FROM search_index"),
    ...INDEXED.map((kind) =>
      db.prepare(
        `INSERT INTO search_index (rowid, name, keywords, kind, ref) SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_${kind}`,
      ),
    ),
  ]);
  const counts = await db.prepare("SELECT kind, count(*) AS n FROM search_index GROUP BY kind").all<{ kind: string; n: number }>();
  return Object.fromEntries(counts.results.map((r) => [r.kind, r.n]));
}
