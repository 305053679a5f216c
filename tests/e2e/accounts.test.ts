/**
 * Accounts in Chromium (issue 15): sign up → verify the email with the code from the outbox →
 * log in → the profile with its verified tick → sign out, all as plain forms on server pages.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The newest code the outbox page shows for `email` (local development's stand-in for mail). */
async function codeFor(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`${BASE_URL}/dev/outbox`);
    const text = await outbox.locator(`li[data-recipient="${email}"]`).first().innerText();
    return /\b(\d{6})\b/.exec(text)![1]!;
  } finally {
    await outbox.close();
  }
}

test("sign up, verify, log in, see the profile, sign out", async () => {
  const page = await browser.newPage();
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

  await page.fill('input[name="otp"]', await codeFor(page, email));
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
  await screenshot(page, "account-profile-390");

  await page.click('button:has-text("Sign Out")');
  await expect.poll(() => new URL(page.url()).pathname).toBe("/user/login");
  await page.goto(`${BASE_URL}/user/profile`);
  await expect.poll(() => page.locator("h1").innerText()).toBe("Log in");
  await page.close();
});
