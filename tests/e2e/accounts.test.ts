/**
 * Accounts in Chromium (issue 15), one account's whole life as plain forms on server pages: sign up →
 * verify the email with the code from the outbox → log in → the profile with its verified tick →
 * "Verify now" for the mobile → Get Support → sign out → forgot password → OTP log-in by mobile →
 * delete the account, after which it cannot log in.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { outboxCodes } from "./account-helpers.ts";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The codes the outbox page (local development's stand-in for mail and SMS) lists for `recipient`, newest first. */
async function codesFor(recipient: string): Promise<string[]> {
  const outbox = await fetch(`${BASE_URL}/dev/outbox`);
  // The site is local development (LOCAL_DEVELOPMENT=on, decision 046); the page lists codes as they are sent, never a kept copy.
  expect(outbox.status).toBe(200);
  expect(outbox.headers.get("cache-control")).toBe("private, no-store");
  return outboxCodes(await outbox.text(), recipient);
}

/** Runs `send` (a step that sends a code) and answers the new code the outbox then holds for `recipient`. */
async function newCode(recipient: string, send: () => Promise<void>): Promise<string> {
  const before = (await codesFor(recipient)).length;
  await send();
  await expect.poll(async () => (await codesFor(recipient)).length).toBeGreaterThan(before);
  return (await codesFor(recipient))[0]!;
}

test("sign up, verify, log in, profile, mobile, support, sign out, forgot password, OTP log-in, delete", { timeout: 120_000 }, async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const stamp = Date.now().toString().slice(-8);
  const email = `walk-${stamp}@example.com`;
  const password = "cover-drive-42";

  await page.goto(`${BASE_URL}/user/sign-up`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="name"]', "Walk Tester");
  await page.fill('input[name="mobile"]', `+91 98${stamp}`);
  await page.fill('input[name="password"]', password);
  await page.click('button:has-text("Continue")');
  await expect.poll(() => page.locator(".account-message").innerText()).toBe("Please accept the Privacy Policy and Terms of Use");
  await page.fill('input[name="password"]', password);
  await page.check('input[name="terms"]');
  const emailCode = await newCode(email, async () => {
    await page.click('button:has-text("Continue")');
    await expect.poll(() => page.url()).toContain("/user/login?method=verify");
  });
  await expect.poll(() => page.locator(".account-message").innerText()).toContain(`We sent a 6-digit code to ${email}`);

  await page.fill('input[name="otp"]', emailCode);
  await page.click('button:has-text("Verify email")');
  await expect.poll(() => page.locator(".account-message").innerText()).toBe("Your email is verified. You can log in now.");

  await page.goto(`${BASE_URL}/user/login`);
  await page.fill('input[name="identifier"]', `98${stamp}`);
  await page.fill('input[name="password"]', password);
  await page.click('button:has-text("Continue")');
  await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "__Host-ce_session")).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

  await page.goto(`${BASE_URL}/user/profile`);
  await expect.poll(() => page.locator('[data-field="name"]').innerText()).toBe("Walk Tester");
  expect(await page.locator('[data-verified="email"]').count()).toBe(1);
  expect(await page.locator('[data-field="mobile"]').innerText()).toBe(`+9198${stamp}`);
  await page.setViewportSize({ width: 390, height: 844 });
  // The account menu's row scrolls within the page at phone width; the page itself never does.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, "account-profile-390");

  await page.setViewportSize({ width: 1280, height: 900 });
  const message = page.locator(".account-message");
  const mobile = `+9198${stamp}`;

  // "Verify now": the mobile given at sign-up, verified by the code sent to it.
  expect(await page.locator('[data-verified="mobile"]').count()).toBe(0);
  await page.click('a.account-add-now:has-text("Verify now")');
  await expect.poll(() => page.locator(".account-panel h2").innerText()).toBe("VERIFY MOBILE NUMBER");
  expect(await page.locator('input[name="mobile"]').inputValue()).toBe(mobile);
  const smsCode = await newCode(mobile, () => page.click('button:has-text("Send code")'));
  await page.fill('input[name="otp"]', smsCode);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect.poll(() => message.innerText()).toBe(`Your mobile number ${mobile} is verified and saved.`);
  await page.goto(`${BASE_URL}/user/profile`);
  expect(await page.locator('[data-verified="mobile"]').count()).toBe(1);

  // Get Support: a topic, the issue, a confirmation.
  await page.click('a:has-text("Get Support")');
  await page.getByRole("link", { name: "Content", exact: true }).click();
  await page.fill('textarea[name="issue"]', "The scorecard of yesterday's final shows the wrong toss.");
  await page.click('button:has-text("Submit")');
  await expect
    .poll(() => message.innerText())
    .toBe(`Thank you. Your support request on Content has been received; we will reply to ${email}.`);

  await page.click('button:has-text("Sign Out")');
  await expect.poll(() => new URL(page.url()).pathname).toBe("/user/login");
  await page.goto(`${BASE_URL}/user/profile`);
  await expect.poll(() => page.locator("h1").innerText()).toBe("Log in");

  // Forgot password, by the email's code: the new password works, the old one no longer does.
  const newPassword = "reverse-sweep-77";
  await page.click('a:has-text("Forgot password?")');
  await page.fill('input[name="identifier"]', email);
  const resetCode = await newCode(email, () => page.click('button:has-text("Send code")'));
  await page.fill('input[name="otp"]', resetCode);
  await page.fill('input[name="newPassword"]', newPassword);
  await page.click('button:has-text("Reset password")');
  await expect.poll(() => message.innerText()).toBe("Your password has been reset. Log in with the new one.");
  const logIn = async (secret: string) => {
    await page.goto(`${BASE_URL}/user/login`);
    await page.fill('input[name="identifier"]', email);
    await page.fill('input[name="password"]', secret);
    await page.click('button:has-text("Continue")');
  };
  await logIn(password);
  await expect.poll(() => message.innerText()).toBe("Login failed. Please check your credentials.");
  await logIn(newPassword);
  await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  await page.goto(`${BASE_URL}/user/profile`);
  await page.click('button:has-text("Sign Out")');
  await expect.poll(() => new URL(page.url()).pathname).toBe("/user/login");

  // OTP log-in by the mobile, in another of its formats.
  await page.click('a:has-text("Log in with a code")');
  await page.fill('input[name="identifier"]', `098${stamp}`);
  const loginCode = await newCode(mobile, () => page.click('button:has-text("Send code")'));
  await page.fill('input[name="otp"]', loginCode);
  await page.click('button:has-text("Continue")');
  await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  await page.goto(`${BASE_URL}/user/profile`);
  await expect.poll(() => page.locator('[data-field="name"]').innerText()).toBe("Walk Tester");

  // Delete Account: asked first, then gone; the account cannot log in again.
  await page.click('a:has-text("Delete Account")');
  await expect.poll(() => page.locator("text=Are you sure you want to delete your account?").count()).toBe(1);
  await page.click('button:has-text("Yes, delete my account")');
  await expect.poll(() => new URL(page.url()).pathname).toBe("/user/login");
  expect((await page.context().cookies()).find((c) => c.name === "__Host-ce_session")).toBeUndefined();
  await logIn(newPassword);
  await expect.poll(() => message.innerText()).toBe("Login failed. Please check your credentials.");
  await context.close();
});
