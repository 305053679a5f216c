import { data, Link, NavLink, useLoaderData, type MetaDescriptor } from "react-router";
import { slugify } from "../../cricket/slug.ts";
import { dateInZone } from "../../cricket/time.ts";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import type { MatchSummary } from "../../data/schemas.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { matchHref } from "../../shell/match-links.ts";
import { IST, localTime } from "../../shell/time.ts";
import type { Route } from "./+types/upcoming";
import { MATCH_TABS, scheduleMeta } from "./tabs.ts";
import "./schedule.css";

export const handle: PageHandle = { enhancer: "contentPage" };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/** The day a match starts in India time, which the schedule uses (docs/product/content-areas.md#schedule-pages). */
const indiaDay = (instant: number) => dateInZone(instant, IST);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const tab = MATCH_TABS.find((t) => t.key === params.type);
  if (!tab) throw data("Content not found", { status: 404 });
  const { env, ctx } = context.get(workerContext);
  const list = await cricketDataFor(env, ctx).matchList("upcoming");
  const matches = list.groups
    .filter((group) => tab.group === null || group.matchType === tab.group)
    .flatMap((group) => group.series.flatMap((s) => s.matches))
    .sort((a, b) => a.startTime - b.startTime || a.id - b.id);
  const days: { day: string; matches: MatchSummary[] }[] = [];
  for (const match of matches) {
    const day = indiaDay(match.startTime);
    const last = days.at(-1);
    if (last?.day === day) last.matches.push(match);
    else days.push({ day, matches: [match] });
  }
  return { tab, days, url: new URL(request.url).origin + `/cricket-schedule/upcoming-series/${tab.key}` };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Content not found | Cricket Edge" }];
  const { tab, url } = loaderData;
  return scheduleMeta(
    `Cricket Schedule: Matches by Day (${tab.label}) | Cricket Edge`,
    `Upcoming ${tab.label === "All Matches" ? "" : `${tab.label} `}cricket matches by day, with GMT and local start times.`,
    url,
  );
}

const DAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const gmt = (instant: number) => `${new Date(instant).toISOString().slice(11, 16)} GMT`;

/** Matches by day (docs/product/content-areas.md#schedule-pages): date headers, series and match links, venue, GMT and local time. */
export default function UpcomingSchedule() {
  const { days } = useLoaderData<typeof loader>();
  return (
    <div className="schedule">
      <h1>Cricket Schedule</h1>
      <nav aria-label="Match types" className="schedule__tabs">
        {MATCH_TABS.map((t) => (
          <NavLink
            key={t.key}
            to={`/cricket-schedule/upcoming-series/${t.key}`}
            className={({ isActive }) => `schedule__tab${isActive ? " schedule__tab--active" : ""}`}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      {days.length === 0 ? (
        <p className="empty">No match data available.</p>
      ) : (
        days.map(({ day, matches }) => (
          <section key={day} className="schedule__day" aria-label={DAY.format(new Date(`${day}T00:00:00Z`))}>
            <h2>{DAY.format(new Date(`${day}T00:00:00Z`))}</h2>
            <ul>
              {matches.map((match) => (
                <li key={match.id} className="schedule__match">
                  <div>
                    <Link to={`/cricket-series/${match.series.id}/${slugify(match.series.name)}`} className="schedule__series-link">
                      {match.series.name}
                    </Link>
                    <Link to={matchHref(match)} className="schedule__match-link">
                      {match.teams[0].name} vs {match.teams[1].name}, {match.description}
                    </Link>
                    {match.venue && (
                      <span className="schedule__venue">
                        {match.venue.name}
                        {match.venue.city ? `, ${match.venue.city}` : ""}
                      </span>
                    )}
                  </div>
                  <div className="schedule__time">
                    {gmt(match.startTime)}
                    <span>{localTime(match.startTime, match.venue?.timeZone, false)}</span>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
