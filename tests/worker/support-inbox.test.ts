/**
 * Get Support (issue 15) meets the editors' inbox (issue 14): a signed-in user's support request is
 * listed with the enquiries, marked answered or closed like them, and its text shows as text.
 */
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { loggedIn, newAccount, post, registered } from "./account-helpers.ts";
import { get } from "./site-helpers.ts";

async function adminCookie(): Promise<string> {
  const login = await post("/admin", { intent: "login", token: "dev-admin-token" });
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

const statusOf = async (id: number) =>
  (await env.DB.prepare("SELECT status FROM support_requests WHERE id = ?").bind(id).first<{ status: string }>())?.status;

test("a support request is in the inbox with the enquiries; the desk marks it answered, then closed", async () => {
  const account = newAccount("inbox");
  await registered(account);
  const user = await loggedIn(account.email, account.password);
  const issue = `Alerts arrive late <script>alert(1)</script>`;
  expect(
    (await post("/user/support?topic=Notifications", { intent: "support", topic: "Notifications", issue }, { cookie: user })).status,
  ).toBe(200);
  const { id } = (await env.DB.prepare("SELECT id FROM support_requests WHERE email = ?").bind(account.email).first<{ id: number }>())!;

  const cookie = await adminCookie();
  const inbox = await (await get("/admin/inbox?status=new", { cookie })).text();
  const item = new RegExp(`<li[^>]*data-enquiry="${id}" data-kind="support"[^>]*>(.*?)</li>`, "s").exec(inbox)?.[1] ?? "";
  expect(item).toContain("Support request on Notifications");
  expect(item).toContain(account.name);
  expect(item).toContain(`mailto:${account.email}`);
  expect(item).toContain("Alerts arrive late &lt;script&gt;alert(1)&lt;/script&gt;");
  expect(item).toContain(">Support<");

  expect((await post("/admin/inbox", { id: String(id), kind: "support", status: "answered" }, { cookie })).status).toBe(200);
  expect(await statusOf(id)).toBe("answered");
  const answered = await (await get("/admin/inbox?status=answered", { cookie })).text();
  expect(answered).toContain(`data-enquiry="${id}" data-kind="support"`);
  expect(await (await get("/admin/inbox?status=new", { cookie })).text()).not.toContain(`data-enquiry="${id}" data-kind="support"`);
  expect((await post("/admin/inbox", { id: String(id), kind: "support", status: "closed" }, { cookie })).status).toBe(200);
  expect(await statusOf(id)).toBe("closed");
  // an unknown request, a status that does not exist, and no session: nothing changes
  expect((await post("/admin/inbox", { id: "999999", kind: "support", status: "answered" }, { cookie })).status).toBe(404);
  expect((await post("/admin/inbox", { id: String(id), kind: "support", status: "shredded" }, { cookie })).status).toBe(400);
  expect((await post("/admin/inbox", { id: String(id), kind: "support", status: "new" })).headers.get("location")).toBe("/admin");
  expect(await statusOf(id)).toBe("closed");
});
