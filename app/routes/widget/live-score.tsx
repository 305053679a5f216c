import type { PageHandle } from "../../enhance/page-handle.ts";
import { data, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { workerContext } from "../../context.server.ts";
import { parseId } from "../../data/ids.ts";
import { LiveScore } from "../../live/LiveScore.tsx";
import { loadLiveSnapshot } from "../../live/room.server.ts";
import { NOT_AVAILABLE } from "../../shell/unavailable.ts";
import "./widget.css";

/** Hydrated: the widget is React (app/live) on a page of its own, embedded on other sites (docs/decisions/019). */
export const handle: PageHandle = { hydrate: true };

/** /widgets/live-score/{matchId}: the live score widget on its own (a demo of app/live for match pages). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const matchId = parseId(params.matchId);
  if (matchId === null) throw data("Not Found", { status: 404 });
  const { env } = context.get(workerContext);
  let live: Awaited<ReturnType<typeof loadLiveSnapshot>>;
  try {
    live = await loadLiveSnapshot(env, matchId);
  } catch (error) {
    // The room could not read the match (a provider outage): an honest 503, its cause logged (issue 32).
    console.error(`widget ${matchId}: ${error instanceof Error ? error.message : String(error)}`);
    throw data(NOT_AVAILABLE, { status: 503, headers: { "retry-after": "30" } });
  }
  if (!live) throw data("Not Found", { status: 404 });
  return { matchId, live };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => {
  const teams = loaderData?.live.teams.map((team: { name: string }) => team.name).join(" vs ");
  return [{ title: teams ? `${teams}: live score` : "Live score" }];
};

export default function LiveScoreWidget({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  return (
    <main className="widget">
      <LiveScore matchId={loaderData.matchId} initial={loaderData.live} />
    </main>
  );
}
