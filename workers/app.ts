import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api/index.ts";
import { live } from "./live/router.ts";
import { createNonce, secured } from "./security-headers.ts";
import { nonceContext, workerContext } from "../app/context.server.ts";
import { settingsContext } from "../app/shell/site-middleware.server.ts";
import { analyticsId } from "../app/backend/public.ts";
import { sourceConfigProblem } from "../app/data/index.server.ts";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    const problem = sourceConfigProblem(env);
    if (problem) return secured(misconfigured(problem), pathname);
    if (pathname.startsWith("/api/")) return secured(await api.fetch(request, env, ctx), pathname);
    if (pathname.startsWith("/live/")) return secured(await live.fetch(request, env, ctx), pathname);
    const nonce = createNonce();
    const context = new RouterContextProvider();
    context.set(workerContext, { env, ctx });
    context.set(nonceContext, nonce);
    const response = await handleRequest(request, context);
    // The root middleware read the settings by now: the analytics script is on the page when an id is set.
    const analytics = analyticsId(context.get(settingsContext)) !== null;
    return secured(response, pathname, { nonce, analytics, devServer: import.meta.env.DEV });
  },
} satisfies ExportedHandler<Env>;

/** Fail closed: a deployment without its data source settings says so, on every path, instead of serving nothing. */
function misconfigured(problem: string): Response {
  const escaped = problem.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return new Response(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Service unavailable</title></head><body><h1>Service unavailable</h1><p>${escaped}</p></body></html>`,
    { status: 503, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": "300" } },
  );
}

export { MatchRoom } from "./live/match-room.ts";
export { Ticker } from "./live/ticker.ts";
