import { Link, NavLink, Outlet, redirect, useLoaderData } from "react-router";
import { MatchHeader } from "../../components/match/MatchHeader.tsx";
import "../../components/match/match.css";
import { workerContext } from "../../context.ts";
import { cricketDataFor } from "../../data/index.ts";
import { matchIdFrom } from "../../match/params.ts";
import { MATCH_TABS } from "../../match/tabs.ts";
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
  return { info, miniscore, now: Date.now(), stale: freshness?.stale ?? false, fetchedAt: freshness?.fetchedAt ?? Date.now() };
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
  const { info, miniscore, stale, fetchedAt } = useLoaderData<typeof loader>();
  const base = `/live-cricket-scores/${info.id}/${info.slug}`;
  return (
    <article className="match-page">
      <MatchHeader info={info} miniscore={miniscore} stale={stale} fetchedAt={fetchedAt} />
      <nav className="match-tabs" aria-label="Match sections">
        {MATCH_TABS.map((tab) => (
          <NavLink key={tab.key} to={tab.key ? `${base}/${tab.key}` : base} end preventScrollReset>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
      <p className="match-page__back">
        <Link to="/cricket-match/live-scores">← All live matches</Link>
      </p>
    </article>
  );
}
