import { Link, useLoaderData } from "react-router";
import { CommentaryList } from "./components/CommentaryItems.tsx";
import { HIGHLIGHT_CODES as HIGHLIGHT_FILTERS } from "../../cricket/commentary/types.ts";
import { highlightParam, inningsParam } from "./params.ts";
import type { Route } from "./+types/highlights";
import { stalest } from "../../data/cache.server.ts";
import { loadedMatch, partOf } from "./match.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { id, info, cricket } = await loadedMatch(context);
  const url = new URL(request.url);
  const inningsNo = inningsParam(url, info.innings.length) ?? info.innings.at(-1)?.inningsNo ?? null;
  const type = highlightParam(url);
  const items = inningsNo ? await partOf(info, cricket.highlights(id, { inningsNo, type })).catch(() => null) : [];
  return { innings: info.innings, teams: info.teams, inningsNo, type, items: items ?? [], stale: stalest(cricket, [items]) };
}

/** Innings buttons, category tabs and the over-by-over highlights (docs/product/match-pages.md#highlights). */
export default function HighlightsTab() {
  const { innings, teams, inningsNo, type, items } = useLoaderData<typeof loader>();
  const href = (n: number, t: number) => `?innings=${n}${t ? `&type=${t}` : ""}`;
  return (
    <div className="match-body match-body--wide">
      <section className="comm-main">
        <nav className="innings-buttons innings-buttons--row" aria-label="Innings">
          {innings.map((i) => (
            <Link key={i.inningsNo} to={href(i.inningsNo, type)} className={i.inningsNo === inningsNo ? "active" : ""} preventScrollReset>
              {teams.find((t) => t.id === i.teamId)?.shortName} {i.runs}/{i.wickets} ({i.overs})
            </Link>
          ))}
        </nav>
        {inningsNo && (
          <nav className="pill-tabs" aria-label="Highlight categories">
            {HIGHLIGHT_FILTERS.map((f) => (
              <Link key={f.code} to={href(inningsNo, f.code)} className={f.code === type ? "active" : ""} preventScrollReset>
                {f.label}
              </Link>
            ))}
          </nav>
        )}
        {items.length === 0 ? (
          <p className="empty">There are no highlights of this category in this innings</p>
        ) : (
          <CommentaryList items={items} />
        )}
      </section>
    </div>
  );
}
