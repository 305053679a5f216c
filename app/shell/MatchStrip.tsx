import { memo } from "react";
import { Link } from "react-router";
import { slugify } from "../cricket/slug.ts";
import type { MatchSummary } from "../data/schemas.ts";
import type { StripData, StripPanelData } from "./shell.server.ts";
import { STRIP_PANEL_PATH } from "./shell-rules.ts";
import { matchHref as matchUrl, teamScore } from "./match-links.ts";
import { formatStart, isLive, showsStartTime, stateLabel, stateTone, stripTitle } from "./match-labels.ts";
import { useLiveMatches } from "./ticker.tsx";

const GROUP_ORDER = ["International", "League", "Domestic", "Women"];

interface SeriesGroup {
  id: number;
  name: string;
  isTournament: boolean;
  matches: MatchSummary[];
}

/** Matches grouped by match type, then series, in order of appearance (docs/product/site-and-accounts.md#match-strip). */
export function groupForPanel(matches: MatchSummary[]): { matchType: string; series: SeriesGroup[] }[] {
  const types = new Map<string, Map<number, SeriesGroup>>();
  for (const match of matches) {
    const series = types.get(match.matchType) ?? new Map<number, SeriesGroup>();
    types.set(match.matchType, series);
    const group = series.get(match.series.id) ?? { ...match.series, isTournament: match.isTournament, matches: [] };
    series.set(match.series.id, group);
    group.matches.push(match);
  }
  const rank = (type: string) => (GROUP_ORDER.includes(type) ? GROUP_ORDER.indexOf(type) : GROUP_ORDER.length);
  return [...types.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([matchType, series]) => ({ matchType, series: [...series.values()] }));
}

const flag = (value: boolean) => (value ? "1" : "0");

/**
 * The strip under the header: MATCHES, up to 5 titles, and ALL/CLOSE opening the panel of live,
 * today's and upcoming matches. The panel is a <details>; its matches are not in every page (they
 * would be two fifths of home's HTML): the shell's script reads them from STRIP_PANEL_PATH when it
 * opens. Without JavaScript the panel links to the match hubs. The titles follow the ticker once
 * the page is live (on an unhydrated page, by re-reading the page: app/enhance/refresh.ts).
 */
export const MatchStrip = memo(function MatchStrip({ strip }: { strip: StripData }) {
  const top = useLiveMatches(strip.top, { addLive: true }).slice(0, 5);

  return (
    <nav className="strip" aria-label="Matches" data-live-region="strip" data-as-of={strip.asOf}>
      <div className="strip__bar">
        <span className="strip__label">MATCHES</span>
        {top.length === 0 ? (
          <span className="strip__none">No matches right now</span>
        ) : (
          <ul className="strip__top">
            {top.map((match) => (
              <li key={match.id}>
                <Link
                  to={matchUrl(match)}
                  className="strip__title"
                  title={`${match.teams[0].name} vs ${match.teams[1].name}, ${match.description}`}
                >
                  {isLive(match) && <span className="strip__dot" aria-label="Live" role="img" />}
                  {stripTitle(match)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <details className="strip__all">
          <summary className="strip__toggle">
            <span className="strip__toggle-all">ALL</span>
            <span className="strip__toggle-close">CLOSE</span>
          </summary>
          {/* The script's own (data-live-keep): a page's refresh leaves what it loaded; React never renders into it. */}
          <div
            className="strip__panel"
            data-strip-panel={STRIP_PANEL_PATH}
            data-live-keep=""
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (links to the hubs), replaced by the panel the shell's script reads
            dangerouslySetInnerHTML={{ __html: PANEL_WITHOUT_SCRIPT }}
          />
        </details>
      </div>
    </nav>
  );
});

/** What the panel holds until its matches are read: the hubs, which list the same matches. */
const PANEL_WITHOUT_SCRIPT = `<p class="strip__hubs">Every match: <a href="/cricket-match/live-scores">Live</a> · <a href="/cricket-match/live-scores/recent-matches">Recent</a> · <a href="/cricket-match/live-scores/upcoming-matches">Upcoming</a></p>`;

/**
 * The panel's matches (the fragment at STRIP_PANEL_PATH), with the All / Live Now / Today chips:
 * radio buttons filtering with CSS, grouped by match type, then series.
 */
export function StripPanel({ panel, today: todayIds }: StripPanelData) {
  const today = new Set(todayIds);
  const groups = groupForPanel(panel);
  const liveCount = panel.filter(isLive).length;
  const todayCount = panel.filter((m) => today.has(m.id)).length;
  return (
    <>
      <fieldset className="strip__chips">
        <legend className="visually-hidden">Show</legend>
        <input type="radio" name="strip-filter" id="strip-filter-all" value="all" defaultChecked />
        <label htmlFor="strip-filter-all">All</label>
        <input type="radio" name="strip-filter" id="strip-filter-live" value="live" />
        <label htmlFor="strip-filter-live">Live Now ({liveCount})</label>
        <input type="radio" name="strip-filter" id="strip-filter-today" value="today" />
        <label htmlFor="strip-filter-today">Today ({todayCount})</label>
      </fieldset>
      <div className="strip__groups">
        {groups.length === 0 && <p className="strip__empty">No upcoming matches.</p>}
        <p className="strip__empty strip__empty--live">No match is live right now.</p>
        <p className="strip__empty strip__empty--today">No match starts today.</p>
        {groups.map((group) => (
          <section
            key={group.matchType}
            className="strip__type"
            data-live={flag(group.series.some((s) => s.matches.some(isLive)))}
            data-today={flag(group.series.some((s) => s.matches.some((m) => today.has(m.id))))}
          >
            <h2 className="strip__type-name">{group.matchType}</h2>
            <div className="strip__columns">
              {group.series.map((series) => (
                <section
                  key={series.id}
                  className="strip__series"
                  data-live={flag(series.matches.some(isLive))}
                  data-today={flag(series.matches.some((m) => today.has(m.id)))}
                >
                  <h3 className="strip__series-name">
                    <a href={`/cricket-series/${series.id}/${slugify(series.name)}`}>{series.name}</a>
                  </h3>
                  {series.isTournament && (
                    <a className="strip__points" href={`/cricket-series/${series.id}/${slugify(series.name)}/pointtable`}>
                      Points Table
                    </a>
                  )}
                  <ul>
                    {series.matches.map((match) => (
                      <li key={match.id} className="strip-card" data-live={flag(isLive(match))} data-today={flag(today.has(match.id))}>
                        <PanelCard match={match} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

function PanelCard({ match }: { match: MatchSummary }) {
  const notStarted = showsStartTime(match);
  return (
    <a href={matchUrl(match)} className="strip-card__link">
      <span className="strip-card__desc">
        {match.description}
        {match.isReplay && <span className="badge badge--replay">Replay</span>}
      </span>
      {match.teams.map((team) => (
        <span key={team.id} className="strip-card__team">
          <span>{notStarted ? team.name : team.shortName}</span>
          <span className="strip-card__score">{teamScore(match, team.id)}</span>
        </span>
      ))}
      <span className={`strip-card__status tone--${stateTone(match.state)}`}>
        {notStarted
          ? formatStart(match.startTime)
          : isLive(match) && match.state === "In Progress"
            ? `${stateLabel(match.state)} · ${match.status}`
            : match.status}
      </span>
    </a>
  );
}
