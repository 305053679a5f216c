import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { afterEach } from "vitest";
import { workerContext } from "../../app/context.server.ts";
import { type FakeRoute, fakeUpstream } from "../support/fake-upstream.ts";

/**
 * The Worker's env as CRICKET_SOURCE=upstream would make it, with the provider at `base`, and a
 * fake provider answering there: the Worker's global fetch is the fake's until the test ends.
 */
export function upstreamSite(base: string) {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const upstreamEnv = {
    ...env,
    CRICKET_SOURCE: "upstream",
    CRICKET_API_BASE: base,
    CRICKET_API_USER: "site",
    CRICKET_API_SECRET: "s3cret",
  } as Env;
  const serve = (routes: Record<string, FakeRoute>) => {
    const upstream = fakeUpstream(routes, base);
    globalThis.fetch = upstream.fetch;
    return upstream;
  };
  /** A route loader's arguments for a GET of `path`, in the Worker's context with this env. */
  const loaderArgs = (path: string, params: Record<string, string>) => {
    const context = new RouterContextProvider();
    context.set(workerContext, {
      env: upstreamEnv,
      ctx: { waitUntil: () => {}, passThroughOnException: () => {} } as unknown as ExecutionContext,
    });
    const request = new Request(`http://site${path}`);
    return { request, context, params, url: new URL(request.url) } as never;
  };
  return { upstreamEnv, serve, loaderArgs };
}

/** The provider's recorded answers (the Worker's TEST_SAMPLES binding), by route. */
export const providerSamples = () =>
  Object.fromEntries(Object.entries(env.TEST_SAMPLES).map(([route, text]) => [route, JSON.parse(text) as unknown]));
