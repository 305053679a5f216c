/**
 * The account steps browser tests share: the codes local development's outbox page (its stand-in
 * for mail and SMS) lists, and a sign-up that verifies its email and logs in.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { BASE_URL } from "./browser.ts";

/** The codes an outbox page's HTML lists for `recipient`, newest first. */
export function outboxCodes(html: string, recipient: string): string[] {
  return html
    .split("<li ")
    .filter((li) => li.startsWith(`data-recipient="${recipient}"`))
    .map((li) => /\b(\d{6})\b/.exec(li.replace(/<[^>]*>/g, " "))?.[1] ?? "");
}

/** The newest code the outbox lists for `recipient`, once there is one. */
export async function newestCode(recipient: string): Promise<string> {
  const read = async () => outboxCodes(await (await fetch(`${BASE_URL}/dev/outbox`)).text(), recipient)[0] ?? null;
  await expect.poll(read).not.toBeNull();
  return (await read())!;
}

/** Signs up as `name`, verifies the email with its code and logs in: the page is then signed in, on home. */
export async function signedUp(page: Page, account: { email: string; name: string; mobile: string; password: string }) {
  await page.goto(`${BASE_URL}/user/sign-up`);
  await page.fill('input[name="email"]', account.email);
  await page.fill('input[name="name"]', account.name);
  await page.fill('input[name="mobile"]', account.mobile);
  await page.fill('input[name="password"]', account.password);
  await page.check('input[name="terms"]');
  await page.click('button:has-text("Continue")');
  await expect.poll(() => page.url()).toContain("/user/login?method=verify");
  await page.fill('input[name="otp"]', await newestCode(account.email));
  await page.click('button:has-text("Verify email")');
  await expect.poll(() => page.locator(".account-message").innerText()).toBe("Your email is verified. You can log in now.");
  await page.goto(`${BASE_URL}/user/login`);
  await page.fill('input[name="identifier"]', account.email);
  await page.fill('input[name="password"]', account.password);
  await page.click('button:has-text("Continue")');
  await expect.poll(() => new URL(page.url()).pathname).toBe("/");
}
