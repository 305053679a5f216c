import { matchGraphicSvg, matchShareCard } from "../../cricket/graphics/index.ts";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import { loadGraphicsInput } from "../../data/match-graphics.ts";
import { IMMUTABLE, rasterise, shareCardResponse } from "../../shell/share-card.server.ts";
import type { RouterContextProvider } from "react-router";

/** An answer without an image, saying why (a resource route's own text, not the HTML error page). */
const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/** "worm.svg", "manhattan-3.png", "share.png" */
const FILE = /^([a-z]+(?:-\d{1,2})?)\.(svg|png)$/;

/**
 * A match's graphics as files (/cricket-graphics/v1/{matchId}/{graphic}.{svg|png}): the gallery's
 * images, and `share.png`, the match pages' og:image. Drawn from the match's numbers on each
 * request; a finished match's never change at this address (immutable), others are kept a minute.
 * A finished match's are kept in the Cache API too: a gallery page asks for a dozen at once, and
 * drawing one (its match, scorecard and overs read, a PNG rasterised) costs far more than reading it.
 */
export async function serveGraphic(
  params: { id: string; file: string },
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Response> {
  const id = Number(params.id);
  const file = FILE.exec(params.file);
  if (!/^\d{1,9}$/.test(params.id) || !Number.isSafeInteger(id) || id <= 0) return refuse(400, "The match id must be a number.");
  if (!file) return refuse(400, "Ask for a graphic as {name}.svg or {name}.png.");
  const [, graphic, format] = file as unknown as [string, string, "svg" | "png"];
  const { env, ctx } = context.get(workerContext);
  const cache = await caches.open("graphics");
  // Keyed by the path alone: a query string cannot make another copy.
  const url = new URL(request.url);
  const key = new Request(`${url.origin}${url.pathname}`);
  const kept = await cache.match(key);
  if (kept) return kept;
  const loaded = await loadGraphicsInput(cricketDataFor(env, ctx), id);
  if (!loaded) return refuse(404, "No such match.");
  const immutable = loaded.info.complete;
  let response: Response;
  if (graphic === "share") {
    if (format !== "png") return refuse(404, "The share card is a PNG.");
    response = await shareCardResponse(matchShareCard(loaded.input), { immutable });
  } else {
    // A gallery graphic exists once the match is finished: till then its numbers keep changing.
    const svg = immutable ? matchGraphicSvg(loaded.input, graphic) : null;
    if (!svg) return refuse(404, "This match has no such graphic.");
    const body = format === "svg" ? svg : await rasterise(svg);
    response = new Response(body, {
      headers: { "content-type": format === "svg" ? "image/svg+xml; charset=utf-8" : "image/png", "cache-control": IMMUTABLE },
    });
  }
  if (immutable) ctx.waitUntil(cache.put(key, response.clone()));
  return response;
}
