import { useLoaderData } from "react-router";
import { CommentaryFeed } from "./components/CommentaryFeed.tsx";
import { CommentaryList } from "./components/CommentaryItems.tsx";
import { Countdown } from "./components/Countdown.tsx";
import { PlayerLink } from "./components/PlayerLink.tsx";
import { PlayersOfSeries } from "./components/PlayersOfSeries.tsx";
import type { CommentaryCursor, CommentaryItem, CommentaryPage, MatchInfo, Miniscore } from "../../data/schemas.ts";
import { HIGHLIGHT_CODES as HIGHLIGHT_FILTERS } from "../../cricket/commentary/types.ts";
import { cursorParam, highlightParam, inningsParam, playerParam } from "./params.ts";
import { formatInZone, IST, localTime } from "../../shell/time.ts";
import { useMatch } from "./outlet.ts";
import type { Route } from "./+types/commentary";
import { stalest } from "../../data/cache.server.ts";
import { loadedMatch } from "./match.server.ts";
import { plural } from "../../cricket/plural.ts";

/** A match's own day (YYYY-MM-DD, the day every page shows it under: decision 045), written out. */
const FULL_DAY = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" });
const DAY_IN_INDIA = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: IST });
const ISO_DAY_IN_INDIA = new Intl.DateTimeFormat("en-CA", { timeZone: IST });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { id, info, cricket } = await loadedMatch(context);
  const url = new URL(request.url);
  const before = cursorParam(url);
  // A match known from the mini score alone may have no commentary to show (issue 32): the tab says so.
  const answered = info.partial
    ? await cricket.commentary(id, { before, limit: 30 }).catch(() => null)
    : await cricket.commentary(id, { before, limit: 30 });
  const unavailable = answered === null;
  const page: CommentaryPage = answered ?? { items: [], next: null };
  const older = before !== undefined;
  const inningsNo = inningsParam(url, info.innings.length);
  if (inningsNo === null) return { page, unavailable, older, selection: null, now: Date.now(), stale: stalest(cricket, [answered]) };

  const type = highlightParam(url);
  const batter = playerParam(url, "batter");
  const bowler = batter ? null : playerParam(url, "bowler");
  const scorecard = info.partial ? await cricket.scorecard(id).catch(() => null) : await cricket.scorecard(id);
  const card = scorecard?.innings.find((i) => i.inningsNo === inningsNo);
  const items = batter
    ? await cricket.fullCommentary(id, { inningsNo, playerId: batter, role: "batting" })
    : bowler
      ? await cricket.fullCommentary(id, { inningsNo, playerId: bowler, role: "bowling" })
      : await cricket.highlights(id, { inningsNo, type });
  return {
    page,
    unavailable,
    older,
    now: Date.now(),
    stale: stalest(cricket, [page, scorecard, items]),
    selection: {
      inningsNo,
      type: batter || bowler ? null : type,
      batter,
      bowler,
      // Only those who faced or bowled a ball.
      batters: (card?.batting ?? []).filter((b) => b.balls > 0).map((b) => b.player),
      bowlers: (card?.bowling ?? []).map((b) => b.player),
      items: [...(items ?? [])].reverse(),
    },
  };
}

/**
 * The newest commentary as the room has it (fresher than the cached page), continued from its own
 * oldest item so no ball falls between it and the older pages.
 */
function liveFirstPage(items: CommentaryItem[], next: CommentaryCursor | null): CommentaryPage {
  const last = items.at(-1);
  return { items, next: last && next ? { timestamp: last.timestamp, inningsNo: last.inningsNo } : next };
}

/** Query string of a selection: an innings plus at most one of highlight, batter, bowler. */
function selectionHref(inningsNo: number, extra: Record<string, string | number | null> = {}) {
  const params = new URLSearchParams({ innings: String(inningsNo) });
  for (const [key, value] of Object.entries(extra)) if (value !== null && value !== 0) params.set(key, String(value));
  return `?${params}`;
}

export default function CommentaryTab() {
  const { page, unavailable, older, selection, now } = useLoaderData<typeof loader>();
  const { info, miniscore, live } = useMatch();
  const teamName = (teamId: number) => info.teams.find((t) => t.id === teamId)?.shortName ?? "";
  const pre = info.state === "Preview" || info.state === "Toss";
  return (
    <div className="match-body">
      <aside className="comm-side" aria-label="Commentary filters">
        <nav className="innings-buttons" aria-label="Innings">
          <a href="?" className={selection ? "" : "active"}>
            Preview
          </a>
          {info.innings.map((innings) => (
            <a
              key={innings.inningsNo}
              href={selectionHref(innings.inningsNo)}
              className={selection?.inningsNo === innings.inningsNo ? "active" : ""}
            >
              {teamName(innings.teamId)} {innings.runs}/{innings.wickets} ({innings.overs})
            </a>
          ))}
        </nav>
        {selection ? <Filters selection={selection} /> : <PreviewInfo info={info} />}
      </aside>
      <section className="comm-main">
        {pre && <PreMatch info={info} now={now} />}
        {info.state === "Delay" && <hr className="delay-divider" />}
        {!pre && info.state !== "Delay" && miniscore && <LiveSummary miniscore={miniscore} live={!info.complete} />}
        {!info.complete && !pre && info.state !== "Delay" && miniscore && <KeyStats info={info} miniscore={miniscore} />}
        {info.complete && <PlayersOfMatch info={info} />}
        {selection ? (
          selection.items.length === 0 ? (
            <p className="empty">There are no highlights of this category in this innings</p>
          ) : (
            <CommentaryList items={selection.items} />
          )
        ) : unavailable && !live?.commentary.length ? (
          <p className="empty">Commentary is not available right now.</p>
        ) : info.complete && page.items.length === 0 && !older ? (
          <NoBallByBall info={info} />
        ) : (
          <CommentaryFeed page={live && !older ? liveFirstPage(live.commentary, page.next) : page} />
        )}
      </section>
    </div>
  );
}

/** A finished match with no balls to tell (abandoned, or known from its scores only), and where it is from. */
function NoBallByBall({ info }: { info: MatchInfo }) {
  return (
    <p className="empty">
      No ball-by-ball commentary for this match.
      {info.sourceUrl && (
        <>
          {" "}
          Result from{" "}
          <a href={info.sourceUrl} rel="noopener external">
            {new URL(info.sourceUrl).hostname.replace(/^www\./, "")}
          </a>
          .
        </>
      )}
    </p>
  );
}

type Selection = NonNullable<Awaited<ReturnType<typeof loader>>["selection"]>;

function Filters({ selection }: { selection: Selection }) {
  const { inningsNo, type, batter, bowler } = selection;
  return (
    <div className="comm-filters">
      <h2>HIGHLIGHTS</h2>
      <ul>
        {HIGHLIGHT_FILTERS.map((f) => {
          const active = type === f.code;
          // Choosing a highlight drops the player; choosing the active one returns to All.
          const href = selectionHref(inningsNo, { type: active ? 0 : f.code });
          return (
            <li key={f.code}>
              <a href={href} className={active ? "active" : ""} aria-current={active ? "true" : undefined}>
                {f.label}
              </a>
            </li>
          );
        })}
      </ul>
      <h2>BATTER</h2>
      {selection.batters.length === 0 ? (
        <p className="empty">No batters available</p>
      ) : (
        <ul>
          {selection.batters.map((p) => (
            <li key={p.id}>
              <a href={selectionHref(inningsNo, { batter: batter === p.id ? null : p.id })} className={batter === p.id ? "active" : ""}>
                {p.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h2>BOWLER</h2>
      {selection.bowlers.length === 0 ? (
        <p className="empty">No bowlers available</p>
      ) : (
        <ul>
          {selection.bowlers.map((p) => (
            <li key={p.id}>
              <a href={selectionHref(inningsNo, { bowler: bowler === p.id ? null : p.id })} className={bowler === p.id ? "active" : ""}>
                {p.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Preview: Match, Date, Toss, Time, Venue; the time in Asia/Kolkata (docs/product/match-pages.md#commentary).
 * The date is the match's own day, as on every other page; when India's clock is already on another
 * day, the time says which (a Caribbean evening start is the next morning in India).
 */
function PreviewInfo({ info }: { info: MatchInfo }) {
  const start = new Date(info.startTime);
  const otherDay = ISO_DAY_IN_INDIA.format(start) !== info.startDate;
  return (
    <dl className="info-list">
      <dt>Match</dt>
      <dd>
        {info.teams[0].name} vs {info.teams[1].name}, {info.description}, {info.series.name}
      </dd>
      <dt>Date</dt>
      <dd>{FULL_DAY.format(new Date(`${info.startDate}T00:00:00Z`))}</dd>
      <dt>Toss</dt>
      <dd>{info.toss ? `${info.toss.winner.name} won the toss and opt to ${info.toss.decision === "bat" ? "bat" : "bowl"}` : "—"}</dd>
      <dt>Time</dt>
      <dd>
        {formatInZone(info.startTime, IST, false)} IST{otherDay ? ` (${DAY_IN_INDIA.format(start)})` : ""}
      </dd>
      <dt>Venue</dt>
      <dd>{info.venue ? `${info.venue.name}${info.venue.city ? `, ${info.venue.city}` : ""}` : "—"}</dd>
    </dl>
  );
}

function PreMatch({ info, now }: { info: MatchInfo; now: number }) {
  return (
    <section className="panel pre-match">
      <h2>Match starts in</h2>
      <Countdown start={info.startTime} renderedAt={now} />
      <ul className="start-times">
        <li>{localTime(info.startTime, info.venue?.timeZone, false)}</li>
        <li>{formatInZone(info.startTime, "UTC", false)} GMT</li>
        <li>{formatInZone(info.startTime, IST, false)} IST</li>
      </ul>
    </section>
  );
}

function LiveSummary({ miniscore, live }: { miniscore: Miniscore; live: boolean }) {
  const batters = [miniscore.striker, miniscore.nonStriker].filter((b) => b !== null);
  const bowlers = [miniscore.bowler, miniscore.otherBowler].filter((b) => b !== null);
  return (
    <section className="panel live-summary">
      <table className="stats-table">
        <thead>
          <tr>
            <th scope="col">Batter</th>
            <th scope="col">R</th>
            <th scope="col">B</th>
            <th scope="col">4s</th>
            <th scope="col">6s</th>
            <th scope="col">SR</th>
          </tr>
        </thead>
        <tbody>
          {batters.map((b, i) => (
            <tr key={b.player.id}>
              <th scope="row">
                <PlayerLink player={b.player} />
                {live && i === 0 && miniscore.striker ? <span title="On strike"> *</span> : ""}
              </th>
              <td>{b.runs}</td>
              <td>{b.balls}</td>
              <td>{b.fours}</td>
              <td>{b.sixes}</td>
              <td>{b.strikeRate}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="stats-table">
        <thead>
          <tr>
            <th scope="col">Bowler</th>
            <th scope="col">O</th>
            <th scope="col">M</th>
            <th scope="col">R</th>
            <th scope="col">W</th>
            <th scope="col">ECO</th>
          </tr>
        </thead>
        <tbody>
          {bowlers.map((b) => (
            <tr key={b.player.id}>
              <th scope="row">
                <PlayerLink player={b.player} />
              </th>
              <td>{b.overs}</td>
              <td>{b.maidens}</td>
              <td>{b.runs}</td>
              <td>{b.wickets}</td>
              <td>{b.economy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function KeyStats({ info, miniscore }: { info: MatchInfo; miniscore: Miniscore }) {
  return (
    <section className="panel key-stats">
      <h2>Key Stats</h2>
      <dl>
        <dt>Partnership:</dt>
        <dd>
          {miniscore.partnership.runs}({miniscore.partnership.balls})
        </dd>
        {miniscore.lastWicket && (
          <>
            <dt>Last Wkt:</dt>
            <dd>{miniscore.lastWicket}</dd>
          </>
        )}
        {miniscore.oversRemaining && (
          <>
            <dt>Ovs Left:</dt>
            <dd>{miniscore.oversRemaining}</dd>
          </>
        )}
        {miniscore.latestPerformance.map((p) => (
          <div key={p.label} className="key-stats__row">
            <dt>{p.label}:</dt>
            <dd>
              {plural(p.runs, "run")}, {plural(p.wickets, "wkt")}
            </dd>
          </div>
        ))}
        {info.toss && (
          <>
            <dt>Toss:</dt>
            <dd>
              {info.toss.winner.name} ({info.toss.decision === "bat" ? "Batting" : "Bowling"})
            </dd>
          </>
        )}
      </dl>
      <p className="recent">
        <span className="recent__label">Recent:</span> <span className="recent__balls">{miniscore.recentOvers}</span>{" "}
        <a href={`/info/contact?subject=${encodeURIComponent(`${info.teams[0].name} vs ${info.teams[1].name}`)}`}>Have Your Say</a>
      </p>
    </section>
  );
}

function PlayersOfMatch({ info }: { info: MatchInfo }) {
  if (info.playersOfMatch.length === 0 && info.playersOfSeries.length === 0) return null;
  return (
    <section className="panel awards">
      {info.playersOfMatch.length > 0 && (
        <p>
          <span className="awards__label">Player of the Match</span>{" "}
          {info.playersOfMatch.map((p) => (
            <PlayerLink key={p.id} player={p} />
          ))}
        </p>
      )}
      {info.playersOfSeries.length > 0 && (
        <p>
          <span className="awards__label">Player of the Series</span> <PlayersOfSeries info={info} />
        </p>
      )}
    </section>
  );
}
