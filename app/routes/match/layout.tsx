import { Outlet, redirect, useLoaderData, useLocation, useMatches, type MetaDescriptor } from "react-router";
import { ForecastChart } from "./components/ForecastChart.tsx";
import { currentLinkProps } from "../../shell/current-link.ts";
import { matchEvent, pageMeta } from "../../shell/page-meta.ts";
import { matchShareImage } from "../../shell/share-image.ts";
import { MatchHeader } from "./components/MatchHeader.tsx";
import "./components/match.css";
import { workerContext } from "../../context.server.ts";
import { cacheAtEdge, EDGE_CACHE } from "../../edge-cache.server.ts";
import { MATCH_TABS, tabShowsAds } from "./tabs.ts";
import { ConnectionBadge } from "../../live/LiveScore.tsx";
import type { LiveSnapshot } from "../../live/protocol.ts";
import { loadLiveSnapshot } from "../../live/room.server.ts";
import type { MatchInfo } from "../../data/schemas.ts";
import type { Freshness } from "../../data/cache.server.ts";
import type { MatchOutletContext } from "./outlet.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import type { Route } from "./+types/layout";
import { loadedMatch, matchMiddleware } from "./match.server.ts";
import { vapidFor } from "../../alerts/config.server.ts";
import { AlertsBell } from "../../alerts/AlertsBell.tsx";
import { adsForPage, AD_SIZES, type AdSize, type SlotAd } from "../../backend/ads/ads.server.ts";
import { AdSlot } from "../../shell/AdSlot.tsx";

/**
 * Match pages are complete HTML and are not hydrated: app/enhance/match-page.ts keeps them live
 * (docs/decisions/011-unhydrated-match-page.md).
 */
export const handle: PageHandle = { enhancer: "matchPage" };

/** Parses the id and loads the match once for the layout and the tab (match.server.ts). */
export const middleware = [matchMiddleware];

/** So a client-side navigation from a hydrated page loads a match page as the document it is. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/** The live match page shell: header, score, tabs. Each tab is its own URL (docs/product/match-pages.md#match-page). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { id, info, cricket } = await loadedMatch(context);
  if (params.slug !== info.slug || info.id !== id) {
    // A wrong or outdated slug, or the provider's id of a match we also hold (hybrid, decision 061):
    // one canonical URL per match and tab.
    const url = new URL(request.url);
    const base = `/live-cricket-scores/${id}/`;
    const tab = url.pathname
      .replace(/\.data$/, "")
      .slice(base.length)
      .split("/")
      .slice(1);
    throw redirect(`/live-cricket-scores/${info.id}/${info.slug}${tab.length ? `/${tab.join("/")}` : ""}${url.search}`, 301);
  }
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  const tabKey = url.pathname.replace(/\.data$/, "").split("/")[4] ?? "";
  // The tab's ads, requested by its page path (docs/product/site-and-accounts.md#ad-slots); none on
  // the squads tab, and a failed read shows the placeholders rather than failing the page.
  const [miniscore, forecast, ads] = await Promise.all([
    cricket.miniscore(id),
    cricket.forecast(id),
    tabShowsAds(tabKey) ? adsForPage(env.DB, url.pathname.replace(/\.data$/, "")).catch(() => noAds()) : null,
  ]);
  const freshness = cricket.freshness(info);
  // Unfinished matches subscribe to their room; the room's snapshot is where the socket resumes.
  const live = info.complete ? null : await loadLiveSnapshot(env, id).catch(() => null);
  cacheAtEdge(context, info.complete ? EDGE_CACHE.finished : { ...EDGE_CACHE.live, liveSeq: live?.seq ?? 0 });
  return {
    info,
    miniscore,
    forecast,
    live,
    ads,
    now: Date.now(),
    stale: freshness?.stale ?? false,
    fetchedAt: freshness?.fetchedAt ?? Date.now(),
    origin: url.origin,
    // Match alerts (decision 028): the key to subscribe with, when the site sends them.
    alertsKey: info.complete ? null : (vapidFor(env)?.publicKey ?? null),
    tab: MATCH_TABS.find((tab) => tab.key === tabKey) ?? MATCH_TABS[0],
  };
}

function noAds(): Record<AdSize, SlotAd[]> {
  return Object.fromEntries(AD_SIZES.map((size) => [size, []])) as unknown as Record<AdSize, SlotAd[]>;
}

/** The loader's match with the live snapshot's state, status and scores on top. */
function withLive(info: MatchInfo, live: LiveSnapshot | null): MatchInfo {
  if (!live) return info;
  return { ...info, state: live.state, status: live.status, innings: live.innings, complete: live.state === "Complete" };
}

/** Each tab its own title and absolute canonical URL; the match as a schema.org SportsEvent. */
export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Match not found" }];
  const { info, origin, tab } = loaderData;
  const teams = `${info.teams[0].name} vs ${info.teams[1].name}, ${info.description}`;
  const title = tab.key === "" ? `${teams} - Live Cricket Score, Commentary` : `${teams} - ${tab.label} | Cricket Edge`;
  const url = `${origin}/live-cricket-scores/${info.id}/${info.slug}${tab.key ? `/${tab.key}` : ""}`;
  return pageMeta({
    title,
    description: `${teams}, ${info.series.name}: ${tab.label.toLowerCase()}. ${info.status}`.trim(),
    url,
    image: matchShareImage(origin, info),
    jsonLd: {
      ...matchEvent(info, origin),
      competitor: info.teams.map((team) => ({ "@type": "SportsTeam", name: team.name })),
      superEvent: { "@type": "SportsEvent", name: info.series.name },
    },
  });
}

/**
 * When the oldest stale part of the page was fetched, or null when all is current: the match (this
 * loader), the tab's own data (its loader's `stale`), and the match room, whose "source" signal
 * makes the page re-read itself.
 */
function oldestStale(
  loaded: { stale: boolean; fetchedAt: number },
  live: LiveSnapshot | null,
  matches: ReturnType<typeof useMatches>,
): number | null {
  const tab = matches.map((m) => (m.loaderData as { stale?: Freshness | null } | undefined)?.stale).find((f) => f);
  const times = [loaded.stale ? loaded.fetchedAt : null, live?.staleSince ?? null, tab?.fetchedAt ?? null];
  const known = times.filter((t): t is number => typeof t === "number");
  return known.length ? Math.min(...known) : null;
}

/** The tabs that show the win probability above their content: the live page and the scorecard. */
const FORECAST_TABS = new Set(["", "scorecard"]);

export default function MatchLayout() {
  const loaded = useLoaderData<typeof loader>();
  const { live } = loaded;
  const info = withLive(loaded.info, live);
  const miniscore = live ? live.miniscore : loaded.miniscore;
  const base = `/live-cricket-scores/${info.id}/${info.slug}`;
  const { pathname } = useLocation();
  const staleSince = oldestStale(loaded, live, useMatches());
  return (
    <article
      className="match-page"
      data-live-region="match"
      data-match-id={live ? info.id : undefined}
      data-match-state={info.state}
      data-seq={live?.seq}
      data-updated-at={live?.updatedAt}
    >
      <MatchHeader info={info} miniscore={miniscore} stale={staleSince !== null} fetchedAt={staleSince ?? 0} />
      {info.partial && (
        // Only the provider's mini score answered (issue 32): the score and status, and this.
        <p className="match-page__partial" role="note">
          More detail about this match is not available right now.
        </p>
      )}
      {loaded.alertsKey && !info.complete && (
        <AlertsBell matchId={info.id} publicKey={loaded.alertsKey} label={`${info.teams[0].name} vs ${info.teams[1].name}`} />
      )}
      {live && (
        <div id="live-connection" data-live-keep="">
          <ConnectionBadge status="connecting" updatedAt={live.updatedAt} hidden />
        </div>
      )}
      <nav className="match-tabs" aria-label="Match sections">
        {MATCH_TABS.map((tab) => (
          <a key={tab.key} {...currentLinkProps(pathname, tab.key ? `${base}/${tab.key}` : base, { end: true })}>
            {tab.label}
          </a>
        ))}
      </nav>
      {loaded.forecast && FORECAST_TABS.has(loaded.tab.key) && <ForecastChart forecast={loaded.forecast} info={info} />}
      {loaded.ads ? (
        // The ad column (docs/product/match-pages.md#match-page): beside the tab from 1000 px, below it on narrower screens.
        <div className="match-columns">
          <div className="match-columns__main">
            <AdSlot size="808x99" ads={loaded.ads["808x99"]} className="match-columns__banner" />
            <Outlet context={{ info, miniscore, live } satisfies MatchOutletContext} />
          </div>
          <aside className="match-columns__side" aria-label="Advertisements">
            <AdSlot size="303x250" ads={loaded.ads["303x250"]} />
            <AdSlot size="303x600" ads={loaded.ads["303x600"]} />
          </aside>
        </div>
      ) : (
        <Outlet context={{ info, miniscore, live } satisfies MatchOutletContext} />
      )}
      <p className="match-page__back">
        <a href="/cricket-match/live-scores">← All live matches</a>
      </p>
    </article>
  );
}
