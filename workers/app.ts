import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api/index.ts";
import { live } from "./live/router.ts";
import { createNonce, secured } from "./security-headers.ts";
import { nonceContext, workerContext } from "../app/context.server.ts";
import { settingsContext } from "../app/shell/site-middleware.server.ts";
import { analyticsId } from "../app/backend/public.ts";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
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

export { MatchRoom } from "./live/match-room.ts";
export { Ticker } from "./live/ticker.ts";
