/**
 * An upstream outage is a state, not a wait per request (issue 16): after three failures in a row
 * the client stops calling the provider for a while (5 s, doubling to 60 s while it stays down),
 * fails at once with a SourceError the edge cache can serve stale data for, probes when the pause
 * is over, and any answer closes the circuit again.
 */
import { expect, test } from "vitest";
import { SourceError } from "../../app/data/contract.ts";
import { createUpstreamClient } from "../../app/data/upstream/client.server.ts";
import { Breaker } from "../../app/data/upstream/index.server.ts";
import { FakeAnswer, fakeUpstream } from "../support/fake-upstream.ts";

function setup() {
  const state = { down: true, now: 1_000_000 };
  const upstream = fakeUpstream({
    "/matches/v1/live": () => (state.down ? new FakeAnswer(503, { message: "down" }) : { typeMatches: [] }),
  });
  const client = createUpstreamClient({
    base: upstream.base,
    user: "u",
    secret: "s",
    fetch: upstream.fetch,
    now: () => state.now,
    breaker: new Breaker(),
  });
  const call = () =>
    client.get("/matches/v1/live").then(
      () => "ok",
      (error: unknown) => (error instanceof SourceError ? error.message : `unexpected ${String(error)}`),
    );
  return { state, upstream, call };
}

test("three failures open the circuit: further calls fail at once without reaching the provider", async () => {
  const { upstream, call } = setup();
  for (let i = 0; i < 3; i++) expect(await call()).toMatch(/HTTP 503/);
  expect(upstream.requests).toHaveLength(3);
  expect(await call()).toMatch(/unavailable; trying again in 5 s/);
  expect(upstream.requests).toHaveLength(3);
});

test("after the pause one probe goes out; a failed probe doubles the pause; an answer closes the circuit", async () => {
  const { state, upstream, call } = setup();
  for (let i = 0; i < 3; i++) await call();
  state.now += 5_000;
  expect(await call()).toMatch(/HTTP 503/); // the probe
  expect(upstream.requests).toHaveLength(4);
  expect(await call()).toMatch(/trying again in 10 s/);
  state.now += 10_000;
  state.down = false;
  expect(await call()).toBe("ok");
  expect(await call()).toBe("ok");
  expect(upstream.requests).toHaveLength(6);
});

test("a provider that answers 404 or 400 is up: those never open the circuit", async () => {
  const upstream = fakeUpstream({});
  const client = createUpstreamClient({ base: upstream.base, user: "u", secret: "s", fetch: upstream.fetch, breaker: new Breaker() });
  for (let i = 0; i < 5; i++) expect(await client.getMatch("/mcenter/v1/1")).toBeNull();
  expect(upstream.requests).toHaveLength(5);
});
