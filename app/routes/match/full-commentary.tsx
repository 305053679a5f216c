import { Form, Link, useLoaderData } from "react-router";
import { CommentaryList } from "./components/CommentaryItems.tsx";
import { inningsParam, playerParam } from "./params.ts";
import type { Route } from "./+types/full-commentary";
import { stalest } from "../../data/cache.server.ts";
import { loadedMatch, partOf } from "./match.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { id, info, cricket } = await loadedMatch(context);
  const url = new URL(request.url);
  const scorecard = await partOf(info, cricket.scorecard(id));
  const inningsNo = inningsParam(url, info.innings.length) ?? info.innings[0]?.inningsNo ?? null;
  const playerId = playerParam(url, "player");
  const role = url.searchParams.get("type") === "bowling" ? "bowling" : "batting";
  const items = inningsNo
    ? await partOf(info, cricket.fullCommentary(id, { inningsNo, ...(playerId ? { playerId, role } : {}) })).catch(() => null)
    : [];
  const card = scorecard?.innings.find((i) => i.inningsNo === inningsNo);
  return {
    stale: stalest(cricket, [scorecard, items]),
    innings: info.innings,
    teams: info.teams,
    inningsNo,
    playerId,
    role,
    batters: (card?.batting ?? []).filter((b) => b.balls > 0).map((b) => b.player),
    bowlers: (card?.bowling ?? []).map((b) => b.player),
    items: items ?? [],
  };
}

/** Every ball of an innings in order, optionally one batter's or bowler's (docs/product/match-pages.md#source-calls full commentary). */
export default function FullCommentaryTab() {
  const { innings, teams, inningsNo, playerId, role, batters, bowlers, items } = useLoaderData<typeof loader>();
  const players = role === "bowling" ? bowlers : batters;
  return (
    <div className="match-body match-body--wide">
      <section className="comm-main">
        <nav className="innings-buttons innings-buttons--row" aria-label="Innings">
          {innings.map((i) => (
            <Link key={i.inningsNo} to={`?innings=${i.inningsNo}`} className={i.inningsNo === inningsNo ? "active" : ""} preventScrollReset>
              {teams.find((t) => t.id === i.teamId)?.shortName} {i.runs}/{i.wickets} ({i.overs})
            </Link>
          ))}
        </nav>
        {inningsNo && (
          <Form method="get" className="player-filter" preventScrollReset>
            <input type="hidden" name="innings" value={inningsNo} />
            <label>
              Balls of{" "}
              <select name="type" defaultValue={role}>
                <option value="batting">batter</option>
                <option value="bowling">bowler</option>
              </select>
            </label>{" "}
            <label>
              <span className="visually-hidden">Player</span>
              <select name="player" defaultValue={playerId ?? ""}>
                <option value="">Everyone</option>
                {[...batters, ...bowlers]
                  .filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i)
                  .map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                      {players.some((q) => q.id === p.id) ? "" : " (no balls in this role)"}
                    </option>
                  ))}
              </select>
            </label>{" "}
            <button type="submit" className="button">
              Show
            </button>
          </Form>
        )}
        {items.length === 0 ? <p className="empty">No match data available.</p> : <CommentaryList items={items} />}
      </section>
    </div>
  );
}
