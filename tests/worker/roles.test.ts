/**
 * Roles (issue 15, decision 026), through the built Worker: a `user` account gets no admin page and
 * 403 on the API; the first admin is made once with the token; an admin grants and revokes editor
 * (at once: sessions and roles are read from D1 on every request); an editor uses the desk, not
 * settings, ads or users; the last admin is never demoted; cross-origin posts are refused; on a
 * "deployed" Worker (not localhost, ADMIN_TOKEN unset) the token path is closed and accounts work.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { createSessionValue, pageAccess, tokenSession } from "../../app/backend/admin/admin-access.server.ts";
import { api } from "../../workers/api/index.ts";
import { loggedIn, newAccount, page, post, registered, type TestAccount } from "./account-helpers.ts";
import { send } from "./site-helpers.ts";

const first = newAccount("first-admin");
const other = newAccount("grantee");
const outsider = newAccount("outsider");
const cookies: Record<string, string> = {};

async function idOf(account: TestAccount): Promise<string> {
  return (await env.DB.prepare("SELECT id FROM auth_user WHERE email = ?").bind(account.email).first<{ id: string }>())!.id;
}
async function roleOf(account: TestAccount): Promise<string> {
  return (await env.DB.prepare("SELECT role FROM auth_user WHERE email = ?").bind(account.email).first<{ role: string }>())!.role;
}
const setRole = async (as: string, account: TestAccount, role: string, origin?: string | null) =>
  post("/admin/users", { intent: "role", userId: await idOf(account), role }, { cookie: as, ...(origin === undefined ? {} : { origin }) });

/** An API call signed in with an account (no bearer), from this site unless `origin` says otherwise. */
const apiAs = (cookie: string, method: string, path: string, body?: unknown, origin = "http://site") =>
  send(method, path, body, { cookie, ...(method === "GET" ? {} : { origin }) });

function storyForm(headline: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    intent: "story",
    deskKey: crypto.randomUUID(),
    headline,
    intro: `${headline}: the intro.`,
    bodyMarkdown: `${headline}, the body.`,
    category: "News",
    status: "draft",
    publishedTime: new Date().toISOString(),
  }))
    form.append(name, value);
  return form;
}

beforeAll(async () => {
  await (await page("/admin")).text();
  for (const [i, account] of [first, other, outsider].entries()) {
    await registered(account, `198.51.100.${60 + i}`);
    cookies[account.email] = await loggedIn(account.email, account.password, `198.51.100.${70 + i}`);
  }
}, 180_000);

describe("roles", () => {
  test("a user account gets the sign-in (403), no desk page, and 403 on the API; anonymous gets 401", async () => {
    const as = cookies[outsider.email]!;
    const admin = await page("/admin", as);
    expect(admin.status).toBe(403);
    const html = await admin.text();
    expect(html).toContain("Admin sign-in");
    expect(html).toContain("no admin or editor role");
    expect(html).toContain('href="/admin/setup"'); // no admin yet: the setup is offered
    for (const path of ["/admin/stories", "/admin/inbox", "/admin/policies", "/admin/videos", "/admin/home", "/admin/users"]) {
      const response = await open(path, as);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/admin");
    }
    expect((await apiAs(as, "GET", "/api/admin/site-settings")).status).toBe(403);
    expect((await apiAs(as, "GET", "/api/admin/content")).status).toBe(403);
    expect((await send("GET", "/api/admin/content", undefined, {})).status).toBe(401);
  });

  test("the first admin: the token and a signed-in account, once; refused without either, and afterwards", async () => {
    const as = cookies[first.email]!;
    expect((await post("/admin/setup", { intent: "setup", token: "not-the-token" }, { cookie: as })).status).toBe(401);
    expect((await post("/admin/setup", { intent: "setup", token: "dev-admin-token" })).status).toBe(401); // no account
    const cross = await post("/admin/setup", { intent: "setup", token: "dev-admin-token" }, { cookie: as, origin: "https://evil.example" });
    expect([400, 403]).toContain(cross.status); // React Router's own Origin check answers 400 before ours
    const noOrigin = await post(
      "/admin/setup",
      { intent: "setup", token: "dev-admin-token" },
      { cookie: as, origin: null, fetchSite: "cross-site" },
    );
    expect(noOrigin.status).toBe(403); // no Origin, but the browser says cross-site: our check
    expect((await post("/admin/setup", { intent: "setup", token: "x".repeat(20_000) }, { cookie: as })).status).toBe(413);
    expect(await roleOf(first)).toBe("user");

    const made = await post("/admin/setup", { intent: "setup", token: "dev-admin-token" }, { cookie: as });
    expect(made.status).toBe(302);
    expect(made.headers.get("location")).toBe("/admin/users");
    expect(await roleOf(first)).toBe("admin");
    const admin = await page("/admin", as);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain("Site administration");
    // Idempotent for the admin it made; refused for anyone else from now on.
    expect((await post("/admin/setup", { intent: "setup", token: "dev-admin-token" }, { cookie: as })).status).toBe(302);
    const late = await post("/admin/setup", { intent: "setup", token: "dev-admin-token" }, { cookie: cookies[outsider.email]! });
    expect(late.status).toBe(403);
    expect(await late.text()).toContain("An admin exists already");
    expect(await roleOf(outsider)).toBe("user");
    expect((await page("/admin/setup", as)).status).toBe(403);
  });

  test("an admin grants editor: the editor uses the desk (a story saved), not settings, ads or users; revoking ends it at once", async () => {
    const adminCookie = cookies[first.email]!;
    const editor = cookies[other.email]!;
    expect([400, 403]).toContain((await setRole(adminCookie, other, "editor", "https://evil.example")).status);
    const noOrigin = await post(
      "/admin/users",
      { intent: "role", userId: await idOf(other), role: "editor" },
      { cookie: adminCookie, origin: null, fetchSite: "cross-site" },
    );
    expect(noOrigin.status).toBe(403);
    expect(await roleOf(other)).toBe("user");
    const granted = await setRole(adminCookie, other, "editor");
    expect(granted.status).toBe(200);
    expect(await granted.text()).toContain("Role set to editor");
    expect(await (await setRole(adminCookie, other, "editor")).text()).toContain("editor already"); // idempotent

    for (const path of ["/admin/stories", "/admin/inbox", "/admin/policies", "/admin/videos", "/admin/home", "/admin/galleries"]) {
      const response = await page(path, editor);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      // The navigation shows what an editor may open, and nothing else.
      expect(html, path).toContain('href="/admin/inbox"');
      expect(html, path).toContain('href="/admin/galleries"');
      expect(html, path).not.toContain('href="/admin/users"');
      expect(html, path).not.toContain('href="/admin"');
    }
    const settings = await page("/admin", editor);
    expect(settings.status).toBe(403);
    expect(await settings.text()).not.toContain("Save settings");
    expect((await page("/admin?tab=ads", editor)).status).toBe(403);
    expect((await page("/admin/users", editor)).status).toBe(403);
    expect((await post("/admin", { intent: "settings", companyName: "Taken over" }, { cookie: editor })).status).toBe(403);
    expect((await post("/admin", { intent: "ad-delete", id: "1" }, { cookie: editor })).status).toBe(403);
    expect((await setRole(editor, other, "admin")).status).toBe(403);
    expect(await roleOf(other)).toBe("editor");

    const saved = await exports_fetch("/admin/stories", storyForm("An editor's story"), editor);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toMatch(/^\/admin\/stories\?edit=\d+&saved=1$/);
    const cross = await exports_fetch("/admin/stories", storyForm("From elsewhere"), editor, "https://evil.example");
    expect([400, 403]).toContain(cross.status);

    // The API: the desk's paths yes, the rest no; writes with a session only from this site.
    expect((await apiAs(editor, "GET", "/api/admin/content")).status).toBe(200);
    expect((await apiAs(editor, "PUT", "/api/admin/site-settings", { companyName: "Taken over" })).status).toBe(403);
    expect((await apiAs(editor, "GET", "/api/admin/ads")).status).toBe(403);
    const story = { headline: "Through the API", intro: "by an editor", publishedTime: new Date().toISOString() };
    expect((await apiAs(editor, "POST", "/api/admin/stories", story)).status).toBe(201);
    expect((await apiAs(editor, "POST", "/api/admin/stories", story, "https://evil.example")).status).toBe(403);
    expect((await apiAs(editor, "POST", "/api/scoring/matches", {})).status).toBe(403);

    expect((await setRole(adminCookie, other, "user")).status).toBe(200);
    expect((await open("/admin/stories", editor)).status).toBe(302);
    // The action refuses (401); React Router then runs the page's loader, whose guard sends the browser to /admin.
    expect([302, 401]).toContain((await exports_fetch("/admin/stories", storyForm("After the revoke"), editor)).status);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM site_stories WHERE headline = 'After the revoke'").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM site_stories WHERE headline = ?").bind("An editor's story").first("n")).toBe(1);
    expect((await apiAs(editor, "GET", "/api/admin/content")).status).toBe(403);
  });

  test("the last admin cannot be demoted; with a second admin, one can step down", async () => {
    const adminCookie = cookies[first.email]!;
    const refused = await setRole(adminCookie, first, "editor");
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("last admin");
    expect(await roleOf(first)).toBe("admin");
    expect((await setRole(adminCookie, other, "admin")).status).toBe(200);
    const steppedDown = await setRole(adminCookie, first, "editor");
    expect(steppedDown.status).toBe(302); // to /admin: the users page is no longer theirs
    expect(steppedDown.headers.get("location")).toBe("/admin");
    expect(await roleOf(first)).toBe("editor");
    expect((await open("/admin/users", adminCookie)).status).toBe(403);
    const secondAdmin = cookies[other.email]!;
    expect((await setRole(secondAdmin, other, "user")).status).toBe(409);
    expect((await setRole(secondAdmin, first, "admin")).status).toBe(200);
  });

  test("the users page lists accounts paged and searched by email", async () => {
    const html = await (await page(`/admin/users?q=${encodeURIComponent(other.email.toUpperCase())}`, cookies[first.email]!)).text();
    expect(html).toContain(`data-account="${other.email}"`);
    expect(html).not.toContain(`data-account="${first.email}"`);
    expect(html).toContain("1 account");
    expect((await page("/admin/users?page=99999", cookies[first.email]!)).status).toBe(200);
  });

  test("'production' (not localhost, ADMIN_TOKEN unset): the token path is refused; accounts with roles still work", async () => {
    const deployed = { ...env, ADMIN_TOKEN: undefined } as unknown as Env;
    const url = "https://cricket.example/api/admin/site-settings";
    const byToken = await api.request(url, { headers: { authorization: "Bearer dev-admin-token" } }, deployed);
    expect(byToken.status).toBe(503);
    expect(await byToken.json()).toEqual({ success: false, error: expect.stringContaining("ADMIN_TOKEN") });
    expect((await api.request(url, { headers: { cookie: cookies[first.email]! } }, deployed)).status).toBe(200);
    expect((await api.request(url, {}, deployed)).status).toBe(401);

    const value = await createSessionValue({ ADMIN_TOKEN: "dev-admin-token" });
    const request = new Request("https://cricket.example/admin", { headers: { cookie: `ce_admin=${value}` } });
    expect(await tokenSession(request, deployed)).toBeNull();
    expect((await pageAccess(request, deployed)).staff).toBeNull();
    const withAccount = new Request("https://cricket.example/admin", { headers: { cookie: cookies[first.email]! } });
    expect((await pageAccess(withAccount, deployed)).staff).toMatchObject({ kind: "account", role: "admin" });
  });
});

/** A page as a browser would open it, redirects not followed. */
async function open(path: string, cookie: string) {
  const { exports } = await import("cloudflare:workers");
  return exports.default.fetch(new Request(`http://site${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0", cookie } }));
}

async function exports_fetch(path: string, body: FormData, cookie: string, origin = "http://site") {
  const { exports } = await import("cloudflare:workers");
  return exports.default.fetch(
    new Request(`http://site${path}`, { method: "POST", body, redirect: "manual", headers: { cookie, origin } }),
  );
}
