import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api/index.ts";
import { live } from "./live/router.ts";
import { workerContext } from "../app/context.server.ts";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/api/")) return api.fetch(request, env, ctx);
    if (pathname.startsWith("/live/")) return live.fetch(request, env, ctx);
    const context = new RouterContextProvider();
    context.set(workerContext, { env, ctx });
    return handleRequest(request, context);
  },
} satisfies ExportedHandler<Env>;

export { MatchRoom } from "./live/match-room.ts";
export { Ticker } from "./live/ticker.ts";
