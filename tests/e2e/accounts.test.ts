/**
 * Accounts in Chromium (issue 15): sign up → verify the email with the code from the outbox →
 * log in → the profile with its verified tick → sign out, all as plain forms on server pages.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The newest code the outbox page lists for `email` (local development's stand-in for mail), once it is there. */
async function codeFor(email: string): Promise<string> {
  const read = async () => {
    const html = await (await fetch(`${BASE_URL}/dev/outbox`)).text();
    const entry = html.split("<li ").find((li) => li.startsWith(`data-recipient="${email}"`));
    return entry ? (/\b(\d{6})\b/.exec(entry.replace(/<[^>]*>/g, " "))?.[1] ?? null) : null;
  };
  await expect.poll(read).not.toBeNull();
  return (await read())!;
}

test("sign up, verify, log in, see the profile, sign out", { timeout: 90_000 }, async () => {
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
  await page.click('button:has-text("Continue")');
  await expect.poll(() => page.url()).toContain("/user/login?method=verify");
  await expect.poll(() => page.locator(".account-message").innerText()).toContain(`We sent a 6-digit code to ${email}`);

  await page.fill('input[name="otp"]', await codeFor(email));
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

  await page.click('button:has-text("Sign Out")');
  await expect.poll(() => new URL(page.url()).pathname).toBe("/user/login");
  await page.goto(`${BASE_URL}/user/profile`);
  await expect.poll(() => page.locator("h1").innerText()).toBe("Log in");
  await context.close();
});
