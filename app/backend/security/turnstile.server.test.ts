import { expect, test } from "vitest";
import { passesTurnstile, SITEVERIFY_URL, turnstileSiteKey } from "./turnstile.server.ts";

const ON = { TURNSTILE_SECRET_KEY: "secret", TURNSTILE_SITE_KEY: "site" };

function fakeSiteverify(success: boolean | "down") {
  const calls: { url: string; secret: string; response: string; remoteip: string | null }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const form = init.body as FormData;
    calls.push({
      url,
      secret: String(form.get("secret")),
      response: String(form.get("response")),
      remoteip: form.get("remoteip") as string | null,
    });
    if (success === "down") throw new TypeError("network down");
    return Response.json({ success });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

test("off without both keys: everything passes and nothing is called", async () => {
  const { calls, fetcher } = fakeSiteverify(false);
  expect(turnstileSiteKey({})).toBeNull();
  expect(turnstileSiteKey({ TURNSTILE_SECRET_KEY: "secret" })).toBeNull();
  expect(await passesTurnstile({}, null, null, fetcher)).toBe(true);
  expect(calls).toHaveLength(0);
});

test("on: Cloudflare's verdict decides; a missing answer or a network failure fails closed", async () => {
  expect(turnstileSiteKey(ON)).toBe("site");
  const yes = fakeSiteverify(true);
  expect(await passesTurnstile(ON, "token-1", "203.0.113.9", yes.fetcher)).toBe(true);
  expect(yes.calls).toEqual([{ url: SITEVERIFY_URL, secret: "secret", response: "token-1", remoteip: "203.0.113.9" }]);
  expect(await passesTurnstile(ON, "token-1", null, fakeSiteverify(false).fetcher)).toBe(false);
  expect(await passesTurnstile(ON, "token-1", null, fakeSiteverify("down").fetcher)).toBe(false);
  const none = fakeSiteverify(true);
  expect(await passesTurnstile(ON, "", null, none.fetcher)).toBe(false);
  expect(none.calls).toHaveLength(0);
});
