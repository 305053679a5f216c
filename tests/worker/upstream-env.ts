import { env } from "cloudflare:workers";
import { afterEach } from "vitest";
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
  return { upstreamEnv, serve };
}
