import { afterEach, expect, test } from "vitest";
import { admin, get, send } from "./site-helpers.ts";

afterEach(async () => {
  await admin("PUT", "/api/admin/site-settings", { maintenanceMode: false, googleAnalyticsId: "", whatsappUrl: "", telegramUrl: "" });
});

test("GET /api/site-settings answers every field of docs/product/site-and-accounts.md#site-settings without auth headers", async () => {
  const response = await get("/api/site-settings");
  expect(response.status).toBe(200);
  const body = await response.json<{ success: boolean; data: Record<string, unknown> }>();
  expect(body.success).toBe(true);
  expect(Object.keys(body.data).sort()).toEqual(
    [
      "companyName",
      "companyAddress",
      "corporateAddress",
      "phone",
      "googleAnalyticsId",
      "favicon",
      "maintenanceMode",
      "maintenanceMessage",
      "whatsappUrl",
      "telegramUrl",
      "footerLogo",
      "headerLogo",
      "androidUrl",
      "iosUrl",
      "facebookUrl",
      "twitterUrl",
      "youtubeUrl",
      "pinterestUrl",
      "linkedinUrl",
    ].sort(),
  );
  expect(body.data).toMatchObject({
    companyName: "Cricket Edge",
    maintenanceMode: false,
    maintenanceMessage: "We are currently undergoing maintenance. Please check back later.",
    favicon: "/favicon.svg",
  });
});

test("updating settings needs the admin token and valid fields", async () => {
  const anonymous = await get("/api/site-settings");
  expect(anonymous.status).toBe(200);
  const noToken = await send("PUT", "/api/admin/site-settings", { companyName: "X" }, {});
  expect(noToken.status).toBe(401);
  const wrongToken = await send("PUT", "/api/admin/site-settings", { companyName: "X" }, { authorization: "Bearer nope" });
  expect(wrongToken.status).toBe(401);

  const bad = await admin("PUT", "/api/admin/site-settings", { facebookUrl: "javascript:alert(1)", headerLogo: "//evil/x.png" });
  expect(bad.status).toBe(400);
  const error = await bad.json<{ success: boolean; error: string; issues: { path: string }[] }>();
  expect(error.success).toBe(false);
  expect(error.error).toContain("facebookUrl: must be an http(s) URL");
  expect(error.issues.map((i) => i.path).sort()).toEqual(["facebookUrl", "headerLogo"]);
  expect((await admin("PUT", "/api/admin/site-settings", "not an object")).status).toBe(400);

  const ok = await admin("PUT", "/api/admin/site-settings", { facebookUrl: "https://facebook.com/cricketedge", phone: "+44 20 7946 0000" });
  expect(ok.status).toBe(200);
  const after = await (await get("/api/site-settings")).json<{ data: Record<string, unknown> }>();
  expect(after.data).toMatchObject({
    facebookUrl: "https://facebook.com/cricketedge",
    phone: "+44 20 7946 0000",
    companyName: "Cricket Edge",
  });
  // The footer shows a configured social link, and only that one.
  const html = await (await get("/cricket-match/live-scores/recent-matches")).text();
  expect(html).toContain("FOLLOW US ON");
  expect(html).toContain('href="https://facebook.com/cricketedge"');
  expect(html).not.toContain(">Pinterest<");
  await admin("PUT", "/api/admin/site-settings", { facebookUrl: "", phone: "" });
});

test("maintenance mode replaces every page with the message and 503, but not the admin area or the API", async () => {
  await admin("PUT", "/api/admin/site-settings", { maintenanceMode: true, whatsappUrl: "https://wa.me/441234567890" });
  const page = await get("/cricket-match/live-scores/recent-matches");
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("300");
  const html = await page.text();
  expect(html).toContain("We are currently undergoing maintenance. Please check back later.");
  expect(html).toContain('src="/maintenance.svg"');
  expect(html).not.toContain("site-header");
  expect(html).not.toContain("wa.me"); // no social buttons in maintenance
  expect((await get("/")).status).toBe(503);
  expect((await get("/admin")).status).toBe(200);
  expect((await get("/api/site-settings")).status).toBe(200);

  await admin("PUT", "/api/admin/site-settings", { maintenanceMessage: "Back at 6pm with the new scorecards." });
  expect(await (await get("/")).text()).toContain("Back at 6pm with the new scorecards.");

  await admin("PUT", "/api/admin/site-settings", { maintenanceMode: false, maintenanceMessage: "" });
  const back = await get("/cricket-match/live-scores/recent-matches");
  expect(back.status).toBe(200);
  const normal = await back.text();
  expect(normal).toContain('href="https://wa.me/441234567890"');
});

test("the favicon and the analytics script come from the settings; no id, no script", async () => {
  let html = await (await get("/cricket-match/live-scores")).text();
  expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  expect(html).not.toContain("googletagmanager");
  await admin("PUT", "/api/admin/site-settings", {
    googleAnalyticsId: "G-TEST123",
    favicon: "/api/files/icons/0b5c7a0e-8d5e-4f3c-9d7a-1e2f3a4b5c6d.png",
  });
  html = await (await get("/cricket-match/live-scores")).text();
  expect(html).toContain("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
  expect(html).toContain('src="/analytics.js" data-measurement-id="G-TEST123"');
  expect(html).toContain('<link rel="icon" href="/api/files/icons/0b5c7a0e-8d5e-4f3c-9d7a-1e2f3a4b5c6d.png"/>');
  await admin("PUT", "/api/admin/site-settings", { favicon: "/favicon.svg" });
});

test("the feedback page shows the registered and the corporate office and the phone; without Turnstile, a plain captcha placeholder", async () => {
  await admin("PUT", "/api/admin/site-settings", {
    companyAddress: "12 Pavilion Road, London",
    corporateAddress: "4 Long Room Lane, Mumbai",
    phone: "+44 20 7946 0000",
  });
  try {
    const html = (await (await get("/info/contact")).text()).replaceAll("<!-- -->", "");
    expect(html).toContain('<strong>Regd. Office:</strong> <span class="info__address">12 Pavilion Road, London</span>');
    expect(html).toContain('<strong>Corp. Office:</strong> <span class="info__address">4 Long Room Lane, Mumbai</span>');
    expect(html).toContain('href="tel:+442079460000"');
    // No site key in the tests: no widget, and the placeholder says so.
    expect(html).toContain("No captcha is configured on this site");
    expect(html).not.toContain("challenges.cloudflare.com");
    // The advertise page's details are the spec's: the registered office only.
    const advertise = await (await get("/info/advertise")).text();
    expect(advertise).toContain("12 Pavilion Road, London");
    expect(advertise).not.toContain("Corp. Office:");
  } finally {
    await admin("PUT", "/api/admin/site-settings", { companyAddress: "", corporateAddress: "", phone: "" });
  }
});
