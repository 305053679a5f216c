/**
 * Accounts' security (issue 15, decision 025): no account enumeration through sign-up, log-in or
 * forgot-password answers; limits per account and per IP on log-in, OTP send and OTP verify, with
 * one lockout message for known and unknown accounts alike; Origin checks on every form post.
 * The limiter counts in fixed minute windows: a burst spans at most two, so 2 × limit + 1
 * attempts must meet the limit wherever the boundary falls.
 */
import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { alertOf, newAccount, outboxCount, page, post, registered, signUpFields } from "./account-helpers.ts";

const LOCKED = "Too many attempts. Please wait a minute and try again.";

// A cold start on a busy machine can take longer than the default hook timeout.
beforeAll(async () => {
  await (await page("/user/login")).text();
}, 120_000);

/** Posts until the first 429 (at most 2 × limit + 1 times); the statuses seen. */
async function untilLimited(limit: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 2 * limit + 1 && statuses.at(-1) !== 429; i++) statuses.push((await send(i)).status);
  return statuses;
}

test("signing up with an email that has an account answers exactly as a new one; the owner is told; no second account", async () => {
  const owner = newAccount("taken");
  await registered(owner);
  const again = await post("/user/sign-up", signUpFields({ ...newAccount("intruder"), email: owner.email }));
  const fresh = newAccount("fresh");
  const first = await post("/user/sign-up", signUpFields(fresh));
  expect(again.status).toBe(first.status);
  expect(again.headers.get("location")).toBe(
    first.headers.get("location")!.replace(encodeURIComponent(fresh.email), encodeURIComponent(owner.email)),
  );
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM auth_user WHERE email = ?").bind(owner.email).first("n")).toBe(1);
  const told = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE recipient = ? AND subject = ?")
    .bind(owner.email, "Someone tried to sign up with your email")
    .first("n");
  expect(told).toBe(1);
});

test("log-in is limited per account: the lockout reads the same for an account that exists and one that does not", {
  timeout: 90_000,
}, async () => {
  const account = newAccount("locked");
  await registered(account);
  for (const identifier of [account.email, "no-such-fan@example.com"]) {
    const statuses = await untilLimited(5, (i) =>
      post("/user/login", { intent: "login", identifier, password: `guess-${i}` }, { ip: `203.0.113.${100 + i}` }),
    );
    expect(statuses.at(-1), identifier).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    const locked = await post("/user/login", { intent: "login", identifier, password: account.password }, { ip: "203.0.113.99" });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("60");
    expect(alertOf(await locked.text())).toBe(LOCKED);
  }
});

// Per IP on OTP verification (no password hash per attempt, so the burst is quick); log-in and sends share the same check.
test("attempts are limited per IP across accounts", async () => {
  const statuses = await untilLimited(30, (i) =>
    post("/user/login?method=otp", { intent: "otp-verify", identifier: `spray-${i}@example.com`, otp: "123456" }, { ip: "203.0.113.50" }),
  );
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.length).toBeGreaterThan(30);
  const elsewhere = await post(
    "/user/login?method=otp",
    { intent: "otp-verify", identifier: "spray-x@example.com", otp: "123456" },
    { ip: "203.0.113.51" },
  );
  expect(elsewhere.status).toBe(401);
});

test("OTP sends are limited per account, known or not, and send nothing to a number no account has", async () => {
  const statuses = await untilLimited(5, (i) =>
    post("/user/login?method=otp", { intent: "otp-send", identifier: "9811111111" }, { ip: `203.0.113.${150 + i}` }),
  );
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  expect(await outboxCount("+919811111111")).toBe(0);
});

test("OTP verification is limited per account", async () => {
  const statuses = await untilLimited(5, (i) =>
    post(
      "/user/login?method=otp",
      { intent: "otp-verify", identifier: "guessed@example.com", otp: String(100000 + i) },
      { ip: `203.0.113.${200 + i}` },
    ),
  );
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
});

test("a form posted from another site is refused before anything is read", async () => {
  const account = newAccount("origin");
  // Another Origin: React Router refuses the action itself (400) before ours runs.
  for (const intent of ["sign-up", "login", "otp-send", "reset-send", "sign-out", "delete", "support"]) {
    const cross = await post("/user/sign-up", { ...signUpFields(account), intent }, { origin: "https://evil.example" });
    expect(cross.status, intent).toBeGreaterThanOrEqual(400);
    expect(cross.status, intent).toBeLessThan(500);
  }
  // No Origin but the browser says the post is cross-site: our check answers 403.
  const noOrigin = await post("/user/sign-up", signUpFields(account), { origin: null, fetchSite: "cross-site" });
  expect(noOrigin.status).toBe(403);
  expect(alertOf(await noOrigin.text())).toBe("Forms must be sent from this site");
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM auth_user WHERE email = ?").bind(account.email).first("n")).toBe(0);
  expect(await outboxCount(account.email)).toBe(0);
});

test("account pages are never stored by a cache", async () => {
  const response = await page("/user/login");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("x-page-cache")).not.toBe("hit");
});
