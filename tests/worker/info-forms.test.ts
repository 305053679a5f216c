/**
 * The public forms (issue 14, part 3): advertise enquiries and feedback are stored once, bad input
 * is answered 400 with its message and the form keeps what was typed, screenshots are checked by
 * their bytes and size, bots are caught by the honeypot and the rate limit, and what was sent
 * shows in the inbox as text, never as markup.
 */
import { env, exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { get, PNG_BYTES } from "./site-helpers.ts";
import { clientIp } from "./site-state.ts";

const SITE = "http://site";

function post(path: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(SITE + path, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { origin: SITE, "user-agent": "Mozilla/5.0", ...headers },
    }),
  );
}

/** A GET that does not follow redirects. */
const fetchOnly = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(SITE + path, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0", ...headers } }));

const advertise = (fields: Record<string, string>) =>
  new URLSearchParams({
    name: "Asha Rao",
    email: "asha@example.com",
    mobile: "+91 98765 43210",
    company: "Boundary Bats",
    city: "Pune",
    subject: "Banner on match pages",
    requirements: "808x99 banners during the IPL.",
    ...fields,
  });

function feedback(fields: Record<string, string>, screenshot?: File) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: "Ravi",
    email: "ravi@example.com",
    subject: "Scorecard",
    message: "A wrong total.",
    ...fields,
  })) {
    form.set(key, value);
  }
  if (screenshot) form.set("screenshot", screenshot);
  return form;
}

const count = async (where = "1 = 1") =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM enquiries WHERE ${where}`).first<{ n: number }>())!.n;
const feedbackObjects = async () => (await env.FILES.list({ prefix: "feedback/" })).objects.length;

async function adminCookie(): Promise<string> {
  const login = await post("/admin", new URLSearchParams({ intent: "login", token: "dev-admin-token" }));
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

test("an advertise enquiry is stored once (a double submit with its token stores one row) and thanked", async () => {
  const before = await count("kind = 'advertise'");
  const token = crypto.randomUUID();
  const first = await post("/info/advertise", advertise({ clientToken: token }));
  expect(first.status).toBe(303);
  expect(first.headers.get("location")).toBe("/info/advertise?sent=1");
  expect((await post("/info/advertise", advertise({ clientToken: token }))).status).toBe(303);
  expect(await count("kind = 'advertise'")).toBe(before + 1);
  const row = await env.DB.prepare("SELECT * FROM enquiries WHERE client_token = ?").bind(token).first<Record<string, unknown>>();
  expect(row).toMatchObject({
    name: "Asha Rao",
    company: "Boundary Bats",
    city: "Pune",
    message: "808x99 banners during the IPL.",
    status: "new",
  });
  // Without a token (no JavaScript), the same content twice is one enquiry too.
  await post("/info/advertise", advertise({ subject: "Sent twice without JS" }));
  await post("/info/advertise", advertise({ subject: "Sent twice without JS" }));
  expect(await count("subject = 'Sent twice without JS'")).toBe(1);
  const thanks = await (await get("/info/advertise?sent=1")).text();
  expect(thanks).toContain("Thank you for your enquiry.");
});

test("bad advertise input: 400 with each field's message, what was typed kept in the form, nothing stored", async () => {
  const before = await count();
  const response = await post("/info/advertise", advertise({ email: "not-an-email", company: " ", requirements: "" }));
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain("Your enquiry was not sent: please correct the fields marked below");
  expect(html).toContain("Please enter a valid email");
  expect(html).toContain("Company is required");
  expect(html).toContain("Requirements is required");
  expect(html).toMatch(/name="name"[^>]*value="Asha Rao"/);
  expect(html).toMatch(/name="email"[^>]*value="not-an-email"/);
  expect(await count()).toBe(before);
});

test("feedback with a PNG screenshot is stored in R2, and the inbox shows the message and the image to an admin only", async () => {
  const screenshot = new File([PNG_BYTES], "bug.png", { type: "image/png" });
  const response = await post("/info/contact", feedback({ subject: "Screenshot attached", clientToken: crypto.randomUUID() }, screenshot));
  expect(response.status).toBe(303);
  const row = await env.DB.prepare(
    "SELECT id, screenshot_key, screenshot_type FROM enquiries WHERE subject = 'Screenshot attached'",
  ).first<{
    id: number;
    screenshot_key: string;
    screenshot_type: string;
  }>();
  expect(row?.screenshot_key).toMatch(/^feedback\/[0-9a-f-]{36}\.png$/);
  expect(row?.screenshot_type).toBe("image/png");

  expect((await fetchOnly(`/admin/inbox/${row!.id}/screenshot`)).headers.get("location")).toBe("/admin");
  expect((await get(`/api/files/${row!.screenshot_key}`)).status).toBe(404);
  const cookie = await adminCookie();
  const image = await get(`/admin/inbox/${row!.id}/screenshot`, { cookie });
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/png");
  expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_BYTES);
  const inbox = await (await get("/admin/inbox?status=new", { cookie })).text();
  expect(inbox).toContain("Screenshot attached");
  expect(inbox).toContain(`/admin/inbox/${row!.id}/screenshot`);
});

test("a screenshot of the wrong type or too large is refused with its message; nothing is stored, in D1 or R2", async () => {
  const [rows, objects] = [await count(), await feedbackObjects()];
  const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "shot.png", { type: "image/png" });
  const wrong = await post("/info/contact", feedback({}, svg));
  expect(wrong.status).toBe(400);
  expect(await wrong.text()).toContain("The screenshot must be a JPEG, PNG or GIF image");
  const webp = new File([new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])], "shot.webp");
  expect((await post("/info/contact", feedback({}, webp))).status).toBe(400);
  const big = new Uint8Array(1024 * 1024 + 1);
  big.set(PNG_BYTES);
  const large = await post("/info/contact", feedback({}, new File([big], "big.png", { type: "image/png" })));
  expect(large.status).toBe(400);
  expect(await large.text()).toContain("at most 1024 KB");
  const huge = await post("/info/contact", feedback({}, new File([new Uint8Array(2 * 1024 * 1024)], "huge.png")));
  expect(huge.status).toBe(413);
  expect(await count()).toBe(rows);
  expect(await feedbackObjects()).toBe(objects);
});

test("the honeypot: a filled hidden field is thanked and nothing is stored", async () => {
  const before = await count();
  const bot = await post("/info/contact", feedback({ website: "http://spam.example", subject: "Cheap pills" }));
  expect(bot.status).toBe(303);
  expect(bot.headers.get("location")).toBe("/info/contact?sent=1");
  expect(await count()).toBe(before);
  const html = await (await get("/info/contact")).text();
  expect(html).toMatch(/<div class="info-form__trap" aria-hidden="true">/);
});

test("the rate limit: a client sending many forms in a minute meets 429 with the reason, and keeps what it typed", async () => {
  const from = { "cf-connecting-ip": clientIp("203.0.113.77") };
  const statuses: number[] = [];
  let last: Response | null = null;
  // Fixed one-minute windows: a burst spans at most two, so 2 × 5 + 1 sends must meet the limit.
  for (let i = 0; i < 11 && statuses.at(-1) !== 429; i++) {
    last = await post("/info/advertise", advertise({ subject: `Burst ${i}` }), from);
    statuses.push(last.status);
  }
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.slice(0, -1).every((s) => s === 303)).toBe(true);
  expect(last!.headers.get("retry-after")).toBe("60");
  const html = await last!.text();
  expect(html).toContain("please wait a minute and send it again");
  expect(html).toMatch(/name="subject"[^>]*value="Burst \d+"/);
  expect(
    (await post("/info/advertise", advertise({ subject: "Another client" }), { "cf-connecting-ip": clientIp("203.0.113.78") })).status,
  ).toBe(303);
});

test("HTML and script sent in an enquiry show as text in the inbox", async () => {
  const attack = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
  expect((await post("/info/advertise", advertise({ subject: `Hi ${attack}`, requirements: attack }))).status).toBe(303);
  const inbox = await (await get("/admin/inbox", { cookie: await adminCookie() })).text();
  expect(inbox).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
  expect(inbox).not.toContain(`<script>alert("x")`);
  expect(inbox).not.toContain("<img src=x");
});

test("the inbox sets a status; without a session it is closed and its posts are refused", async () => {
  await post("/info/advertise", advertise({ subject: "Status please" }));
  const { id } = (await env.DB.prepare("SELECT id FROM enquiries WHERE subject = 'Status please'").first<{ id: number }>())!;
  expect((await fetchOnly("/admin/inbox")).headers.get("location")).toBe("/admin");
  // Refused by the action (401); the page's loader then sends the browser to the sign-in on /admin.
  const anonymous = await post("/admin/inbox", new URLSearchParams({ id: String(id), status: "answered" }));
  expect(anonymous.headers.get("location")).toBe("/admin");
  expect(await count(`id = ${id} AND status = 'new'`)).toBe(1);
  const cookie = await adminCookie();
  expect((await post("/admin/inbox", new URLSearchParams({ id: String(id), status: "shredded" }), { cookie })).status).toBe(400);
  expect((await post("/admin/inbox", new URLSearchParams({ id: String(id), status: "answered" }), { cookie })).status).toBe(200);
  expect(await count(`id = ${id} AND status = 'answered'`)).toBe(1);
  const answered = await (await get("/admin/inbox?status=answered", { cookie })).text();
  expect(answered).toContain("Status please");
});

test("forms from another site are refused (React Router's origin check, then ours)", async () => {
  const before = await count();
  expect((await post("/info/advertise", advertise({}), { origin: "https://evil.example" })).status).toBeGreaterThanOrEqual(400);
  expect(await count()).toBe(before);
});
