/**
 * 'Continue with Google' and 'Continue with Apple' in Chromium (issue 15, decision 027): the log-in
 * page's button → the provider's login form (a real OpenID provider on a local port,
 * tests/support/oidc-provider.ts, started by scripts/test.ts before the site and named to it as
 * Google's and Apple's issuer) → back on the site (Apple's answer a form post) signed in, with the
 * same session cookie as a password log-in, the profile showing who.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";

/** Set by scripts/test.ts (or by hand) when the site was started with the test provider as its Google issuer. */
const ISSUER = process.env.OIDC_TEST_ISSUER;

let browser: Browser;
beforeAll(async () => {
  // Said at once rather than skipped: against a site without the provider this test cannot run.
  if (!ISSUER) throw new Error("OIDC_TEST_ISSUER is unset: npm test starts the provider and the site with it (scripts/test.ts)");
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

for (const provider of ["Google", "Apple"] as const) {
  test(`Continue with ${provider}: the provider's login, then back signed in with the profile filled`, { timeout: 180_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `${provider.toLowerCase()}-${Date.now().toString().slice(-8)}@example.com`;
    const name = `Gayle ${provider}`;

    await page.goto(`${BASE_URL}/user/login`);
    await page.click(`a:has-text("Continue with ${provider}")`);
    await page.locator('h1:has-text("Sign in to the test provider")').waitFor();
    expect(new URL(page.url()).origin).toBe(ISSUER);
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="name"]', name);
    // Google answers by a redirect; Apple (and this provider's Apple client) by a form the browser posts back.
    await page.click('button:has-text("Sign in")');

    // A new account accepts the privacy policy and terms first (decision 030), then lands on home.
    await page.locator('h1:has-text("Privacy Policy and Terms of Use")').waitFor();
    expect(page.url()).toBe(`${BASE_URL}/user/terms`);
    await page.check('input[name="terms"]');
    await page.click('form[data-account-form="terms"] button[type="submit"]');
    await expect.poll(() => page.url()).toBe(`${BASE_URL}/`);
    const cookies = await context.cookies(BASE_URL);
    expect(cookies.find((c) => c.name === "__Host-ce_session")).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    // The state cookie was used once and removed.
    expect(cookies.find((c) => c.name === "__Host-ce_oidc_state")).toBeUndefined();

    await page.goto(`${BASE_URL}/user/profile`);
    const panel = page.locator(".account-panel");
    await panel.waitFor();
    expect(await panel.innerText()).toContain(name);
    expect(await panel.innerText()).toContain(email);
    await screenshot(page, `oidc-${provider.toLowerCase()}-profile`);
    await context.close();
  });
}
