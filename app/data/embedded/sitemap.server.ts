import { displayName } from "../../cricket/names.ts";
import type { SitemapData, SitemapEntry, SitemapKind } from "../contract.ts";
import { matchGalleryHeadline } from "../match-graphics.ts";
import { replayPlan, type Clock } from "./clock.server.ts";
import { describeMeta, type MatchMeta } from "./match-record.server.ts";
import { REPORT_DELAY, reportSlug } from "./news.server.ts";

/**
 * The sitemaps' entries from D1: every match, series, team, player who played (match_players),
 * match report and generated gallery (one per finished match with a score, decision 021), each
 * kind in a stable order (by id) so a page's addresses stay on that page. Matches of the demo
 * clock's season not yet finished have no report or gallery yet: left out until they end (a
 * report half an hour later, as it goes out).
 */

const META_SQL = `
  SELECT m.id, m.match_type, m.team_type, m.match_number, m.event_group, m.event_stage, m.end_date,
    s.name AS series_name, s.season, (SELECT count(*) FROM matches x WHERE x.series_id = s.id) AS series_matches,
    m.team1_name, m.team2_name
  FROM matches m JOIN series s ON s.id = m.series_id`;

const NOT_PENDING = "m.id NOT IN (SELECT value FROM json_each(?))";
/** Which matches a kind lists beyond all of them: reports and galleries need a finished match (a gallery also a score). */
const FINISHED: Partial<Record<SitemapKind, string>> = {
  reports: `m.state = 'Complete' AND ${NOT_PENDING}`,
  galleries: `m.state = 'Complete' AND EXISTS (SELECT 1 FROM innings i WHERE i.match_id = m.id) AND ${NOT_PENDING}`,
};
/** How long after a replayed match's last ball each kind's entry is out. */
const DELAY: Partial<Record<SitemapKind, number>> = { reports: REPORT_DELAY, galleries: 0 };

const COUNT_SQL: Record<SitemapKind, string> = {
  matches: "SELECT count(*) AS n FROM matches m",
  series: "SELECT count(*) AS n FROM series",
  teams: "SELECT count(*) AS n FROM teams",
  players: "SELECT count(DISTINCT person_id) AS n FROM match_players",
  reports: `SELECT count(*) AS n FROM matches m WHERE ${FINISHED.reports}`,
  galleries: `SELECT count(*) AS n FROM matches m WHERE ${FINISHED.galleries}`,
};

const day = (date: string | null) => (date ? Date.parse(`${date}T00:00:00Z`) || null : null);

export function embeddedSitemap(db: D1Database, clock: Clock): SitemapData {
  /** The replayed matches whose report or gallery (by `delay`) is not out yet (ids as SQL's json_each reads them). */
  async function pending(delay: number): Promise<string> {
    const now = clock.now();
    const plan = await replayPlan(db, clock);
    return JSON.stringify([...plan].filter(([, slot]) => slot.timeline.end + delay > now).map(([id]) => id));
  }

  return {
    async sitemapCounts() {
      const waiting = { reports: await pending(REPORT_DELAY), galleries: await pending(0) };
      const kinds = Object.keys(COUNT_SQL) as SitemapKind[];
      const results = await db.batch(
        kinds.map((kind) =>
          kind === "reports" || kind === "galleries" ? db.prepare(COUNT_SQL[kind]).bind(waiting[kind]) : db.prepare(COUNT_SQL[kind]),
        ),
      );
      return Object.fromEntries(kinds.map((kind, i) => [kind, (results[i]!.results[0] as { n: number }).n])) as Record<SitemapKind, number>;
    },

    async sitemapPage(kind, page, size) {
      const offset = page * size;
      if (kind === "matches" || kind === "reports" || kind === "galleries") {
        const finished = FINISHED[kind];
        const statement = db.prepare(`${META_SQL} ${finished ? `WHERE ${finished}` : ""} ORDER BY m.id LIMIT ? OFFSET ?`);
        const rows = await (finished ? statement.bind(await pending(DELAY[kind] ?? 0), size, offset) : statement.bind(size, offset)).all<
          MatchMeta & { end_date: string }
        >();
        return rows.results.map((row): SitemapEntry => {
          const { slug, description } = describeMeta(row);
          // A gallery's name is its headline, as its page says it (the address is made from it by galleryHref).
          const name =
            kind === "reports"
              ? reportSlug(slug)
              : kind === "galleries"
                ? matchGalleryHeadline({ teams: [{ name: row.team1_name }, { name: row.team2_name }], description })
                : slug;
          return { id: String(row.id), name, lastModified: day(row.end_date) };
        });
      }
      const sql = {
        series: "SELECT id, name || ' ' || season AS name, end_date FROM series ORDER BY id LIMIT ? OFFSET ?",
        teams: "SELECT id, name, NULL AS end_date FROM teams ORDER BY id LIMIT ? OFFSET ?",
        // The register's name, else the one a match file gives (as the profile reads it).
        players: `SELECT mp.person_id AS id, coalesce((SELECT name FROM people WHERE id = mp.person_id), min(mp.name)) AS name,
          NULL AS end_date FROM match_players mp GROUP BY mp.person_id ORDER BY mp.person_id LIMIT ? OFFSET ?`,
      }[kind];
      const rows = await db.prepare(sql).bind(size, offset).all<{ id: number | string; name: string; end_date: string | null }>();
      return rows.results.map((row) => ({
        id: String(row.id),
        name: kind === "players" ? displayName(row.name) : row.name,
        lastModified: day(row.end_date),
      }));
    },
  };
}
