import { Suspense, type ReactNode } from "react";
import { Await, type MetaDescriptor } from "react-router";
import { pageMeta } from "../../shell/page-meta.ts";
import { AdSlot } from "../../shell/AdSlot.tsx";
import { StaleNote } from "../../shell/StaleNote.tsx";
import { MatchSlider } from "../../shell/MatchSlider.tsx";
import { vapidFor } from "../../alerts/config.server.ts";
import { StoryCard } from "../../shell/StoryCard.tsx";
import { storyTime } from "../../shell/story-time.ts";
import { matchHref as matchUrl } from "../../shell/match-links.ts";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import type { ScheduleEntry } from "../../data/schemas.ts";
import { contentBlocks } from "../../backend/site/content.server.ts";
import { settle, valueOrPromise, within } from "../../shell/defer.ts";
import { GalleryCards } from "../../shell/GalleryCards.tsx";
import { NOT_AVAILABLE } from "../../shell/unavailable.ts";
import { loadHomeMain, loadHomeSide, type HomeMain, type HomeSide } from "./home.server.ts";
import { storyHref } from "../../backend/site/public.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import type { Route } from "./+types/home";
import "./home.css";

/**
 * How long the document waits for the home data before streaming it instead. Within the budget
 * (the usual case, the data being edge-cached) the page is complete HTML, readable without
 * JavaScript; beyond it, the shell goes first and the sections follow.
 */
const HOME_BUDGET_MS = 2000;

/** Not hydrated: the slider follows the ticker by re-reading the page (app/enhance/live-page.ts). */
export const handle: PageHandle = { enhancer: "livePage" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const data = cricketDataFor(env, ctx);
  const now = Date.now();
  const blocks = contentBlocks(env.DB);
  const [main, side] = await Promise.all([
    within(settle(loadHomeMain(data, env.DB, now, blocks)), HOME_BUDGET_MS),
    within(settle(loadHomeSide(data, env.DB, now, blocks)), HOME_BUDGET_MS),
  ]);
  return {
    now,
    main: valueOrPromise(main),
    side: valueOrPromise(side),
    origin: new URL(request.url).origin,
    // The slider's bells (decision 028), when the site has VAPID keys.
    alertsKey: vapidFor(env)?.publicKey ?? null,
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return pageMeta({
    title: "Cricket Edge — live cricket scores, commentary and scorecards",
    description: "Live cricket scores, ball-by-ball commentary, scorecards, results, schedules and match reports.",
    url: `${loaderData?.origin ?? ""}/`,
    jsonLd: { "@type": "WebSite", name: "Cricket Edge", url: `${loaderData?.origin ?? ""}/` },
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { now, main, side, alertsKey } = loaderData;
  return (
    <div className="home">
      <h1 className="visually-hidden">Cricket Edge: live cricket scores and news</h1>
      <Deferred value={main} fallback={<HomeLoading />}>
        {(result) => (result.ok ? <HomeTop main={result.value} alertsKey={alertsKey} /> : <HomeError message={result.message} />)}
      </Deferred>
      <div className="home__banner">
        <Deferred value={side} fallback={<AdSlot size="808x99" ads={[]} />}>
          {(result) => <AdSlot size="808x99" ads={result.ok ? result.value.ads["808x99"] : []} />}
        </Deferred>
      </div>
      <div className="home__columns">
        <Deferred value={main} fallback={<p className="loading">Loading news…</p>}>
          {(result) => (result.ok ? <HomeNews main={result.value} now={now} /> : null)}
        </Deferred>
        <Deferred value={side} fallback={<p className="loading">Loading…</p>}>
          {(result) => (result.ok ? <HomeSideColumns side={result.value} /> : <HomeError message={result.message} />)}
        </Deferred>
      </div>
    </div>
  );
}

/**
 * Data that arrived in time renders in place; only a promise gets a Suspense boundary. (React
 * moves a large finished boundary to the end of the stream, hidden until a script shows it: in
 * place, the content is readable without JavaScript.)
 */
function Deferred<T>({ value, fallback, children }: { value: T | Promise<T>; fallback: ReactNode; children: (value: T) => ReactNode }) {
  if (!(value instanceof Promise)) return <>{children(value)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value}>{(resolved: T) => children(resolved)}</Await>
    </Suspense>
  );
}

function HomeLoading() {
  return (
    <div className="home__loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>
        Loading matches… <a href="/cricket-match/live-scores">Live scores</a>
      </span>
    </div>
  );
}

/** docs/product/site-and-accounts.md#home: the red box when the home data fails (a neutral message: issue 32). */
function HomeError({ message }: { message: string }) {
  return (
    <p className="home__error" role="alert">
      Error: {message}
    </p>
  );
}

function HomeTop({ main, alertsKey }: { main: HomeMain; alertsKey: string | null }) {
  return (
    <>
      <StaleNote stale={main.stale !== null} fetchedAt={main.stale?.fetchedAt ?? 0} />
      <section className="home__slider" aria-label="Matches" data-live-region="home-slider">
        {main.matchesUnavailable ? <HomeError message={NOT_AVAILABLE} /> : <MatchSlider matches={main.matches} alertsKey={alertsKey} />}
      </section>
      {main.quickAccessList.length > 0 && (
        <nav className="quick-access" aria-label="Quick access">
          <span className="quick-access__label">Quick Access</span>
          <ul>
            {main.quickAccessList.map((item) => (
              <li key={`${item.href}-${item.itemName}`}>
                <a href={item.href}>{item.itemName}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

function HomeNews({ main, now }: { main: HomeMain; now: number }) {
  return (
    <>
      <section className="home__stories" aria-labelledby="top-stories">
        <h2 id="top-stories" className="home__heading">
          Top Stories
        </h2>
        {main.newsUnavailable ? (
          <p className="empty">Stories are not available right now.</p>
        ) : main.homepage.length === 0 ? (
          <p className="empty">No stories yet.</p>
        ) : (
          <div className="home__story-list">
            {main.homepage.map((story) => (
              <StoryCard key={story.id} story={story} now={now} />
            ))}
          </div>
        )}
        <a href="/cricket_news" className="button button--more">
          More News
        </a>
      </section>
      <section className="home__latest" aria-labelledby="latest-news">
        <h2 id="latest-news" className="home__heading">
          LATEST NEWS
        </h2>
        {main.newsUnavailable ? (
          <p className="empty">News is not available right now.</p>
        ) : main.latestNews.length === 0 ? (
          <p className="empty">No news yet.</p>
        ) : (
          <ul className="latest-news">
            {main.latestNews.map((story) => (
              <li key={story.id}>
                <a href={storyHref(story)}>{story.headline}</a>
                <span className="latest-news__time">{storyTime(story.publishedTime, now)}</span>
              </li>
            ))}
          </ul>
        )}
        <h2 className="home__heading">LATEST PHOTOS</h2>
        {main.latestPhotos.length === 0 ? (
          <p className="empty home__photos-empty">
            No photos yet. <a href="/cricket-photo-gallery">Photo galleries</a>
          </p>
        ) : (
          <>
            <GalleryCards galleries={main.latestPhotos} compact />
            <a href="/cricket-photo-gallery" className="button button--more">
              More Photos
            </a>
          </>
        )}
      </section>
    </>
  );
}

function HomeSideColumns({ side }: { side: HomeSide }) {
  return (
    <>
      <section className="home__schedule" aria-labelledby="home-schedule">
        <h2 id="home-schedule" className="home__heading">
          SCHEDULE
        </h2>
        <StaleNote stale={side.stale !== null} fetchedAt={side.stale?.fetchedAt ?? 0} />
        <Schedule entries={side.schedule} />
        <a href="/cricket-schedule/upcoming-series/international" className="home__more-link">
          Full schedule
        </a>
      </section>
      <aside className="home__right" aria-label="Featured">
        <AdSlot size="303x250" ads={side.ads["303x250"]} />
        <section aria-labelledby="featured-videos">
          <h2 id="featured-videos" className="home__heading">
            Featured Videos
          </h2>
          {side.featuredVideos.length === 0 ? (
            <p className="empty">No Data Found</p>
          ) : (
            <ul className="featured">
              {side.featuredVideos.map((item) => (
                <li key={item.id}>
                  <FeaturedVideo item={item} />
                </li>
              ))}
            </ul>
          )}
          <a href="/cricket-videos" className="button button--more">
            More Videos
          </a>
        </section>
        <section aria-labelledby="specials">
          <h2 id="specials" className="home__heading">
            Specials
          </h2>
          <ul className="specials">
            {side.specials.map((item) => (
              <li key={item.id}>
                <a href={item.linkUrl}>{item.title}</a>
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </>
  );
}

/** Up to 15 international entries by date; multi-day matches appear once per day ("Day 2"). */
function Schedule({ entries }: { entries: ScheduleEntry[] }) {
  if (entries.length === 0) return <p className="empty">No international fixtures scheduled.</p>;
  const byDate = new Map<string, ScheduleEntry[]>();
  for (const entry of entries) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  return (
    <div className="schedule">
      {[...byDate.entries()].map(([date, list]) => (
        <section key={date} className="schedule__day">
          <h3 className="schedule__date">{formatDay(date)}</h3>
          <ul>
            {list.map((entry) => (
              <li key={`${entry.matchId}-${entry.day ?? ""}`}>
                <a href={matchUrl({ id: entry.matchId, slug: entry.slug })}>
                  <span className="schedule__series">{entry.series.name}</span>
                  <span className="schedule__title">
                    {entry.title}
                    {entry.day && <span className="schedule__day-label">, {entry.day}</span>}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const DAY = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

function formatDay(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/** A featured video: a link when it leads somewhere (a match page only when the match resolves). */
function FeaturedVideo({ item }: { item: HomeSide["featuredVideos"][number] }) {
  const body = (
    <>
      <span className="featured__thumb" aria-hidden="true">
        {item.thumbnailUrl ? (
          <img src={item.thumbnailUrl} alt="" width="96" height="54" loading="lazy" />
        ) : (
          <span className="featured__play" />
        )}
      </span>
      <span>
        {item.label && <span className="featured__label">{item.label}</span>}
        <span className="featured__title">{item.title}</span>
      </span>
    </>
  );
  return item.watchUrl ? (
    <a href={item.watchUrl} className="featured__item">
      {body}
    </a>
  ) : (
    <span className="featured__item">{body}</span>
  );
}
