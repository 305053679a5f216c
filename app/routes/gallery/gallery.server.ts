import { data, type RouterContextProvider } from "react-router";
import { workerContext } from "../../context.server.ts";
import { withEditorsGalleries } from "../../backend/media/galleries.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";

/** A gallery or match id of the URL: 400 when it is not a number. */
export function idParam(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!value || !/^\d{1,9}$/.test(value) || id <= 0)
    throw data(`The ${what} id must be a number, not "${(value ?? "").slice(0, 40)}"`, { status: 400 });
  return id;
}

/**
 * The source, through the edge cache, its galleries merged with the editors' (decision 029), and
 * the page's origin (absolute canonical URLs).
 */
export function gallerySource(context: Readonly<RouterContextProvider>, request: Request) {
  const { env, ctx } = context.get(workerContext);
  const cricket = cricketDataFor(env, ctx);
  return { cricket, galleries: withEditorsGalleries(env.DB, cricket), origin: new URL(request.url).origin };
}
