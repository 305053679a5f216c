/**
 * A request cancelled while its provider call is in flight must not break the next request for
 * the same data (issue 16). workerd cannot settle a promise in a request other than the one that
 * made it, so I/O shared between requests leaves a dead promise behind once its request is
 * cancelled. The site is the built Worker with CRICKET_SOURCE=upstream; the provider is a real
 * local server that holds its answer until told, so the cancellation lands mid-call for certain.
 */
import { env, exports } from "cloudflare:workers";
import { expect, test } from "vitest";

const control = (action: string) =>
  fetch(`${(env as unknown as { TEST_PROVIDER_CONTROL: string }).TEST_PROVIDER_CONTROL}/${action}`, { method: "POST" }).then(
    (r) => r.json() as Promise<Record<string, number>>,
  );

const hub = (signal?: AbortSignal) =>
  exports.default.fetch(
    new Request("http://site/cricket-match/live-scores/recent-matches", { headers: { "user-agent": "Mozilla/5.0" }, signal }),
  );

test("the recent hub answers in full after a request for it was cancelled while the provider was still answering", async () => {
  await control("hold?path=/matches/v1/recent");
  const before = (await control("calls"))["/matches/v1/recent"] ?? 0;
  const controller = new AbortController();
  const cancelled = hub(controller.signal);
  // Request A is mid-call once the provider has its request (and holds the answer).
  // (the render reaches the provider after the shell's reads: more than a second on a busy machine)
  await expect.poll(async () => (await control("calls"))["/matches/v1/recent"] ?? 0, { timeout: 15_000 }).toBeGreaterThan(before);
  controller.abort();
  // A streamed page may have sent its head already: then the reader drops the rest of it.
  const dropped = await cancelled.catch(() => null);
  await dropped?.body?.cancel().catch(() => {});

  const next = await hub();
  expect(next.status).toBe(200);
  const html = await next.text();
  expect(html).toContain("PROVIDER CUP"); // the series heading (spec: upper case)
  expect(html).toContain("Team A won by 5 wkts");
  await control("release");
});
