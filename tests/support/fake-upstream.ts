/**
 * A stand-in for the provider in tests (contract tests, later cross-source and Worker tests): a
 * `fetch` that answers by path from a table. Not used by the adapter itself.
 */

/** A non-200 answer, or a 200 whose body is not JSON. */
export class FakeAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly raw: boolean;
  constructor(status: number, body: unknown = null, raw = false) {
    this.status = status;
    this.body = body;
    this.raw = raw;
  }
}

export interface FakeRequest {
  url: URL;
  /** the path below the base, e.g. "/matches/v1/live" */
  path: string;
  headers: Headers;
}

/** body → 200 JSON; FakeAnswer → that status; Error → fetch rejects (a network failure). */
export type FakeRoute = unknown | ((request: FakeRequest) => unknown);

export function fakeUpstream(routes: Record<string, FakeRoute>, base = "https://upstream.test/api") {
  const prefix = new URL(base).pathname.replace(/\/+$/, "");
  const requests: FakeRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const request: FakeRequest = {
      url,
      path: url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname,
      headers: new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)),
    };
    requests.push(request);
    const route = Object.hasOwn(routes, request.path) ? routes[request.path] : new FakeAnswer(404, { message: "Not found" });
    const answer = typeof route === "function" ? await (route as (r: FakeRequest) => unknown)(request) : route;
    if (answer instanceof Error) throw answer;
    if (answer instanceof FakeAnswer) {
      const text = answer.raw ? String(answer.body) : JSON.stringify(answer.body);
      if (answer.status === 204 || answer.status === 304) return new Response(null, { status: answer.status });
      return new Response(text, { status: answer.status, headers: { "content-type": "application/json" } });
    }
    return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
  };
  return { fetch, requests, base };
}
