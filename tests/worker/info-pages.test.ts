/**
 * Policies, videos and the small info pages (issue 14, part 3): policy versions (each save a new
 * version, the page shows the one published last, sanitised), the spec's empty texts, videos from
 * one source with allowed hosts only, and the pages the footer and the apps page lead to.
 */
import { env, exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { get } from "./site-helpers.ts";

const SITE = "http://site";

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return exports.default.fetch(
    new Request(SITE + path, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
      headers: { origin: SITE, "user-agent": "Mozilla/5.0", ...(cookie ? { cookie } : {}) },
    }),
  );
}

async function adminCookie(): Promise<string> {
  const login = await post("/admin", { intent: "login", token: "dev-admin-token" });
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

const savePolicy = (
  cookie: string,
  kind: string,
  contentHtml: string,
  intent: "save" | "save-publish",
  clientToken = crypto.randomUUID(),
) => post("/admin/policies", { kind, contentHtml, intent, clientToken }, cookie);

test("policies: empty text first; each save a version; the page shows the one published last, sanitised", async () => {
  expect(await (await get("/info/termsofuse")).text()).toContain("No terms available.");
  const cookie = await adminCookie();
  const token = crypto.randomUUID();
  const first = await savePolicy(
    cookie,
    "terms",
    `<h1>Terms</h1><p onclick="steal()">Play fair.</p><script>alert(1)</script>`,
    "save-publish",
    token,
  );
  expect(first.headers.get("location")).toBe("/admin/policies?kind=terms&saved=1");
  // The same form sent twice is one version.
  expect((await savePolicy(cookie, "terms", "<p>Play fair.</p>", "save-publish", token)).headers.get("location")).toBe(
    "/admin/policies?kind=terms&saved=1",
  );
  expect((await savePolicy(cookie, "terms", "<p>Version two, a draft.</p>", "save")).headers.get("location")).toBe(
    "/admin/policies?kind=terms&saved=2",
  );

  let page = await (await get("/info/termsofuse")).text();
  expect(page).toContain("<h2>Terms</h2><p>Play fair.</p>");
  expect(page).not.toContain("steal()");
  expect(page).not.toContain("alert(1)");
  expect(page).not.toContain("Version two");
  expect(page).toContain("Version 1, published");

  const rows = await env.DB.prepare("SELECT id, version, published_at FROM policy_versions WHERE kind = 'terms' ORDER BY version").all<{
    id: number;
    version: number;
    published_at: number | null;
  }>();
  expect(rows.results.map((r) => [r.version, r.published_at !== null])).toEqual([
    [1, true],
    [2, false],
  ]);
  expect((await post("/admin/policies", { intent: "publish", id: String(rows.results[1]!.id), kind: "terms" }, cookie)).status).toBe(302);
  page = await (await get("/info/termsofuse")).text();
  expect(page).toContain("Version two, a draft.");
  // Publishing the older version again rolls back to it.
  await post("/admin/policies", { intent: "publish", id: String(rows.results[0]!.id), kind: "terms" }, cookie);
  expect(await (await get("/info/termsofuse")).text()).toContain("Play fair.");
  // The privacy policy is its own series of versions.
  expect(await (await get("/info/privacy")).text()).toContain("No terms available.");
});

test("policy desk: refused without a session, too large or without its token", async () => {
  expect((await savePolicy("", "privacy", "<p>x</p>", "save-publish")).headers.get("location")).toBe("/admin");
  const cookie = await adminCookie();
  const large = await savePolicy(cookie, "privacy", `<p>${"x".repeat(200_001)}</p>`, "save");
  expect(large.status).toBe(400);
  expect(await large.text()).toContain("must be at most 200 KB");
  expect((await post("/admin/policies", { kind: "privacy", contentHtml: "<p>x</p>", intent: "save" }, cookie)).status).toBe(400);
  expect((await env.DB.prepare("SELECT count(*) AS n FROM policy_versions WHERE kind = 'privacy'").first<{ n: number }>())!.n).toBe(0);
});

test("videos: one source for /cricket-videos and home; allowed hosts only; 'No Data Found' when none", async () => {
  // The home page's five 'Match Story' entries moved to the videos table (migration 0021).
  let page = await (await get("/cricket-videos")).text();
  expect(page.match(/class="videos__card"/g)).toHaveLength(5);
  expect(page).toContain("India edge South Africa in the T20 World Cup final");

  const cookie = await adminCookie();
  const bad = await post(
    "/admin/videos",
    {
      intent: "create",
      title: "Bad",
      watchUrl: "https://evil.example/watch",
      embedUrl: "https://evil.example/embed/1",
      clientToken: crypto.randomUUID(),
    },
    cookie,
  );
  expect(bad.status).toBe(400);
  const message = await bad.text();
  expect(message).toContain("The video was not saved");
  const token = crypto.randomUUID();
  const video = {
    intent: "create",
    title: "Bumrah's spell in the final",
    label: "Highlights",
    watchUrl: "https://www.youtube.com/watch?v=abc123",
    embedUrl: "https://www.youtube-nocookie.com/embed/abc123",
    position: "0",
    isActive: "on",
    publishedTime: "2026-11-20T10:00",
    clientToken: token,
  };
  expect((await post("/admin/videos", video, cookie)).status).toBe(302);
  expect((await post("/admin/videos", video, cookie)).status).toBe(302);
  expect((await env.DB.prepare("SELECT count(*) AS n FROM videos WHERE client_token = ?").bind(token).first<{ n: number }>())!.n).toBe(1);

  const response = await get("/cricket-videos");
  expect(response.headers.get("content-security-policy")).toContain("frame-src 'self' https://www.youtube-nocookie.com");
  page = await response.text();
  expect(page).toContain('src="https://www.youtube-nocookie.com/embed/abc123"');
  expect(await (await get("/")).text()).toContain("Bumrah&#x27;s spell in the final");
  // Other pages allow no frames.
  expect((await get("/info/privacy")).headers.get("content-security-policy")).not.toContain("frame-src");

  for (const { id } of (await env.DB.prepare("SELECT id FROM videos").all<{ id: number }>()).results) {
    expect((await post("/admin/videos", { intent: "delete", id: String(id) }, cookie)).status).toBe(302);
  }
  expect(await (await get("/cricket-videos")).text()).toContain("No Data Found");
  expect(await (await get("/")).text()).toMatch(/Featured Videos<\/h2><p class="empty">No Data Found<\/p>/);
});

test("the info pages: each answers 200 with its own head; the apps page's languages link and the footer's links lead to real pages", async () => {
  const pages = {
    "/info/privacy": "Privacy Policy | Cricket Edge",
    "/info/termsofuse": "Terms of Use | Cricket Edge",
    "/info/advertise": "Advertise With Us | Cricket Edge",
    "/info/contact": "Contact Us | Cricket Edge",
    "/careers": "Careers | Cricket Edge",
    "/mobileapps": "Cricket Edge apps for Android and iPhone | Cricket Edge",
    "/local-languages": "Cricket in your language | Cricket Edge",
    "/no-data": "No Data | Cricket Edge",
    "/cricket-videos": "Cricket Videos | Cricket Edge",
  };
  for (const [path, title] of Object.entries(pages)) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html, path).toContain('"@context":"https://schema.org"');
    expect(html, path).not.toContain("window.__reactRouterContext");
  }
  const apps = await (await get("/mobileapps")).text();
  expect(apps).toContain('href="/local-languages"');
  const footer = await (await get("/careers")).text();
  for (const href of ["/info/contact", "/info/advertise", "/info/privacy", "/info/termsofuse", "/careers", "/mobileapps"]) {
    expect(footer).toContain(`href="${href}"`);
  }
  expect(await (await get("/no-data")).text()).toContain('<p class="empty info__no-data">No Data</p>');
  const advertise = await (await get("/info/advertise")).text();
  expect(advertise).toContain("Office Contact Details");
});
