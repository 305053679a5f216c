import { data, redirect, useLoaderData, type MetaDescriptor } from "react-router";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { MatchCard } from "../../shell/MatchCard.tsx";
import { matchHref } from "../../shell/match-links.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import { plural } from "../../cricket/plural.ts";
import "./match-title.css";
import type { Route } from "./+types/match-title";
import { MATCH_TITLE, matchesTitled } from "./match-title.server.ts";

export const handle: PageHandle = { enhancer: "contentPage" };

/**
 * /cricket-match/{title}/* (docs/product/site-and-accounts.md#routes: the match hub's route with a
 * catch-all child; decision 053): the hub's own pages have their routes; any other title is a
 * match's title as its page's address writes it, and the rest a tab of that page. One match: 301
 * to its page (and tab, which the match page judges); several of one title: a list; none or an
 * unknown hub page: 404; a title or tab that cannot be one: 400.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const title = (params.title ?? "").toLowerCase();
  const rest = (params["*"] ?? "").replace(/\.data$/, "").replace(/\/+$/, "");
  if (title.length > 300 || !MATCH_TITLE.test(title))
    throw data(`A match title is words joined by hyphens, as in a match page's address, not "${(params.title ?? "").slice(0, 60)}"`, {
      status: 400,
    });
  if (rest !== "" && !/^[a-z_-]{1,40}$/.test(rest)) throw data(`"${rest.slice(0, 60)}" is not a match page's tab`, { status: 400 });
  // The hub's pages (live, recent, upcoming) have their own routes: anything else under it is unknown.
  if (title === "live-scores") throw data("Not Found", { status: 404 });
  const { env, ctx } = context.get(workerContext);
  const matches = await matchesTitled(cricketDataFor(env, ctx), title);
  if (matches.length === 0) throw data("Not Found", { status: 404 });
  // The tab is the match page's to judge (an unknown one is its 404).
  if (matches.length === 1) throw redirect(`${matchHref(matches[0]!)}${rest ? `/${rest}` : ""}`, 301);
  const url = new URL(request.url);
  return { matches, title, url: `${url.origin}/cricket-match/${title}` };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Not Found" }];
  const first = loaderData.matches[0]!;
  const name = `${first.teams[0].name} vs ${first.teams[1].name}, ${first.description}`;
  return pageMeta({
    title: `${name}: ${plural(loaderData.matches.length, "match", "matches")} | Cricket Edge`,
    description: `${plural(loaderData.matches.length, "match", "matches")} share the title ${name}, ${first.series.name}: choose one.`,
    url: loaderData.url,
    jsonLd: { "@type": "CollectionPage", name, url: loaderData.url },
  });
}

/** Several matches of one title (a replayed fixture, a voided match played again): each its card. */
export default function MatchTitle() {
  const { matches } = useLoaderData<typeof loader>();
  const first = matches[0]!;
  return (
    <section className="match-title">
      <h1>
        {first.teams[0].name} vs {first.teams[1].name}, {first.description}
      </h1>
      <p>{plural(matches.length, "match", "matches")} have this title. Choose one:</p>
      <div className="match-title__cards">
        {matches.map((match) => (
          <MatchCard key={match.id} match={match} />
        ))}
      </div>
    </section>
  );
}
