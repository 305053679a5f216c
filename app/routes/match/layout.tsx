import { useEffect, useRef } from "react";
import { Link, NavLink, Outlet, redirect, useLoaderData, useRevalidator } from "react-router";
import { MatchHeader } from "../../components/match/MatchHeader.tsx";
import "../../components/match/match.css";
import { workerContext } from "../../context.ts";
import { cricketDataFor } from "../../data/index.ts";
import { matchIdFrom } from "../../match/params.ts";
import { MATCH_TABS } from "../../match/tabs.ts";
import { useLiveMatch } from "../../live/hooks.ts";
import { ConnectionBadge } from "../../live/LiveScore.tsx";
import type { LiveSnapshot } from "../../live/protocol.ts";
import { loadLiveSnapshot } from "../../live/server.ts";
import type { MatchInfo } from "../../data/schemas.ts";
import type { MatchOutletContext } from "../../match/outlet.ts";
import { data } from "react-router";
import type { Route } from "./+types/layout";

/** The live match page shell: header, score, tabs. Each tab is its own URL (spec 2 §2.2). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = matchIdFrom(params);
  const { env } = context.get(workerContext);
  const cricket = cricketDataFor(env);
  const [info, miniscore] = await Promise.all([cricket.match(id), cricket.miniscore(id)]);
  if (!info) throw data("No such match", { status: 404 });
  if (params.slug !== info.slug) {
    // A wrong or outdated slug: one canonical URL per match and tab.
    const url = new URL(request.url);
    const base = `/live-cricket-scores/${id}/`;
    const tab = url.pathname.replace(/\.data$/, "").slice(base.length).split("/").slice(1);
    throw redirect(`${base}${info.slug}${tab.length ? `/${tab.join("/")}` : ""}${url.search}`, 301);
  }
  const freshness = cricket.freshness(info);
  // Unfinished matches subscribe to their room; the room's snapshot is where the socket resumes.
  const live = info.complete ? null : await loadLiveSnapshot(env, id).catch(() => null);
  return { info, miniscore, live, now: Date.now(), stale: freshness?.stale ?? false, fetchedAt: freshness?.fetchedAt ?? Date.now() };
}

/** The loader's match with the live snapshot's state, status and scores on top. */
function withLive(info: MatchInfo, live: LiveSnapshot | null): MatchInfo {
  if (!live) return info;
  return { ...info, state: live.state, status: live.status, innings: live.innings, complete: live.state === "Complete" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Match not found" }];
  const { info } = loaderData;
  const title = `${info.teams[0].name} vs ${info.teams[1].name}, ${info.description} - Live Cricket Score, Commentary`;
  return [
    { title },
    { name: "description", content: `${title}: ${info.series.name}. ${info.status}` },
    { tagName: "link", rel: "canonical", href: `/live-cricket-scores/${info.id}/${info.slug}` },
  ];
}

export default function MatchLayout() {
  const loaded = useLoaderData<typeof loader>();
  const { snapshot, status, updatedAt } = useLiveMatch(loaded.live ? loaded.info.id : null, loaded.live);
  const info = withLive(loaded.info, snapshot);
  const miniscore = snapshot ? snapshot.miniscore : loaded.miniscore;
  const base = `/live-cricket-scores/${info.id}/${info.slug}`;

  // Each pushed change refreshes the open tab's data in place (scorecard, highlights, …).
  const revalidator = useRevalidator();
  const seenSeq = useRef(snapshot?.seq ?? null);
  useEffect(() => {
    if (!snapshot || snapshot.seq === seenSeq.current) return;
    seenSeq.current = snapshot.seq;
    const timer = setTimeout(() => revalidator.revalidate(), 250);
    return () => clearTimeout(timer);
  }, [snapshot, revalidator]);

  return (
    <article className="match-page">
      <MatchHeader info={info} miniscore={miniscore} stale={loaded.stale} fetchedAt={loaded.fetchedAt} />
      {loaded.live && <ConnectionBadge status={status} updatedAt={updatedAt} />}
      <nav className="match-tabs" aria-label="Match sections">
        {MATCH_TABS.map((tab) => (
          <NavLink key={tab.key} to={tab.key ? `${base}/${tab.key}` : base} end preventScrollReset>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet context={{ info, miniscore, live: snapshot } satisfies MatchOutletContext} />
      <p className="match-page__back">
        <Link to="/cricket-match/live-scores">← All live matches</Link>
      </p>
    </article>
  );
}
