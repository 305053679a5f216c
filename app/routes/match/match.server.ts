import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor, type CachedCricketData } from "../../data/index.server.ts";
import type { MatchInfo } from "../../data/schemas.ts";
import { parseId } from "../../data/ids.ts";
import { noSuchMatch } from "./params.ts";

interface MatchRequest {
  id: number | null;
  info: Promise<MatchInfo | null>;
  cricket: CachedCricketData;
}

const matchContext = createContext<MatchRequest>();

/**
 * Every match page request parses the id and starts loading the match once, here; the layout and
 * the tab's loader (which React Router runs side by side) both read it with `loadedMatch`. It never
 * throws: a middleware that throws would skip the root loader, and the 404 page would lose its shell.
 */
export const matchMiddleware: MiddlewareFunction<Response> = ({ params, context }, next) => {
  const { env, ctx } = context.get(workerContext);
  const cricket = cricketDataFor(env, ctx);
  const id = parseId(params.id);
  const info = id === null ? Promise.resolve(null) : cricket.match(id);
  info.catch(() => undefined); // the loaders see a failure; the request must not see it unhandled
  context.set(matchContext, { id, info, cricket });
  return next();
};

/** The match of this request and the data to read the rest from; an unknown match is a 404. */
export async function loadedMatch(
  context: Readonly<RouterContextProvider>,
): Promise<{ id: number; info: MatchInfo; cricket: CachedCricketData }> {
  const { id, info, cricket } = context.get(matchContext);
  const loaded = await info;
  if (id === null || !loaded) noSuchMatch();
  return { id, info: loaded, cricket };
}

/** A per-match answer, or the 404 page when the source does not know the match. */
export function found<T>(value: T | null): T {
  return value ?? noSuchMatch();
}

/**
 * A tab's own data. For a match known only from a small answer (`info.partial`: the provider's
 * mini score), null when its call answers nothing or fails, and the tab says it is not available
 * right now: each tab degrades on its own (issue 32). For any other match, `found` (null is a 404)
 * and a failure is the page's.
 */
export async function partOf<T>(info: MatchInfo, call: Promise<T | null>): Promise<T | null> {
  if (!info.partial) return found(await call);
  return call.catch(() => null);
}
