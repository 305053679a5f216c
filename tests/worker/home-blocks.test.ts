/**
 * The home blocks desk (/admin/home, decision 030): an editor lists, adds, edits, reorders, hides
 * and deletes home's Quick Access and Specials links with plain forms, checked by the content
 * schema; a create sent twice stores one block; each change shows on home's next copy (the site
 * version in the edge cache's key); a `user` account and other sites' forms are refused.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { loggedIn, newAccount, post, registered } from "./account-helpers.ts";

let editor = "";
let user = "";

function get(path: string, cookie?: string) {
  return exports.default.fetch(
    new Request(`http://site${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0", ...(cookie ? { cookie } : {}) } }),
  );
}

/** Home as an anonymous reader gets it (through the edge page cache). */
async function home(): Promise<string> {
  const response = await get("/");
  expect(response.status).toBe(200);
  return response.text();
}

const section = (html: string, className: string) =>
  new RegExp(`<(?:ul|nav) class="${className}"[\\s\\S]*?</(?:ul|nav)>`).exec(html)?.[0] ?? "";

async function blockId(title: string): Promise<number> {
  return (await env.DB.prepare("SELECT id FROM site_content WHERE title = ?").bind(title).first<number>("id"))!;
}

beforeAll(async () => {
  const e = newAccount("home-editor");
  const u = newAccount("home-user");
  await registered(e, "198.51.100.90");
  await registered(u, "198.51.100.91");
  await env.DB.prepare("UPDATE auth_user SET role = 'editor' WHERE email = ?").bind(e.email).run();
  editor = await loggedIn(e.email, e.password, "198.51.100.92");
  user = await loggedIn(u.email, u.password, "198.51.100.93");
}, 180_000);

describe("/admin/home", () => {
  test("opens for editors (in the desk's navigation), not for a user account", async () => {
    const page = await get("/admin/home", editor);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('href="/admin/home"');
    expect(html).toContain("Stats and analysis: the numbers behind the results");
    expect(html).toContain("Quick Access");
    expect((await get("/admin/stories", editor)).status).toBe(200);
    expect(await (await get("/admin/stories", editor)).text()).toContain('href="/admin/home"');
    const refused = await get("/admin/home", user);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/admin");
    const userPost = await post("/admin/home", { intent: "create", slot: "specials", title: "X", linkUrl: "/x" }, { cookie: user });
    // Refused in the action; the page's loader then sends the account to the sign-in.
    expect(userPost.status).toBe(302);
    expect(userPost.headers.get("location")).toBe("/admin");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM site_content WHERE title = 'X'").first("n")).toBe(0);
  });

  test("add (once per form), edit, reorder, hide and delete; home shows each change on its next copy", async () => {
    const before = await home();
    expect(section(before, "quick-access")).not.toContain("Fantasy tips");

    const token = crypto.randomUUID();
    const create = {
      intent: "create",
      clientToken: token,
      slot: "quick-access",
      title: "Fantasy tips",
      linkUrl: "/cricket_news/editorial/specials",
      isActive: "on",
    };
    expect((await post("/admin/home", create, { cookie: editor })).status).toBe(302);
    expect((await post("/admin/home", create, { cookie: editor })).status).toBe(302);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM site_content WHERE title = 'Fantasy tips'").first("n")).toBe(1);
    expect(section(await home(), "quick-access")).toContain('<a href="/cricket_news/editorial/specials">Fantasy tips</a>');

    // The content schema's rules, field by field.
    const bad = await post(
      "/admin/home",
      { intent: "create", clientToken: crypto.randomUUID(), slot: "quick-access", title: "", linkUrl: "javascript:alert(1)" },
      { cookie: editor },
    );
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("The block was not saved");
    expect(badHtml).toContain("must be an http(s) URL or a path on this site");
    expect(badHtml).toContain("is required");

    const id = await blockId("Fantasy tips");
    const edited = await post(
      "/admin/home",
      {
        intent: "update",
        id: String(id),
        slot: "quick-access",
        title: "Fantasy picks",
        linkUrl: "/cricket_news/editorial/specials",
        isActive: "on",
      },
      { cookie: editor },
    );
    expect(edited.status).toBe(302);
    const afterEdit = section(await home(), "quick-access");
    expect(afterEdit).toContain(">Fantasy picks</a>");
    expect(afterEdit).not.toContain("Fantasy tips");

    // Specials: the seeded two, then Interviews moved up.
    const specials = () => section(home2 ?? "", "specials");
    let home2: string | null = await home();
    expect(specials().indexOf("Stats and analysis")).toBeLessThan(specials().indexOf("Interviews"));
    expect((await post("/admin/home", { intent: "up", id: String(await blockId("Interviews")) }, { cookie: editor })).status).toBe(302);
    home2 = await home();
    expect(specials().indexOf("Interviews")).toBeGreaterThan(-1);
    expect(specials().indexOf("Interviews")).toBeLessThan(specials().indexOf("Stats and analysis"));

    expect((await post("/admin/home", { intent: "hide", id: String(id) }, { cookie: editor })).status).toBe(302);
    expect(section(await home(), "quick-access")).not.toContain("Fantasy picks");
    expect(await (await get("/admin/home", editor)).text()).toContain("Hidden");
    expect((await post("/admin/home", { intent: "show", id: String(id) }, { cookie: editor })).status).toBe(302);
    expect(section(await home(), "quick-access")).toContain("Fantasy picks");

    expect((await post("/admin/home", { intent: "delete", id: String(id) }, { cookie: editor })).status).toBe(302);
    expect(section(await home(), "quick-access")).not.toContain("Fantasy picks");
    expect((await post("/admin/home", { intent: "hide", id: String(id) }, { cookie: editor })).status).toBe(404);
    const unknown = await post("/admin/home", { intent: "explode", id: "1" }, { cookie: editor });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Unknown action");
  });

  test("a form from another site is refused", async () => {
    const order = await env.DB.prepare(
      "SELECT group_concat(id) AS ids FROM (SELECT id FROM site_content ORDER BY slot, position, id)",
    ).first("ids");
    const id = String(await blockId("Interviews"));
    // React Router's own Origin check answers 400 before the desk's (403, decision 026).
    const foreign = await post("/admin/home", { intent: "down", id }, { cookie: editor, origin: "https://evil.example" });
    expect(foreign.status).toBe(400);
    const unnamed = await post("/admin/home", { intent: "down", id }, { cookie: editor, origin: null, fetchSite: "cross-site" });
    expect(unnamed.status).toBe(403);
    expect(
      await env.DB.prepare("SELECT group_concat(id) AS ids FROM (SELECT id FROM site_content ORDER BY slot, position, id)").first("ids"),
    ).toBe(order);
  });
});
