import { vapidFor } from "../../alerts/config.server.ts";
import { data, useLocation, type MetaDescriptor } from "react-router";
import { currentLinkProps } from "../../shell/current-link.ts";
import { matchEvent, pageMeta } from "../../shell/page-meta.ts";
import { z } from "zod";
import { MatchCard } from "../../shell/MatchCard.tsx";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import type { MatchList, MatchListKind, MatchSummary } from "../../data/schemas.ts";
import type { TickerSnapshot } from "../../live/protocol.ts";
import { loadTickerSnapshot } from "../../live/room.server.ts";
import { StaleNote } from "../../shell/StaleNote.tsx";
import type { PageHandle } from "../../enhance/page-handle.ts";
import type { Route } from "./+types/hub";

/** Not hydrated: live cards follow the ticker by re-reading the page (app/enhance/live-page.ts). */
export const handle: PageHandle = { enhancer: "livePage" };

const TITLES: Record<MatchListKind, string> = {
  live: "Live Cricket Matches",
  recent: "Recent Cricket Matches",
  upcoming: "Upcoming Cricket Matches",
};

function kindOf(path: string): MatchListKind {
  // Client navigations fetch "<path>.data".
  const pathname = path.replace(/\.data$/, "");
  if (pathname.endsWith("/recent-matches")) return "recent";
  if (pathname.endsWith("/upcoming-matches")) return "upcoming";
  return "live";
}

/** A real calendar day, YYYY-MM-DD. */
const daySchema = z.iso.date();

/** ?before=YYYY-MM-DD on the recent list: the page of results before that day. Malformed: 400. */
function beforeParam(url: URL, kind: MatchListKind): string | undefined {
  const raw = url.searchParams.get("before");
  if (raw === null || raw === "" || kind !== "recent") return undefined;
  if (!daySchema.safeParse(raw).success) throw data(`before must be a date (YYYY-MM-DD), not "${raw.slice(0, 40)}"`, { status: 400 });
  return raw;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOf(url.pathname);
  const before = beforeParam(url, kind);
  const { env, ctx } = context.get(workerContext);
  // Awaited, not deferred: the list is the page, and it must be in the HTML for readers without
  // JavaScript and for crawlers (docs/decisions/003-server-first-pages.md).
  const cricket = cricketDataFor(env, ctx);
  const [list, ticker] = await Promise.all([
    // The first page is the same call (the same cache key) as everywhere else.
    before ? cricket.matchList(kind, { before }) : cricket.matchList(kind),
    // Live cards follow the ticker's pushes.
    kind === "live" ? loadTickerSnapshot(env).catch(() => null) : null,
  ]);
  const types = list.groups.map((g) => g.matchType);
  const type = url.searchParams.get("type");
  const selected = type && types.includes(type) ? type : null;
  const freshness = cricket.freshness(list);
  return {
    kind,
    url: `${url.origin}${url.pathname.replace(/\.data$/, "")}`,
    before: before ?? null,
    older: list.older ?? null,
    types,
    selected,
    ticker,
    list: selected ? { ...list, groups: list.groups.filter((g) => g.matchType === selected) } : list,
    stale: freshness?.stale ?? false,
    fetchedAt: freshness?.fetchedAt ?? Date.now(),
    // Match alerts (decision 028): the bell on live and upcoming cards, when the site sends them.
    alertsKey: kind === "recent" ? null : (vapidFor(env)?.publicKey ?? null),
  };
}

const DESCRIPTIONS: Record<MatchListKind, string> = {
  live: "Live cricket scores of every match in play: international, T20 leagues, domestic and women's cricket, updated ball by ball.",
  recent: "Recent cricket results with scorecards: international, T20 leagues, domestic and women's cricket.",
  upcoming: "Upcoming cricket matches with start times: international, T20 leagues, domestic and women's cricket.",
};

/** Matches a hub's JSON-LD lists (the page shows them all; crawlers need no more than a page's worth). */
const LISTED_EVENTS = 50;

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  const kind = loaderData?.kind ?? "live";
  const url = loaderData?.url ?? "";
  const matches = (loaderData?.list.groups ?? []).flatMap((group) => group.series.flatMap((series) => series.matches));
  return pageMeta({
    title: `${TITLES[kind]} | Cricket Edge`,
    description: DESCRIPTIONS[kind],
    url,
    jsonLd: {
      "@type": "ItemList",
      name: TITLES[kind],
      url,
      itemListElement: matches.slice(0, LISTED_EVENTS).map((match, i) => ({
        "@type": "ListItem",
        position: i + 1,
        item: matchEvent(match, url ? new URL(url).origin : ""),
      })),
    },
  });
}

export default function MatchHub({ loaderData }: Route.ComponentProps) {
  const { kind, list, types, selected, ticker, stale, fetchedAt, before, older } = loaderData;
  const { pathname } = useLocation();
  // Links keep the page (before) and the filter (type) unless they change it.
  const query = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams();
    const values = { before, type: selected, ...changes };
    for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return (
    <section className="hub" data-live-region="hub">
      <h1 className="hub__title">{TITLES[kind]}</h1>
      <StaleNote stale={stale} fetchedAt={fetchedAt} />
      {list.providerUnavailable ? (
        <p className="stale-note">Other live matches are not available right now: only the matches scored on Cricket Edge are shown.</p>
      ) : null}
      <nav className="tabs" aria-label="Match lists">
        <a {...currentLinkProps(pathname, "/cricket-match/live-scores", { end: true })}>Live</a>
        <a {...currentLinkProps(pathname, "/cricket-match/live-scores/recent-matches")}>Recent</a>
        <a {...currentLinkProps(pathname, "/cricket-match/live-scores/upcoming-matches")}>Upcoming</a>
      </nav>
      {types.length > 0 && (
        <nav className="pill-tabs hub__filter" aria-label="Match type">
          <a href={query({ type: null })} className={selected ? "" : "active"}>
            All
          </a>
          {types.map((type) => (
            <a key={type} href={query({ type })} className={selected === type ? "active" : ""}>
              {type}
            </a>
          ))}
        </nav>
      )}
      {before && <p className="hub__page">{`Results before ${formatDay(before)}`}</p>}
      {kind === "live" ? (
        <LiveGroups list={list} ticker={ticker} alertsKey={loaderData.alertsKey} />
      ) : (
        <MatchGroups list={list} latest={NONE} alertsKey={loaderData.alertsKey} />
      )}
      {kind === "recent" && (before || older) && (
        <nav className="hub__pager" aria-label="More results">
          {before && <a href={query({ before: null })}>Latest results</a>}
          {older && (
            <a href={query({ before: older })} rel="next">
              Older results
            </a>
          )}
        </nav>
      )}
    </section>
  );
}

/** "14 Jun 2024" (UTC: the day is a calendar date, not a moment). */
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

const NONE: ReadonlyMap<number, MatchSummary> = new Map();

/** The live list: cards show the ticker's latest score and status of each match. */
function LiveGroups({ list, ticker, alertsKey }: { list: MatchList; ticker: TickerSnapshot | null; alertsKey: string | null }) {
  return <MatchGroups list={list} latest={new Map((ticker?.matches ?? []).map((m) => [m.id, m]))} alertsKey={alertsKey} />;
}

function MatchGroups({
  list,
  latest,
  alertsKey,
}: {
  list: MatchList;
  latest: ReadonlyMap<number, MatchSummary>;
  alertsKey: string | null;
}) {
  if (list.groups.length === 0) return <p className="empty">No match data available.</p>;
  return (
    <>
      {list.groups.map((group) => (
        <section key={group.matchType} className="hub__group">
          <h2 className="hub__type">{group.matchType}</h2>
          {group.series.map(({ series, matches }) => (
            <section key={series.id} className="hub__series">
              <h3 className="hub__series-name">{series.name.toUpperCase()}</h3>
              {matches.map((match) => (
                <MatchCard key={match.id} match={latest.get(match.id) ?? match} alertsKey={alertsKey} />
              ))}
            </section>
          ))}
        </section>
      ))}
    </>
  );
}
