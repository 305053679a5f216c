import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api/index.ts";
import { live } from "./live/router.ts";
import { createNonce, secured } from "./security-headers.ts";
import { nonceContext, workerContext } from "../app/context.server.ts";
import { settingsContext } from "../app/shell/site-middleware.server.ts";
import { analyticsId } from "../app/backend/site/public.ts";
import { sourceConfigProblem } from "../app/data/index.server.ts";
import { defaultPolicy, edgeCacheContext } from "../app/edge-cache.server.ts";
import { forgetSiteVersion } from "../app/backend/site/site-version.server.ts";
import { oidcFormPost } from "../app/backend/accounts/oidc.server.ts";
import { type RenderedPage, servePage } from "./page-cache.ts";
import { consumeAlerts } from "../app/alerts/queue.server.ts";
import { drainUnreadBody } from "../app/backend/security/limits.server.ts";

type PageHandler = ReturnType<typeof createRequestHandler>;

// The dev server's build changes under it: React Router re-derives its route tables per request.
const devHandler: PageHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);
let productionHandler: PageHandler | undefined;
let productionBuild: string | undefined;

/**
 * In production the build never changes, so its route tables are derived once per isolate (given
 * the build as a function, React Router derives them again on every request: ~7 % of a render).
 * A plain value, set once the module is loaded: no promise is shared between requests.
 */
async function pageHandler(): Promise<PageHandler> {
  if (import.meta.env.DEV) return devHandler;
  if (!productionHandler) {
    const build = await import("virtual:react-router/server-build");
    productionHandler ??= createRequestHandler(build, import.meta.env.MODE);
  }
  return productionHandler;
}

/** The build's assets version (a hash of its manifest): kept copies of pages belong to one build. */
async function buildId(): Promise<string> {
  if (productionBuild && !import.meta.env.DEV) return productionBuild;
  const id = (await import("virtual:react-router/server-build")).assets.version;
  if (!import.meta.env.DEV) productionBuild = id;
  return id;
}

export default {
  async fetch(request, env, ctx) {
    const response = await handle(request, env, ctx);
    await drainUnreadBody(request);
    return response;
  },
  // Match alerts by Web Push (decision 028).
  async queue(batch, env) {
    await consumeAlerts(batch, env);
  },
} satisfies ExportedHandler<Env>;

async function handle(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  const problem = sourceConfigProblem(env);
  if (problem) return secured(misconfigured(problem), pathname);
  const writes = request.method !== "GET" && request.method !== "HEAD";
  if (pathname.startsWith("/api/")) {
    const answer = await api.fetch(request, env, ctx);
    // A write through this isolate (the admin API) shows on the next page at once.
    if (writes) forgetSiteVersion();
    return secured(answer, pathname);
  }
  if (pathname.startsWith("/live/")) return secured(await live.fetch(request, env, ctx), pathname);
  // A provider's form post to the sign-in callback (Apple) comes from its site: React Router's
  // Origin check would refuse it, so it becomes the GET the callback route checks (decision 027).
  if (request.method === "POST" && pathname.startsWith("/user/auth/callback/")) {
    const answer = await oidcFormPost(env, request);
    if (answer) return secured(answer, pathname);
  }
  const { response, nonce, analytics, cache } = await servePage(
    request,
    env,
    ctx,
    { nonce: createNonce(), build: await buildId() },
    (nonce) => renderPage(request, env, ctx, nonce),
  );
  if (writes) forgetSiteVersion(); // the admin page's forms
  const secure = secured(response, pathname, { nonce, analytics, devServer: import.meta.env.DEV });
  if (!secure.headers.has("x-page-cache")) secure.headers.set("x-page-cache", cache);
  return secure;
}

/** React Router renders the page; the root middleware read the settings, a route may have set the edge policy. */
async function renderPage(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<RenderedPage> {
  const context = new RouterContextProvider();
  context.set(workerContext, { env, ctx });
  context.set(nonceContext, nonce);
  const response = await (await pageHandler())(request, context);
  return {
    response,
    nonce,
    // The analytics script is on the page when an id is set.
    analytics: analyticsId(context.get(settingsContext)) !== null,
    policy: context.get(edgeCacheContext) ?? defaultPolicy(new URL(request.url).pathname),
  };
}

/** Fail closed: a deployment without its data source settings says so, on every path, instead of serving nothing. */
function misconfigured(problem: string): Response {
  const escaped = problem.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return new Response(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Service unavailable</title></head><body><h1>Service unavailable</h1><p>${escaped}</p></body></html>`,
    { status: 503, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": "300" } },
  );
}

export { MatchRelay } from "./live/match-relay.ts";
export { MatchRoom } from "./live/match-room.ts";
export { Ticker } from "./live/ticker.ts";
