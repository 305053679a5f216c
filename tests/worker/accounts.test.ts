/**
 * Accounts (issue 15, docs/product/site-and-accounts.md#accounts, decision 025), through the built Worker: sign-up's rules in the
 * spec's order, email verification by OTP, log-in by email or mobile, OTP log-in, forgotten
 * passwords, the profile, support, sign-out and delete. Messages come from the outbox table.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import {
  alertOf,
  lastCode,
  loggedIn,
  newAccount,
  outboxCount,
  page,
  post,
  registered,
  sessionFrom,
  signUpFields,
} from "./account-helpers.ts";

// The Worker's first page render (a cold start) is not what the first test measures.
// A cold start on a busy machine can take longer than the default hook timeout.
beforeAll(async () => {
  await (await page("/user/login")).text();
}, 120_000);

describe("sign-up", () => {
  test("each rule's message in the spec's order; a refer code is checked first", async () => {
    const account = newAccount("rules");
    const cases: [Record<string, string>, string][] = [
      [{ referCode: "NOPE", name: "", email: "bad" }, "Invalid referral code"],
      [{ name: "   ", email: "bad", mobile: "1" }, "Name is required"],
      [{ email: "not-an-email", mobile: "1" }, "Please enter a valid email"],
      [{ mobile: "6123456789" }, "Please enter a valid mobile number"],
      [{ password: "12345" }, "Password must be at least 6 characters"],
      [{ terms: "" }, "Please accept the Privacy Policy and Terms of Use"],
    ];
    for (const [override, message] of cases) {
      const response = await post("/user/sign-up", signUpFields(account, override));
      expect(response.status, message).toBe(400);
      expect(alertOf(await response.text())).toBe(message);
    }
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM auth_user WHERE email = ?").bind(account.email).first("n")).toBe(0);
  });

  test("a good form registers, records the policy version and the mobile, and emails a code that verifies the email once", async () => {
    await env.DB.prepare("INSERT OR IGNORE INTO refer_codes (code) VALUES ('FRIEND10')").run();
    const account = newAccount("signup");
    const response = await post("/user/sign-up", signUpFields(account, { referCode: "friend10", mobile: `+91 ${account.mobile}` }));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/user/login?method=verify&identifier=${encodeURIComponent(account.email)}&registered=1`);
    expect(sessionFrom(response)).toBe("");
    const user = await env.DB.prepare("SELECT * FROM auth_user WHERE email = ?").bind(account.email).first<Record<string, unknown>>();
    expect(user).toMatchObject({
      name: account.name,
      phoneNumber: `+91${account.mobile}`,
      emailVerified: 0,
      role: "user",
      acceptedPolicyVersion: "2026-11-25",
      referCode: "friend10",
    });
    const password = await env.DB.prepare("SELECT password FROM auth_account WHERE userId = ?").bind(user!.id).first<string>("password");
    expect(password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/); // scrypt: salt and 64-byte key, never the password

    const code = await lastCode(account.email);
    const wrong = await post("/user/login?method=verify", {
      intent: "verify-email",
      identifier: account.email,
      otp: code === "000000" ? "111111" : "000000",
    });
    expect(alertOf(await wrong.text())).toBe("Email OTP verification failed: Invalid OTP");
    const right = await post("/user/login?method=verify", { intent: "verify-email", identifier: account.email, otp: code });
    expect(alertOf(await right.text())).toBe("Your email is verified. You can log in now.");
    expect(await env.DB.prepare("SELECT emailVerified FROM auth_user WHERE email = ?").bind(account.email).first("emailVerified")).toBe(1);
    const again = await post("/user/login?method=verify", { intent: "verify-email", identifier: account.email, otp: code });
    expect(alertOf(await again.text())).toMatch(/^Email OTP verification failed: /);
  });
});

describe("log in", () => {
  test("by email or by the mobile in any Indian format, into a __Host- session; wrong or unknown credentials get one message", async () => {
    const account = newAccount("login");
    await registered(account);
    const byEmail = await post("/user/login", { intent: "login", identifier: account.email.toUpperCase(), password: account.password });
    expect(byEmail.status).toBe(302);
    expect(byEmail.headers.get("location")).toBe("/");
    const setCookie = byEmail.headers.getSetCookie().find((c) => c.startsWith("__Host-ce_session="))!;
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Domain=/i);
    for (const form of [`0${account.mobile}`, `+91-${account.mobile}`, `91${account.mobile}`]) {
      expect((await post("/user/login", { intent: "login", identifier: form, password: account.password })).status, form).toBe(302);
    }
    const wrong = await post("/user/login", { intent: "login", identifier: account.email, password: "not-it-at-all" });
    const unknown = await post("/user/login", { intent: "login", identifier: "nobody-here@example.com", password: "not-it-at-all" });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(alertOf(await wrong.text())).toBe("Login failed. Please check your credentials.");
    expect(alertOf(await unknown.text())).toBe("Login failed. Please check your credentials.");
    const invalid = await post("/user/login", { intent: "login", identifier: "12345", password: "x" });
    expect(invalid.status).toBe(400);
    expect(alertOf(await invalid.text())).toBe("Please enter valid credentials");
  });

  test("by an OTP to the email or the mobile: 6 digits, used once", async () => {
    const account = newAccount("otp");
    await registered(account);
    for (const [identifier, recipient] of [
      [account.email, account.email],
      [account.mobile, `+91${account.mobile}`],
    ] as const) {
      const sent = await post("/user/login?method=otp", { intent: "otp-send", identifier });
      expect(alertOf(await sent.text())).toBe(`If an account uses ${identifier}, a 6-digit code is on its way. It expires in 10 minutes.`);
      const code = await lastCode(recipient);
      expect(code).toMatch(/^\d{6}$/);
      const signedIn = await post("/user/login?method=otp", { intent: "otp-verify", identifier, otp: code });
      expect(signedIn.status, identifier).toBe(302);
      expect(sessionFrom(signedIn)).not.toBe("");
      const reused = await post("/user/login?method=otp", { intent: "otp-verify", identifier, otp: code });
      expect(reused.status).toBe(401);
    }
  });

  test("an OTP expires after 10 minutes and allows 3 tries", async () => {
    const account = newAccount("expiry");
    await registered(account);
    await post("/user/login?method=otp", { intent: "otp-send", identifier: account.email });
    const code = await lastCode(account.email);
    await env.DB.prepare("UPDATE auth_verification SET expiresAt = ? WHERE instr(identifier, ?) > 0")
      .bind(new Date(Date.now() - 1000).toISOString(), account.email)
      .run();
    const expired = await post("/user/login?method=otp", { intent: "otp-verify", identifier: account.email, otp: code });
    expect(expired.status).toBe(401);
    expect(alertOf(await expired.text())).toBe("Email OTP verification failed: The code has expired. Ask for a new one.");

    await post("/user/login?method=otp", { intent: "otp-send", identifier: account.mobile });
    const fresh = await lastCode(`+91${account.mobile}`);
    const wrongCode = fresh === "123456" ? "654321" : "123456";
    for (let i = 0; i < 3; i++) {
      const wrong = await post("/user/login?method=otp", { intent: "otp-verify", identifier: account.mobile, otp: wrongCode });
      expect(alertOf(await wrong.text())).toBe("OTP verification failed: Invalid OTP");
    }
    const afterTries = await post("/user/login?method=otp", { intent: "otp-verify", identifier: account.mobile, otp: fresh });
    expect(afterTries.status).toBe(401);
    expect(sessionFrom(afterTries)).toBe("");
    expect(alertOf(await afterTries.text())).toMatch(/^OTP verification failed: (Too many attempts\. Ask for a new code\.|Invalid OTP)$/);
  });
});

describe("forgot password", () => {
  test("by email or mobile OTP; the answer to an unknown address is the same; the new password works and old sessions end", async () => {
    const account = newAccount("reset");
    await registered(account);
    const oldSession = await loggedIn(account.email, account.password);

    const unknown = await post("/user/login?method=forgot", { intent: "reset-send", identifier: "9000000001" });
    const known = await post("/user/login?method=forgot", { intent: "reset-send", identifier: account.mobile });
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(alertOf(await unknown.text())).toBe("If an account uses 9000000001, a 6-digit code is on its way. It expires in 10 minutes.");
    expect(alertOf(await known.text())).toBe(
      `If an account uses ${account.mobile}, a 6-digit code is on its way. It expires in 10 minutes.`,
    );
    expect(await outboxCount("+919000000001")).toBe(0);

    const code = await lastCode(`+91${account.mobile}`);
    const reset = await post("/user/login?method=forgot", {
      intent: "reset",
      identifier: account.mobile,
      otp: code,
      newPassword: "new-ball-2026",
    });
    expect(alertOf(await reset.text())).toBe("Your password has been reset. Log in with the new one.");
    expect(await (await page("/user/profile", oldSession)).text()).not.toContain("MY PROFILE");
    await loggedIn(account.email, "new-ball-2026");

    await post("/user/login?method=forgot", { intent: "reset-send", identifier: account.email });
    const byEmail = await post("/user/login?method=forgot", {
      intent: "reset",
      identifier: account.email,
      otp: await lastCode(account.email),
      newPassword: "third-man-99",
    });
    expect(alertOf(await byEmail.text())).toBe("Your password has been reset. Log in with the new one.");
    await loggedIn(account.mobile, "third-man-99");
  });
});

describe("the signed-in area", () => {
  test("profile, support, sign-out (the session ends on the server)", async () => {
    const account = newAccount("profile");
    await registered(account);
    const cookie = await loggedIn(account.email, account.password);
    const profile = await (await page("/user/profile", cookie)).text();
    expect(profile).toContain("MY ACCOUNT");
    expect(profile).toContain("MY PROFILE");
    expect(profile).toContain(account.name);
    expect(profile).toContain('data-verified="email"');
    expect(profile).toContain(`+91${account.mobile}`);
    expect(profile).toContain("You can use mobile number for an easy login");

    const support = await (await page("/user/support?topic=Notifications", cookie)).text();
    expect(support).toContain("GET SUPPORT");
    expect(support).toContain('value="Support request on Notifications"');
    expect(support).toContain('placeholder="Describe your issue"');
    const sent = await post(
      "/user/support?topic=Notifications",
      { intent: "support", topic: "Notifications", issue: "Alerts arrive late" },
      { cookie },
    );
    expect(alertOf(await sent.text())).toBe(
      `Thank you. Your support request on Notifications has been received; we will reply to ${account.email}.`,
    );
    const stored = await env.DB.prepare(
      "SELECT topic, subject, s.email AS email, issue FROM support_requests s JOIN auth_user u ON u.id = s.user_id WHERE u.email = ?",
    )
      .bind(account.email)
      .first();
    expect(stored).toEqual({
      topic: "Notifications",
      subject: "Support request on Notifications",
      email: account.email,
      issue: "Alerts arrive late",
    });
    expect((await post("/user/support", { intent: "support", topic: "Content", issue: "x" })).status).toBe(401);

    const out = await post("/user/profile", { intent: "sign-out" }, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/user/login");
    expect(out.headers.getSetCookie().join()).toMatch(/__Host-ce_session=; Max-Age=0/);
    const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0];
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM auth_session WHERE token = ?").bind(token).first("n")).toBe(0);
    const after = await (await page("/user/profile", cookie)).text();
    expect(after).not.toContain("MY ACCOUNT");
    expect(after).toContain("Email or mobile number");
  });

  test("delete account asks first, then removes the account and its sessions; it cannot log in again", async () => {
    const account = newAccount("delete");
    await registered(account);
    const cookie = await loggedIn(account.email, account.password);
    expect(await (await page("/user/profile?tab=delete", cookie)).text()).toContain("Are you sure you want to delete your account?");
    // a match followed for alerts while signed in: the subscription is personal data too
    const { id: userId } = (await env.DB.prepare("SELECT id FROM auth_user WHERE email = ?").bind(account.email).first<{ id: string }>())!;
    const subscription = (await env.DB.prepare(
      "INSERT INTO push_subscriptions (endpoint, p256dh, auth, vapid_key, user_id, created_at) VALUES (?, 'k', 'a', 'v', ?, 0) RETURNING id",
    )
      .bind(`https://push.example/${userId}`, userId)
      .first<{ id: number }>())!.id;
    await env.DB.prepare("INSERT INTO match_follows (match_id, subscription_id, events, created_at) VALUES (1, ?, 31, 0)")
      .bind(subscription)
      .run();
    // a mobile code asked for on the profile ("Add Now") and not yet used
    expect(
      (await post("/user/profile?tab=mobile", { intent: "mobile-send", mobile: `7${account.mobile.slice(1)}` }, { cookie })).status,
    ).toBe(200);
    const pending = () =>
      env.DB.prepare("SELECT COUNT(*) AS n FROM auth_verification WHERE instr(identifier, ?) > 0").bind(`add-mobile:${userId}:`).first("n");
    expect(await pending()).toBe(1);
    const deleted = await post("/user/profile", { intent: "delete" }, { cookie });
    expect(deleted.status).toBe(302);
    expect(await pending()).toBe(0);
    expect(deleted.headers.get("location")).toBe("/user/login");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM auth_user WHERE email = ?").bind(account.email).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM push_subscriptions WHERE id = ?").bind(subscription).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM match_follows WHERE subscription_id = ?").bind(subscription).first("n")).toBe(0);
    const again = await post("/user/login", { intent: "login", identifier: account.email, password: account.password });
    expect(again.status).toBe(401);
    expect(await (await page("/user/profile", cookie)).text()).not.toContain("MY ACCOUNT");
  });

  test("unknown account pages are 404; the outbox page exists only in local development, whatever the host", async () => {
    expect((await page("/user/settings")).status).toBe(404);
    expect((await page("/dev/outbox")).status).toBe(404);
    // These tests' site keeps messages (ACCOUNT_OUTBOX=on) but is not local development (decision 046).
    const { exports } = await import("cloudflare:workers");
    const local = await exports.default.fetch(new Request("http://localhost/dev/outbox"));
    expect(local.status).toBe(404);
    await local.text();
  });
});
