/**
 * The profile's "Add Now" mobile (issue 15; docs/product/site-and-accounts.md#accounts): a number in the formats of docs/product/site-and-accounts.md#rules-of-the-account-forms, a 6-digit
 * code by SMS through the outbox, saved as verified only with the right code; wrong, expired,
 * reused and exhausted codes; a number another account holds (no answer tells it). And the
 * policy gate (decision 030): an account that has not accepted the current policies accepts them
 * at /user/terms before its pages open.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { alertOf, lastCode, loggedIn, newAccount, outboxCount, page, post, registered, type TestAccount } from "./account-helpers.ts";

beforeAll(async () => {
  await (await page("/user/login")).text();
}, 120_000);

/** A GET whose redirect is not followed. */
function unfollowed(path: string, cookie?: string) {
  return exports.default.fetch(
    new Request(`http://site${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0", ...(cookie ? { cookie } : {}) } }),
  );
}

let numbers = 0;
/** A number no other test uses (the limits are per number). */
function freshMobile(): string {
  numbers += 1;
  return `8${String(Date.now() % 100_000_000).padStart(8, "0")}${numbers % 10}`;
}

async function withoutMobile(tag: string): Promise<{ account: TestAccount; cookie: string; id: string }> {
  const account = newAccount(tag);
  await registered(account);
  const row = await env.DB.prepare("UPDATE auth_user SET phoneNumber = NULL WHERE email = ? RETURNING id")
    .bind(account.email)
    .first<{ id: string }>();
  return { account, cookie: await loggedIn(account.email, account.password), id: row!.id };
}

const send = (cookie: string, mobile: string) => post("/user/profile?tab=mobile", { intent: "mobile-send", mobile }, { cookie });
const verify = (cookie: string, mobile: string, otp: string) =>
  post("/user/profile?tab=mobile", { intent: "mobile-verify", mobile, otp }, { cookie });

async function mobileOf(email: string) {
  return env.DB.prepare("SELECT phoneNumber AS mobile, phoneNumberVerified AS verified FROM auth_user WHERE email = ?")
    .bind(email)
    .first<{ mobile: string | null; verified: number }>();
}

describe("Add Now (mobile)", () => {
  test("a number, its code by SMS, saved as verified only with the right code, and the code works once", async () => {
    const { account, cookie } = await withoutMobile("addnow");
    const profile = await (await page("/user/profile", cookie)).text();
    expect(profile).toContain("Not added");
    expect(profile).toContain('href="/user/profile?tab=mobile"');
    expect(profile).toContain(">Add Now</a>");
    const form = await (await page("/user/profile?tab=mobile", cookie)).text();
    expect(form).toContain("ADD MOBILE NUMBER");
    expect(form).toContain('name="intent" value="mobile-send"');

    const bad = await send(cookie, "6123456789");
    expect(bad.status).toBe(400);
    expect(alertOf(await bad.text())).toBe("Please enter a valid mobile number");

    const mobile = freshMobile();
    const sent = await send(cookie, `+91-${mobile}`);
    expect(sent.status).toBe(200);
    const sentHtml = await sent.text();
    expect(alertOf(sentHtml)).toBe(
      `A 6-digit code is on its way to +91${mobile}. Enter it to verify your mobile number; it expires in 10 minutes.`,
    );
    expect(sentHtml).toContain('name="intent" value="mobile-verify"');
    const code = await lastCode(`+91${mobile}`);
    expect(await mobileOf(account.email)).toEqual({ mobile: null, verified: 0 });

    const wrong = await verify(cookie, `+91-${mobile}`, code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect(alertOf(await wrong.text())).toBe("OTP verification failed: Invalid OTP");
    expect(await mobileOf(account.email)).toEqual({ mobile: null, verified: 0 });

    const right = await verify(cookie, `+91-${mobile}`, code);
    expect(right.status).toBe(200);
    expect(alertOf(await right.text())).toBe(`Your mobile number +91${mobile} is verified and saved.`);
    expect(await mobileOf(account.email)).toEqual({ mobile: `+91${mobile}`, verified: 1 });
    const after = await (await page("/user/profile", cookie)).text();
    expect(after).toContain('data-verified="mobile"');
    expect(after).toContain(">Change</a>");

    // Used once: the same code again is refused.
    await env.DB.prepare("UPDATE auth_user SET phoneNumber = NULL, phoneNumberVerified = 0 WHERE email = ?").bind(account.email).run();
    const reused = await verify(cookie, mobile, code);
    expect(alertOf(await reused.text())).toBe("OTP verification failed: Invalid OTP");
    expect(await mobileOf(account.email)).toEqual({ mobile: null, verified: 0 });
  });

  test("an expired code and a code after three wrong tries are refused; a signed-out post is refused", async () => {
    const { account, cookie, id } = await withoutMobile("expired");
    const mobile = freshMobile();
    await send(cookie, mobile);
    const code = await lastCode(`+91${mobile}`);
    await env.DB.prepare("UPDATE auth_verification SET expiresAt = ? WHERE identifier = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), `phone-number-otp-add-mobile:${id}:+91${mobile}`)
      .run();
    expect(alertOf(await (await verify(cookie, mobile, code)).text())).toBe(
      "OTP verification failed: The code has expired. Ask for a new one.",
    );

    const other = freshMobile();
    await send(cookie, other);
    const fresh = await lastCode(`+91${other}`);
    const wrong = fresh === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) await verify(cookie, other, wrong);
    const late = await verify(cookie, other, fresh);
    expect(alertOf(await late.text())).toBe("OTP verification failed: Too many attempts. Ask for a new code.");
    expect(await mobileOf(account.email)).toEqual({ mobile: null, verified: 0 });

    const anonymous = await post("/user/profile?tab=mobile", { intent: "mobile-send", mobile: other });
    expect(anonymous.status).toBe(401);
  });

  test("sends are limited per number: past five in a minute, refused with the lockout message", async () => {
    const { cookie } = await withoutMobile("limited");
    const mobile = freshMobile();
    // The limiter counts in fixed one-minute windows: a burst spans at most two, so the refusal
    // comes by the eleventh send wherever the boundary falls, and never before the sixth.
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 11 && !refused; i++) {
      const answer = await send(cookie, mobile);
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(refused?.headers.get("retry-after")).toBe("60");
    expect(alertOf(await refused!.text())).toBe("Too many attempts. Please wait a minute and try again.");
    expect(await outboxCount(`+91${mobile}`)).toBe(statuses.length - 1);
  });

  test("a number another account verified: the same answer, no code, nothing saved; the holder is told", async () => {
    const holder = newAccount("holder");
    await registered(holder);
    await env.DB.prepare("UPDATE auth_user SET phoneNumberVerified = 1 WHERE email = ?").bind(holder.email).run();
    const { account, cookie } = await withoutMobile("taker");
    const before = await outboxCount(`+91${holder.mobile}`);
    const sent = await send(cookie, holder.mobile);
    expect(sent.status).toBe(200);
    expect(alertOf(await sent.text())).toBe(
      `A 6-digit code is on its way to +91${holder.mobile}. Enter it to verify your mobile number; it expires in 10 minutes.`,
    );
    expect(await outboxCount(`+91${holder.mobile}`)).toBe(before + 1);
    await expect(lastCode(`+91${holder.mobile}`)).rejects.toThrow(/No code/);
    const guess = await verify(cookie, holder.mobile, "123456");
    expect(alertOf(await guess.text())).toBe("OTP verification failed: Invalid OTP");
    expect(await mobileOf(account.email)).toEqual({ mobile: null, verified: 0 });
    expect(await mobileOf(holder.email)).toEqual({ mobile: `+91${holder.mobile}`, verified: 1 });
  });

  test("a number another account only typed in goes to whoever verifies it; that account is told", async () => {
    const squatter = newAccount("squatter");
    await registered(squatter);
    const { account, cookie } = await withoutMobile("owner");
    await send(cookie, squatter.mobile);
    const ok = await verify(cookie, squatter.mobile, await lastCode(`+91${squatter.mobile}`));
    expect(ok.status).toBe(200);
    expect(await mobileOf(account.email)).toEqual({ mobile: `+91${squatter.mobile}`, verified: 1 });
    expect(await mobileOf(squatter.email)).toEqual({ mobile: null, verified: 0 });
    const notice = await env.DB.prepare("SELECT subject FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1")
      .bind(squatter.email)
      .first<string>("subject");
    expect(notice).toBe("A mobile number was removed from your Cricket Edge account");
  });
});

describe("the policy gate", () => {
  test("an account without the current version accepts it at /user/terms before its pages open", async () => {
    const account = newAccount("policies");
    await registered(account);
    const cookie = await loggedIn(account.email, account.password);
    // An accepted account passes straight through.
    const through = await unfollowed("/user/terms", cookie);
    expect(through.status).toBe(302);
    expect(through.headers.get("location")).toBe("/");

    await env.DB.prepare("UPDATE auth_user SET acceptedPolicyVersion = NULL, acceptedPolicyAt = NULL WHERE email = ?")
      .bind(account.email)
      .run();
    const gated = await unfollowed("/user/profile", cookie);
    expect(gated.status).toBe(302);
    expect(gated.headers.get("location")).toBe("/user/terms");
    const support = await post("/user/support", { intent: "support", topic: "Content", issue: "Hello" }, { cookie });
    expect(support.status).toBe(302);
    expect(support.headers.get("location")).toBe("/user/terms");
    const terms = await (await page("/user/terms", cookie)).text();
    expect(terms).toContain('href="/info/privacy"');
    expect(terms).toContain('href="/info/termsofuse"');
    expect(terms).toContain('name="intent" value="accept-terms"');

    const unticked = await post("/user/terms", { intent: "accept-terms" }, { cookie });
    expect(unticked.status).toBe(400);
    expect(alertOf(await unticked.text())).toBe("Please accept the Privacy Policy and Terms of Use");
    const accepted = await post("/user/terms", { intent: "accept-terms", terms: "on" }, { cookie });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/");
    const row = await env.DB.prepare("SELECT acceptedPolicyVersion AS version, acceptedPolicyAt AS at FROM auth_user WHERE email = ?")
      .bind(account.email)
      .first<{ version: string; at: string }>();
    expect(row?.version).toBe("2026-11-25");
    expect(Date.now() - Date.parse(row!.at)).toBeLessThan(60_000);
    expect((await page("/user/profile", cookie)).status).toBe(200);
    expect((await unfollowed("/user/terms")).headers.get("location")).toBe("/user/login");
  });
});
