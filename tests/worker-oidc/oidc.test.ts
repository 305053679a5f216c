/**
 * Sign-in with Google and Apple through OpenID Connect (issue 15, decision 027), against a real
 * provider on a local port (tests/support/oidc-provider.ts): the site's buttons and routes, PKCE
 * and nonce on the way out, the session cookie on the way back; and every refusal — a tampered,
 * replayed or foreign state, an id_token with the wrong audience, issuer or nonce, an expired one,
 * one signed by a key the provider does not publish, no id_token at all — and the linking rule.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { SESSION_COOKIE } from "../../app/backend/accounts/better-auth.server.ts";
import { alertOf, newAccount, registered } from "../worker/account-helpers.ts";
import { authorize, CookieJar, returnToSite, SITE, signInWith, site } from "./flow.ts";

beforeAll(async () => {
  await (await site("/user/login")).text();
}, 120_000);

let serial = 0;
const emailFor = (tag: string) => `${tag}-${++serial}-${Date.now()}@example.com`;

function sessionOf(response: Response): string | null {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !/max-age=0/i.test(c));
  return line ? line.split(";")[0]! : null;
}

async function usersWith(email: string): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM auth_user WHERE email = ?").bind(email).first<number>("n"))!;
}

/** A refusal: back to the log-in page with the library's code, no session, nobody signed up. */
async function expectRefused(response: Response, code: string, email?: string) {
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!, SITE);
  expect(location.pathname).toBe("/user/login");
  expect(location.searchParams.get("error")).toBe(code);
  expect(sessionOf(response)).toBeNull();
  if (email) expect(await usersWith(email)).toBe(0);
}

describe("the log-in and sign-up pages", () => {
  test("show the spec's buttons for both configured providers, as links to their start", async () => {
    for (const path of ["/user/login", "/user/sign-up"]) {
      const html = await (await site(path)).text();
      expect(html).toContain('href="/user/auth/google" rel="nofollow">Continue with Google</a>');
      expect(html).toContain('href="/user/auth/apple" rel="nofollow">Continue with Apple</a>');
    }
  });

  test("a provider we do not know answers 404", async () => {
    expect((await site("/user/auth/github")).status).toBe(404);
    expect((await site("/user/auth/callback/github?code=x&state=y")).status).toBe(404);
  });

  test("a refused sign-in is shown with the spec's prefix", async () => {
    const html = await (await site("/user/login?error=state_mismatch")).text();
    expect(alertOf(html)).toBe("Social login failed: The sign-in expired or was started in another browser. Please try again.");
  });
});

describe("a sign-in", () => {
  test("goes out with state, PKCE (S256) and a nonce, and the state is bound to this browser by a __Host- cookie", async () => {
    const { authorizationUrl, siteJar } = await authorize("google", { email: emailFor("outbound"), name: "Out Bound" });
    expect(authorizationUrl.origin).toBe(env.GOOGLE_OIDC_ISSUER);
    const query = authorizationUrl.searchParams;
    expect(query.get("client_id")).toBe("cricket-edge-google");
    expect(query.get("response_type")).toBe("code");
    expect(query.get("redirect_uri")).toBe(`${SITE}/user/auth/callback/google`);
    expect(query.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get("state")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(query.get("nonce")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect([...siteJar.cookies.keys()]).toEqual(["__Host-ce_oidc_state"]);
  });

  test("with Google creates the account and signs in with the same session cookie as a password log-in", async () => {
    const email = emailFor("google");
    const response = await signInWith("google", { email, name: "Gloria Google" });
    expect(response.status).toBe(302);
    // A new account accepts the policies first (decision 030).
    expect(response.headers.get("location")).toBe("/user/terms");
    const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).not.toMatch(/Domain=/i);
    const jar = new CookieJar().take(response);
    expect(
      await env.DB.prepare("SELECT acceptedPolicyVersion FROM auth_user WHERE email = ?").bind(email).first("acceptedPolicyVersion"),
    ).toBeNull();
    const gated = await site("/user/profile", jar);
    expect(gated.status).toBe(302);
    expect(gated.headers.get("location")).toBe("/user/terms");
    expect(await (await site("/user/terms", jar)).text()).toContain('name="intent" value="accept-terms"');
    const accepted = await site("/user/terms", jar, {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=accept-terms&terms=on",
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/");
    expect(
      await env.DB.prepare("SELECT acceptedPolicyVersion FROM auth_user WHERE email = ?").bind(email).first("acceptedPolicyVersion"),
    ).toBe("2026-11-25");
    // Accepted: the next sign-in passes the page on to /.
    expect((await site("/user/terms", jar)).headers.get("location")).toBe("/");
    const profile = await (await site("/user/profile", jar)).text();
    expect(profile).toContain("Gloria Google");
    expect(profile).toContain(email);
    const account = await env.DB.prepare(
      "SELECT a.providerId, a.accountId, u.emailVerified FROM auth_account a JOIN auth_user u ON u.id = a.userId WHERE u.email = ?",
    )
      .bind(email)
      .first<{ providerId: string; accountId: string; emailVerified: number }>();
    expect(account).toEqual({ providerId: "google", accountId: `sub-${email}`, emailVerified: 1 });
  });

  test("with Apple: its form post to the callback becomes a GET, which carries the state cookie and signs in", async () => {
    const email = emailFor("apple");
    const { siteJar, callback } = await authorize("apple", { email, name: "Arjun Apple" });
    expect(callback.method).toBe("POST");
    const response = await returnToSite(callback, siteJar);
    expect(response.headers.get("location")).toBe("/user/terms");
    expect(sessionOf(response)).not.toBeNull();
    expect(await usersWith(email)).toBe(1);
  });

  test("signing in again reaches the same account", async () => {
    const email = emailFor("again");
    expect(sessionOf(await signInWith("google", { email, name: "Again" }))).not.toBeNull();
    expect(sessionOf(await signInWith("google", { email, name: "Again" }))).not.toBeNull();
    expect(await usersWith(email)).toBe(1);
  });
});

describe("the state", () => {
  test("is single-use: the same callback replayed (same browser, same cookie) is refused", async () => {
    const email = emailFor("replay");
    const { siteJar, callback } = await authorize("google", { email });
    const saved = siteJar.copy();
    expect(sessionOf(await returnToSite(callback, siteJar))).not.toBeNull();
    await expectRefused(await returnToSite(callback, saved), "state_mismatch");
  });

  test("a tampered state is refused", async () => {
    const email = emailFor("tampered");
    const { siteJar, callback } = await authorize("google", { email });
    const url = new URL(callback.url, SITE);
    url.searchParams.set("state", `${url.searchParams.get("state")}x`);
    await expectRefused(await returnToSite({ method: "GET", url: url.pathname + url.search }, siteJar), "state_mismatch", email);
  });

  test("a callback in another browser (without the state cookie) is refused", async () => {
    const email = emailFor("elsewhere");
    const { callback } = await authorize("google", { email });
    await expectRefused(await returnToSite(callback, new CookieJar()), "state_mismatch", email);
  });

  test("a callback without a state is refused", async () => {
    await expectRefused(await site("/user/auth/callback/google?code=abc"), "state_not_found");
  });
});

describe("the id_token is verified by the library: a forged one signs nobody in", () => {
  for (const forge of ["wrong-audience", "expired", "wrong-nonce", "wrong-issuer", "unpublished-key", "none"]) {
    test(forge, async () => {
      const email = emailFor(`forged-${forge}`);
      await expectRefused(await signInWith("google", { email, forge }), "unable_to_get_user_info", email);
    });
  }

  test("the same flow without a forgery signs in (the refusals are the token's)", async () => {
    const email = emailFor("control");
    expect(sessionOf(await signInWith("google", { email }))).not.toBeNull();
  });
});

describe("an existing account with the same email", () => {
  test("is joined when the provider says the email is verified", async () => {
    const account = newAccount("linked");
    await registered(account);
    const response = await signInWith("google", { email: account.email, name: "Someone Else" });
    expect(sessionOf(response)).not.toBeNull();
    expect(await usersWith(account.email)).toBe(1);
    const providers = await env.DB.prepare(
      "SELECT a.providerId FROM auth_account a JOIN auth_user u ON u.id = a.userId WHERE u.email = ? ORDER BY a.providerId",
    )
      .bind(account.email)
      .all<{ providerId: string }>();
    expect(providers.results.map((r) => r.providerId)).toEqual(["credential", "google"]);
    // The account keeps its own name.
    expect(await (await site("/user/profile", new CookieJar().take(response))).text()).toContain(account.name);
  });

  test("is not joined, and no second account made, when the provider does not say the email is verified", async () => {
    const account = newAccount("unverified");
    await registered(account);
    const response = await signInWith("google", { email: account.email, emailVerified: false });
    await expectRefused(response, "account_not_linked");
    expect(await usersWith(account.email)).toBe(1);
    const html = await (await site(response.headers.get("location")!)).text();
    expect(alertOf(html)).toMatch(/^Social login failed: An account already uses this email/);
  });
});
