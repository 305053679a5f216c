/**
 * The match strip's ALL panel as a fragment of HTML (STRIP_PANEL_PATH): the shell's script reads it
 * when the panel opens, so the panel's matches are not in every page. Kept at the edge as a list
 * (its copy keyed by the ticker's seq a refresh asks for: docs/decisions/019).
 */
import { renderToReadableStream } from "react-dom/server";
import { workerContext } from "../../context.server.ts";
import { cacheAtEdge, EDGE_CACHE } from "../../edge-cache.server.ts";
import { StripPanel } from "../../shell/MatchStrip.tsx";
import { loadStripPanel } from "../../shell/shell.server.ts";
import type { Route } from "./+types/strip-panel";

export async function loader({ context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  // The streaming renderer the pages use (React's string renderer would add a second one to the Worker).
  const stream = await renderToReadableStream(<StripPanel {...(await loadStripPanel(env, ctx))} />);
  await stream.allReady;
  cacheAtEdge(context, EDGE_CACHE.lists);
  return new Response(stream, {
    headers: { "content-type": "text/html; charset=utf-8", "x-robots-tag": "noindex" },
  });
}
