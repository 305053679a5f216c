import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";
import { adminApi, updateSettings } from "./shell-helpers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await updateSettings({ maintenanceMode: false, maintenanceMessage: "", whatsappUrl: "", telegramUrl: "" });
  await browser?.close();
});

test("maintenance on and off through the admin API; the admin area stays open", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await updateSettings({ whatsappUrl: "https://wa.me/441234567890", telegramUrl: "https://t.me/cricketedge" });
  await page.goto(BASE_URL + "/cricket-match/live-scores");
  expect(await page.locator(".floating__button--whatsapp").getAttribute("href")).toBe("https://wa.me/441234567890");
  expect(await page.locator(".floating__button--telegram").getAttribute("href")).toBe("https://t.me/cricketedge");

  try {
    await updateSettings({ maintenanceMode: true });
    const response = await page.goto(BASE_URL + "/cricket-match/live-scores");
    expect(response?.status()).toBe(503);
    expect(await page.locator(".maintenance__message").innerText()).toBe(
      "We are currently undergoing maintenance. Please check back later.",
    );
    expect(await page.locator(".maintenance img").getAttribute("src")).toBe("/maintenance.svg");
    expect(await page.locator(".site-header, .strip, .floating__button--whatsapp, .floating__button--telegram").count()).toBe(0);
    await screenshot(page, "maintenance-desktop");
    const adminPage = await page.goto(BASE_URL + "/admin");
    expect(adminPage?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe("Admin sign-in");
    expect((await adminApi("GET", "/api/site-settings")).body).toMatchObject({ success: true, data: { maintenanceMode: true } });
  } finally {
    await updateSettings({ maintenanceMode: false });
  }
  const back = await page.goto(BASE_URL + "/cricket-match/live-scores");
  expect(back?.status()).toBe(200);
  expect(await page.locator(".site-header").count()).toBe(1);
  await updateSettings({ whatsappUrl: "", telegramUrl: "" });
  await page.goto(BASE_URL + "/cricket-match/live-scores");
  expect(await page.locator(".floating__button--whatsapp, .floating__button--telegram").count()).toBe(0);
  await page.close();
});

test("the admin page: sign in with the token once, change settings, switch maintenance from the form, open the roles page", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(BASE_URL + "/admin", { waitUntil: "networkidle" });
  await page.locator("input[name=token]").fill("wrong-token");
  await page.locator("button[value=login]").click();
  await expect.poll(() => page.locator(".admin__alert").innerText()).toBe("That token is not the admin token");
  await page.locator("input[name=token]").fill(process.env.ADMIN_TOKEN || "dev-admin-token");
  await page.locator("button[value=login]").click();
  await page.waitForSelector("text=Site administration");

  try {
    await page.locator("#field-twitterUrl").fill("ftp://twitter.com/cricketedge"); // a URL, but not http(s)
    await page.locator("button[value=settings]").click();
    await expect.poll(() => page.locator("#field-twitterUrl-error").innerText()).toBe("must be an http(s) URL");
    await page.locator("#field-twitterUrl").fill("https://twitter.com/cricketedge");
    await page.locator("#field-maintenanceMode").check();
    await page.locator("button[value=settings]").click();
    await expect.poll(() => page.locator(".admin__notice").innerText()).toBe("Settings saved");
    const home = await browser.newPage();
    expect((await home.goto(BASE_URL + "/"))?.status()).toBe(503);
    await home.close();
    // Still signed in (cookie) after a reload.
    await page.reload();
    await page.locator("#field-maintenanceMode").uncheck();
    await page.locator("#field-twitterUrl").fill("");
    await page.locator("button[value=settings]").click();
    await expect.poll(() => page.locator(".admin__notice").innerText()).toBe("Settings saved");
  } finally {
    await updateSettings({ maintenanceMode: false, twitterUrl: "" });
  }
  await page.goto(BASE_URL + "/admin?tab=ads");
  expect(await page.locator("[data-ad-row]").count()).toBeGreaterThanOrEqual(6);
  await screenshot(page, "admin-ads-desktop");
  // The token session is an admin (decision 026): the navigation offers every page, Users included,
  // and the roles page works in the hydrated app.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const nav = page.locator("nav[aria-label=Admin] a");
  expect(await nav.allInnerTexts()).toEqual([
    "Settings and ads",
    "Users",
    "Stories",
    "Inbox",
    "Policies",
    "Videos",
    "Home blocks",
    "Live blog",
    "Galleries",
  ]);
  await nav.filter({ hasText: "Users" }).click();
  await expect.poll(() => page.locator("h1").innerText()).toBe("Users");
  expect(await page.locator("table.admin__table").count()).toBe(1);
  expect(errors).toEqual([]);
  await page.locator("button[value=logout]").click();
  await page.waitForSelector("text=Admin sign-in");
  await page.close();
});
