/**
 * The editor's walk (issue 14's proof) in Chromium: an account with the editor role signs in at
 * /user/login and reaches the desk, writes a story in Markdown with a cover image, schedules it a
 * few minutes ahead (not public yet), then publishes it; the story is then in its section, on
 * home's LATEST NEWS, at its URL with NewsArticle JSON-LD (headline, datePublished, an absolute
 * image), in the RSS feed, the sitemap and the Google News sitemap; and unpublished, it is gone. One walk; the editor is made
 * beforehand with plain requests (sign-up, the email's code from /dev/outbox, the role granted by
 * the admin token's session at /admin/users).
 */
import { crc32, deflateSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, onTestFinished, test } from "vitest";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";

const ADMIN_TOKEN = process.env.ADMIN_TOKEN || "dev-admin-token";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A small real PNG (24×16, two colours), made here: the desk checks an upload by its bytes. */
function png(): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const [width, height] = [24, 16];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set(x < width / 2 ? [0, 146, 112] : [255, 255, 255], y * (1 + width * 3) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A form post as the site's own page sends it; redirects not followed. */
function formPost(path: string, fields: Record<string, string>, cookie = "") {
  return fetch(BASE_URL + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");

/** An account with the editor role: signed up, its email verified, the role granted by an admin. */
async function editorAccount(): Promise<{ email: string; password: string }> {
  const stamp = Date.now().toString().slice(-8);
  const email = `editor-${stamp}@example.com`;
  const password = "square-cut-2026";
  const signUp = await formPost("/user/sign-up", {
    intent: "sign-up",
    name: "Edith Editor",
    email,
    mobile: `97${stamp}`,
    password,
    terms: "on",
  });
  expect(signUp.status).toBe(302);
  const code = async () => {
    const html = await (await fetch(`${BASE_URL}/dev/outbox`)).text();
    const entry = html.split("<li ").find((li) => li.startsWith(`data-recipient="${email}"`));
    return entry ? (/\b(\d{6})\b/.exec(entry.replace(/<[^>]*>/g, " "))?.[1] ?? null) : null;
  };
  await expect.poll(code).not.toBeNull();
  expect((await formPost("/user/login?method=verify", { intent: "verify-email", identifier: email, otp: (await code())! })).status).toBe(
    200,
  );
  // The admin token's session (decision 026's break-glass path) grants the role at /admin/users.
  const admin = cookieOf(await formPost("/admin", { intent: "login", token: ADMIN_TOKEN }));
  expect(admin).toContain("ce_admin=");
  const users = await (await fetch(`${BASE_URL}/admin/users?q=${encodeURIComponent(email)}`, { headers: { cookie: admin } })).text();
  const userId = /name="userId" value="([^"]+)"/.exec(users)?.[1];
  expect(userId).toBeTruthy();
  const granted = await formPost("/admin/users", { intent: "role", userId: userId!, role: "editor" }, admin);
  expect(await granted.text()).toContain("Role set to editor");
  return { email, password };
}

const minute = (ms: number) => new Date(ms).toISOString().slice(0, 16);

test("an editor signs in, schedules then publishes a story with a cover; it reaches its section, home, its URL, RSS and the sitemaps", {
  timeout: 120_000,
}, async () => {
  const editor = await editorAccount();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  await page.goto(`${BASE_URL}/user/login`);
  await page.fill('input[name="identifier"]', editor.email);
  await page.fill('input[name="password"]', editor.password);
  await page.click('button:has-text("Continue")');
  await expect.poll(() => page.url()).toBe(`${BASE_URL}/`);
  await page.goto(`${BASE_URL}/admin/stories`);
  await expect.poll(() => page.locator("h1").innerText()).toBe("Stories");
  expect(await page.locator("nav[aria-label=Admin] a").allInnerTexts()).not.toContain("Users");

  const headline = `Spin twins turn the series ${Date.now().toString(36)}`;
  await page.fill("#story-headline", headline);
  await page.fill("#story-intro", "Two left-arm spinners bowled the hosts out twice in a day.");
  await page.fill(
    "#story-body",
    "## The day\n\nThe ball **gripped** from the first over.\n\n- 6 for 41\n- 4 for 22\n\n<script>alert(1)</script>",
  );
  await page.selectOption("#story-category", "Editor's Picks");
  await page.selectOption("#story-status", "published");
  await page.fill("#story-time", minute(Date.now() + 10 * 60_000));
  await page.setInputFiles("#story-cover", { name: "cover.png", mimeType: "image/png", buffer: png() });
  await page.click('button:has-text("Save story")');
  await expect.poll(() => page.locator(".admin__notice").innerText()).toBe("Story saved");
  const row = page.locator("table.admin__table tr", { hasText: headline });
  await expect.poll(() => row.locator("td").nth(2).innerText()).toBe("Scheduled");
  const id = new URL(page.url()).searchParams.get("edit");
  expect(id).toMatch(/^\d+$/);
  // The story leaves the site as the walk ends (the desk's unpublish), even when a check failed:
  // the other browser tests read home's top stories.
  let published = true;
  const unpublish = async () => {
    await page.goto(`${BASE_URL}/admin/stories?edit=${id}`);
    await page.selectOption("#story-status", "unpublished");
    await page.click('button:has-text("Save story")');
    await expect
      .poll(() => page.locator("table.admin__table tr", { hasText: headline }).locator("td").nth(2).innerText())
      .toBe("Unpublished");
    published = false;
  };
  onTestFinished(async () => {
    if (published) await unpublish();
    await context.close();
  });
  // Scheduled: not public yet.
  expect((await fetch(`${BASE_URL}/cricket-news/story-${id}/x`)).status).toBe(404);

  // Publish now (this minute, in UTC as the desk reads it).
  await page.fill("#story-time", minute(Date.now()));
  await page.click('button:has-text("Save story")');
  await expect.poll(() => row.locator("td").nth(2).innerText()).toBe("Published");
  const articleHref = await row.locator('a:has-text("View")').getAttribute("href");
  expect(articleHref).toMatch(new RegExp(`^/cricket-news/story-${id}/`));
  await screenshot(page, "editor-walk-desk");

  // Its section (Editor's Picks → Spotlight) and home's LATEST NEWS, as an anonymous reader sees them.
  const reader = await browser.newContext();
  const view = await reader.newPage();
  await view.goto(`${BASE_URL}/cricket_news/editorial/spotlight`);
  expect(await view.locator(`a[href="${articleHref}"]`).count()).toBeGreaterThan(0);
  await view.goto(`${BASE_URL}/`);
  const latest = view.locator("section.home__latest");
  expect(await latest.locator(`a[href="${articleHref}"]`).count()).toBeGreaterThan(0);

  // The article: body from the Markdown (the script tag cleaned away), the cover, and its JSON-LD.
  await view.goto(BASE_URL + articleHref);
  expect(await view.locator("h1").innerText()).toBe(headline);
  expect(await view.locator("article strong", { hasText: "gripped" }).count()).toBe(1);
  expect(await view.content()).not.toContain("alert(1)");
  const jsonLd = (await view.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const article = jsonLd.find((item) => item["@type"] === "NewsArticle");
  expect(article).toMatchObject({ headline, mainEntityOfPage: { "@id": BASE_URL + articleHref } });
  expect(Math.abs(Date.parse(article.datePublished) - Date.now())).toBeLessThan(3 * 60_000);
  const image = String(article.image[0]);
  expect(image).toMatch(new RegExp(`^${BASE_URL}/`));
  const cover = await fetch(image);
  expect(cover.status).toBe(200);
  expect(
    Buffer.from(await cover.arrayBuffer())
      .subarray(1, 4)
      .toString(),
  ).toBe("PNG");
  await screenshot(view, "editor-walk-article");

  // Feeds: RSS, the sitemap's stories child, the Google News sitemap.
  const rss = await (await fetch(`${BASE_URL}/rss/news`)).text();
  expect(rss).toContain(`<link>${BASE_URL}${articleHref}</link>`);
  const index = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
  const storiesMaps = [...index.matchAll(/<loc>([^<]*\/sitemaps\/stories\/\d+)<\/loc>/g)].map((m) => m[1]!);
  expect(storiesMaps.length).toBeGreaterThan(0);
  const listed = await Promise.all(
    storiesMaps.map(async (url) => (await (await fetch(url)).text()).includes(`${BASE_URL}${articleHref}</loc>`)),
  );
  expect(listed).toContain(true);
  const news = await (await fetch(`${BASE_URL}/news-sitemap.xml`)).text();
  expect(news).toContain(`<loc>${BASE_URL}${articleHref}</loc>`);
  expect(news).toContain(`<news:title>${headline}</news:title>`);
  await reader.close();

  await unpublish();
  expect((await fetch(BASE_URL + articleHref)).status).toBe(404);
});
