import { beforeAll, expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

beforeAll(() => importFixtures("1415755", "1415711", "1426557", "1384426"));

test("the home page is rendered whole on the server from real data", async () => {
  const response = await get("/");
  expect(response.status).toBe(200);
  const html = await response.text();
  // Shell: header menus, strip, footer with the data credit.
  for (const text of [
    "Live Scores",
    "TEST TEAMS",
    "ASSOCIATE TEAMS",
    "More...",
    "All Series",
    "MATCHES",
    "ALL",
    "Cricsheet",
    "ODC-By 1.0",
  ]) {
    expect(html).toContain(text);
  }
  // Slider cards of the imported matches, the final's report as a story, the CMS blocks, the banner.
  expect(html).toContain('href="/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024"');
  expect(html).toContain("India won by 7 runs");
  expect(html).toMatch(/class="story-card story-card--NewsBig"/);
  expect(html).toContain('href="/cricket-news/report-1415755/');
  expect(html).toContain("Match Story");
  expect(html).toContain("Specials");
  expect(html).toContain('data-size="808x99"');
  expect(html).toContain('src="/ads/house-');
  expect(html).toContain("LATEST NEWS");
  expect(html).toContain("LATEST PHOTOS");
  expect(html).toContain('href="/cricket_news"');
  expect(html).not.toContain("Loading matches…"); // nothing left to stream: readable without JavaScript
});

test("the strip's ALL panel is not in the page: its matches are a fragment read when it opens", async () => {
  const home = await (await get("/")).text();
  expect(home).toContain('data-strip-panel="/shell/strip-panel"');
  expect(home).toContain('href="/cricket-match/live-scores/upcoming-matches"'); // without a script: the hubs
  expect(home).not.toContain("strip__chips");

  const response = await get("/shell/strip-panel");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expect(response.headers.get("x-robots-tag")).toBe("noindex");
  const panel = await response.text();
  expect(panel).not.toContain("<html");
  expect(panel).toContain('<fieldset class="strip__chips">');
  expect(panel).toMatch(/Live Now \(<!-- -->\d+<!-- -->\)/);
  expect(panel).toContain("No match is live right now.");
});

test("the secondary navigation appears on the match, schedule, team and archive paths only", async () => {
  expect(await (await get("/cricket-match/live-scores")).text()).toContain("Current &amp; Future Series");
  expect(await (await get("/")).text()).not.toContain("Current &amp; Future Series");
});

test("the flag of /user/login hides the match strip there only: the header and footer stay", async () => {
  const login = await (await get("/user/login")).text();
  expect(login).not.toContain('aria-label="Matches"');
  expect(login).toContain("Live Scores");
  expect(login).toContain("ODC-By 1.0");
  for (const path of ["/user/sign-up", "/info/contact"]) expect(await (await get(path)).text(), path).toContain('aria-label="Matches"');
});

test("unknown routes: the error screen with status 404, inside the shell", async () => {
  const response = await get("/no/such/page");
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain("Unexpected Application Error!");
  expect(html).toContain("404 Not Found");
  expect(html).toContain("site-header");
});

test("the admin page asks for the token, and the token opens it", async () => {
  const page = await get("/admin");
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Admin sign-in");
  const { exports } = await import("cloudflare:workers");
  const post = (body: string, headers: Record<string, string> = {}) =>
    exports.default.fetch(
      new Request("http://site/admin", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://site", ...headers },
        body,
        redirect: "manual",
      }),
    );
  expect((await post("intent=login&token=wrong")).status).toBe(401);
  // A post from another site is refused (by React Router's own origin check, and by the action's).
  expect((await post("intent=login&token=dev-admin-token", { origin: "https://evil.example" })).status).toBeGreaterThanOrEqual(400);
  const login = await post("intent=login&token=dev-admin-token");
  expect(login.status).toBe(302);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const admin = await (await get("/admin?tab=ads", { cookie })).text();
  expect(admin).toContain("Site administration");
  expect(admin).toContain("House: apps (banner)");
  // A settings change through the form, with a validation error first.
  const bad = await post("intent=settings&companyName=Edge&facebookUrl=ftp%3A%2F%2Fx", { cookie });
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("must be an http(s) URL");
  const saved = await post("intent=settings&companyName=Cricket+Edge&maintenanceMessage=", { cookie });
  expect(saved.status).toBe(200);
});

test("signing out ends the session at once: the old cookie no longer opens the admin page", async () => {
  const { exports } = await import("cloudflare:workers");
  const post = (body: string, cookie?: string) =>
    exports.default.fetch(
      new Request("http://site/admin", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://site", ...(cookie ? { cookie } : {}) },
        body,
        redirect: "manual",
      }),
    );
  const cookie = (await post("intent=login&token=dev-admin-token")).headers.get("set-cookie")!.split(";")[0]!;
  expect(await (await get("/admin", { cookie })).text()).toContain("Site administration");
  expect((await post("intent=logout", cookie)).status).toBe(302);
  const after = await (await get("/admin", { cookie })).text();
  expect(after).toContain("Admin sign-in");
  expect(after).not.toContain("Site administration");
  expect((await post("intent=settings&companyName=Hijacked", cookie)).status).toBe(401);
});

test("one date for a match on its page: the header's day and the info box's Date agree; India's later day is said with the IST time", async () => {
  // The final's stored start, 7:00 PM in Bridgetown on Saturday 29 June 2024, is 4:30 AM on Sunday in India.
  const html = (
    await (await get("/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024")).text()
  ).replaceAll("<!-- -->", "");
  expect(html).toContain("Sat, 29 Jun 2024");
  const info = /<dl class="info-list">(.*?)<\/dl>/s
    .exec(html)![1]!
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  expect(info).toContain("Date Saturday, 29 June 2024 Toss");
  expect(info).toContain("Time 4:30 AM IST (Sunday 30 June) Venue");
});
