/**
 * The account forms and the header's account icon (issue 31, decision 047): a form's error goes
 * when the field is edited; once signed in, the icon on the pages every reader shares names the
 * account and opens the profile (the hint cookie, read by the page's script; the session cookie
 * stays HttpOnly), and after signing out it says "Sign in" again.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { signedUp } from "./account-helpers.ts";
import { BASE_URL, launchChromium } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** What the header's account icon says and where it goes. */
async function accountIcon(page: Page) {
  const icon = page.locator("a.site-header__account");
  return { label: (await icon.locator(".visually-hidden").innerText()).trim(), href: await icon.getAttribute("href") };
}

test("a sign-up error goes when a field is edited, and stays until then", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/user/sign-up`);
  // No name: the server answers with an error.
  await page.fill('input[name="email"]', `edit-${Date.now()}@example.com`);
  await page.fill('input[name="mobile"]', "+91 9876543210");
  await page.fill('input[name="password"]', "cover-drive-42");
  await page.click('button:has-text("Continue")');
  const error = page.locator(".account-message--error");
  await expect.poll(() => error.innerText()).toBe("Name is required");
  // The page's script has run (module scripts run before the load event).
  await page.waitForLoadState("load");
  // Focus alone changes nothing; an edit does.
  await page.focus('input[name="name"]');
  expect(await error.count()).toBe(1);
  await page.locator('input[name="name"]').pressSequentially("A");
  await expect.poll(() => error.count()).toBe(0);
  await context.close();
});

test("a log-in error goes when the password is typed again", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/user/login`);
  await page.fill('input[name="identifier"]', `nobody-${Date.now()}@example.com`);
  await page.fill('input[name="password"]', "not-the-password");
  await page.click('button:has-text("Continue")');
  const error = page.locator(".account-message--error");
  await expect.poll(() => error.count()).toBe(1);
  await page.waitForLoadState("load");
  // The page came back with the password empty: typing it again is the edit.
  await page.locator('input[name="password"]').pressSequentially("x");
  await expect.poll(() => error.count()).toBe(0);
  await context.close();
});

test("signed in, the shared pages' account icon names the account; signed out, it says Sign in", { timeout: 90_000 }, async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const stamp = Date.now().toString().slice(-8);
  const email = `icon-${stamp}@example.com`;
  const password = "cover-drive-42";

  // Before: the shared page says Sign in.
  await page.goto(`${BASE_URL}/cricket-match/live-scores`);
  expect(await accountIcon(page)).toEqual({ label: "Sign in", href: "/user/login" });

  // Sign up, verify the email, log in.
  await signedUp(page, { email, name: "Icon Tester", mobile: `+91 97${stamp}`, password });

  // The session stays HttpOnly; the hint beside it says only that there is one.
  const cookies = await context.cookies(BASE_URL);
  expect(cookies.find((cookie) => cookie.name === "__Host-ce_session")?.httpOnly).toBe(true);
  expect(cookies.find((cookie) => cookie.name === "account_hint")).toMatchObject({ value: "1", httpOnly: false });

  // Shared pages (home, a hub, a match page) name the account.
  const signedIn = { label: "Your account", href: "/user/profile" };
  await expect.poll(() => accountIcon(page)).toEqual(signedIn);
  for (const path of ["/cricket-match/live-scores", "/live-cricket-scores/1415755"]) {
    await page.goto(BASE_URL + path);
    await expect.poll(() => accountIcon(page)).toEqual(signedIn);
  }
  // What the server sent is the same HTML as everyone's: the script changed it.
  const html = await (await page.request.get(`${BASE_URL}/cricket-match/live-scores`)).text();
  expect(html).toContain('href="/user/login" class="site-header__account"');

  // Sign out: the hint goes with the session.
  await page.goto(`${BASE_URL}/user/profile`);
  await page.click('button:has-text("Sign Out")');
  await expect.poll(() => new URL(page.url()).pathname).toBe("/user/login");
  expect((await context.cookies(BASE_URL)).some((cookie) => cookie.name === "account_hint")).toBe(false);
  await page.goto(`${BASE_URL}/cricket-match/live-scores`);
  expect(await accountIcon(page)).toEqual({ label: "Sign in", href: "/user/login" });
  await context.close();
});
