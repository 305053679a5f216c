/**
 * Editors' photo galleries and avatars (issue 14's galleries desk, issue 15's avatar; decision 029):
 * uploads checked by their bytes and sizes and stored whole or not at all, resized variants served
 * immutable at the widths the page's srcset states, captions and tags as text, drafts never public,
 * one list with the generated galleries under an exact cursor, and avatars replaced and deleted.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { EDITOR_GALLERY_BASE, withEditorsGalleries } from "../../app/backend/media/galleries.server.ts";
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import { createEmbeddedData } from "../../app/data/embedded/index.server.ts";
import { loggedIn, newAccount, post as accountPost, registered } from "./account-helpers.ts";
import { checkSitemapIndex, checkUrlset } from "../support/xml-check.ts";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

vi.setConfig({ testTimeout: 120_000 });

const SITE = "http://site";
/** Three T20 World Cup 2024 games: their generated galleries share the lists with the editors'. */
const MATCHES = ["1415719", "1415725", "1415755"];

// ---- real test images, encoded here (PNG: zlib by CompressionStream, CRC-32 by hand) ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const be32 = (n: number) => new Uint8Array([n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const chunk = (type: string, data: Uint8Array) => {
  const body = concat(new TextEncoder().encode(type), data);
  return concat(be32(data.length), body, be32(crc32(body)));
};

/** A real RGB PNG of width × height: a gradient with a tint, so each photo differs. */
async function png(width: number, height: number, tint: number): Promise<Uint8Array> {
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = (x * 255) / width;
      raw[row + 2 + x * 3] = (y * 255) / height;
      raw[row + 3 + x * 3] = tint;
    }
  }
  const zlib = new Uint8Array(await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
  const header = concat(be32(width), be32(height), new Uint8Array([8, 2, 0, 0, 0]));
  return concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib),
    chunk("IEND", new Uint8Array()),
  );
}

/** A JPEG's width and height from its start-of-frame segment (read here, independently of the site's code). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  let i = 2;
  while (i < bytes.length) {
    const marker = bytes[i + 1]!;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! };
    i += 2 + length;
  }
  throw new Error("no start of frame");
}

/** A GIF header saying 10×10, then nothing a decoder can read. */
const BROKEN_GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 10, 0, 10, 0, 0, 0, 0, 0x2c, 0xff, 0xff, 0xff]);

const file = (bytes: Uint8Array | string, name: string, type = "image/png") =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

// ---- the desk ----------------------------------------------------------------------------------

let cookie = "";

function deskPost(fields: Record<string, string>, files: File[] = [], captions: string[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files) form.append("photos", f);
  for (const c of captions) form.append("caption", c);
  return exports.default.fetch(
    new Request(`${SITE}/admin/galleries`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: SITE, "user-agent": "Mozilla/5.0", cookie },
    }),
  );
}

const newGallery = (headline: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  headline,
  intro: "",
  tags: "",
  matchId: "",
  seriesId: "",
  teamId: "",
  clientToken: crypto.randomUUID(),
  ...extra,
});

/** Creates a gallery with these photos; its public id. */
async function created(headline: string, photos: File[], captions: string[], extra: Record<string, string> = {}): Promise<number> {
  const response = await deskPost(newGallery(headline, extra), photos, captions);
  expect(response.status, await response.clone().text()).toBe(302);
  return Number(/edit=(\d+)/.exec(response.headers.get("location")!)![1]);
}

const publish = async (id: number, intent = "publish") => expect((await deskPost({ intent, id: String(id) })).status).toBe(302);

async function stored(): Promise<{ objects: number; galleries: number; photos: number }> {
  const listed = await env.FILES.list({ prefix: "galleries/" });
  const counts = await env.DB.prepare(
    "SELECT (SELECT COUNT(*) FROM editor_galleries) AS galleries, (SELECT COUNT(*) FROM editor_gallery_photos) AS photos",
  ).first<{ galleries: number; photos: number }>();
  return { objects: listed.objects.length, ...counts! };
}

const text = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");
const cardIds = (page: string) => [...page.matchAll(/<li data-key="(\d+)" class="gallery-card"/g)].map((m) => Number(m[1]));

beforeAll(async () => {
  await importFixtures(...MATCHES);
  const login = await exports.default.fetch(
    new Request(`${SITE}/admin`, {
      method: "POST",
      body: new URLSearchParams({ intent: "login", token: "dev-admin-token" }),
      redirect: "manual",
      headers: { origin: SITE, "user-agent": "Mozilla/5.0" },
    }),
  );
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
}, 120_000);

describe("uploading a gallery", () => {
  let id = 0;
  let page = "";

  test("two real photos make a draft gallery; published, its page lists each photo at every stored width", async () => {
    const desk = await (await get("/admin/galleries", { cookie })).text();
    expect(desk).toContain('href="/admin/galleries"');
    expect(desk).toContain('type="file"');
    expect(desk).toContain("multiple");

    id = await created(
      "Fans at the final",
      [file(await png(1600, 900, 40), "crowd.png"), file(await png(500, 300, 200), "flag.png")],
      ["The crowd <script>alert(1)</script> before the toss", "A flag & a drum"],
      { tags: "India, <b>Bold</b> fans", intro: "Scenes <i>from</i> Barbados." },
    );
    expect(id).toBeGreaterThan(EDITOR_GALLERY_BASE);
    // A draft is not public.
    expect((await get(`/cricket-gallery/${id}/fans-at-the-final`)).status).toBe(404);

    await publish(id);
    const response = await get(`/cricket-gallery/${id}/fans-at-the-final`);
    expect(response.status).toBe(200);
    page = (await response.text()).replaceAll("<!-- -->", "");
    expect(page).toContain("<h1>Fans at the final</h1>");

    const images = [...page.matchAll(/<img src="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)" width="(\d+)" height="(\d+)" alt="([^"]*)"/g)];
    expect(images).toHaveLength(2);
    const widths = images.map((m) => m[2]!.split(", ").map((candidate) => Number(candidate.split(" ")[1]!.replace("w", ""))));
    // 1600 wide: 320, 640, 960, 1280 (never enlarged); 500 wide: 320 and its own 500.
    expect(widths).toEqual([
      [320, 640, 960, 1280],
      [320, 500],
    ]);
    expect(images.map((m) => [Number(m[4]), Number(m[5])])).toEqual([
      [1280, 720],
      [500, 300],
    ]);
    // Each candidate answers an immutable JPEG of the width the srcset states.
    for (const image of images) {
      for (const candidate of image[2]!.split(", ")) {
        const [src, w] = candidate.split(" ");
        const variant = await get(src!);
        expect(variant.status).toBe(200);
        expect(variant.headers.get("content-type")).toBe("image/jpeg");
        expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(jpegSize(new Uint8Array(await variant.arrayBuffer())).width).toBe(Number(w!.replace("w", "")));
      }
    }
    expect((await get("/cricket-images/galleries/00000000-0000-0000-0000-000000000000-320.jpg")).status).toBe(404);
  });

  test("captions, tags and the introduction are text: markup shows escaped, never as HTML", async () => {
    expect(page).toContain("The crowd &lt;script&gt;alert(1)&lt;/script&gt; before the toss");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain('alt="The crowd &lt;script&gt;alert(1)&lt;/script&gt; before the toss"');
    expect(page).toContain("<figcaption>A flag &amp; a drum</figcaption>");
    expect(page).toContain("Scenes &lt;i&gt;from&lt;/i&gt; Barbados.");
    expect(page).toContain(">TAGS</h2>");
    expect(page).toContain(">&lt;b&gt;Bold&lt;/b&gt; fans</a>");
    expect(page).toContain(">India</a>");
    expect(page).toMatch(/data-share-url="http:\/\/site\/cricket-gallery\/\d+\/fans-at-the-final#photo-1"/);
  });

  test("unpublished it is a 404 again; an unknown editors' id is a 404, a malformed one a 400", async () => {
    await publish(id, "unpublish");
    expect((await get(`/cricket-gallery/${id}/fans-at-the-final`)).status).toBe(404);
    expect(cardIds(await text("/cricket-photo-gallery"))).not.toContain(id);
    await publish(id);
    expect(cardIds(await text("/cricket-photo-gallery"))).toContain(id);
    expect((await get(`/cricket-gallery/${EDITOR_GALLERY_BASE + 99_999}/x`)).status).toBe(404);
    expect((await get("/cricket-gallery/9a9/x")).status).toBe(400);
  });

  test("its og:image is its first photo's largest size, absolute, answering that JPEG; ImageGallery JSON-LD names every photo", async () => {
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(page)?.[1];
    const image = meta("og:image")!;
    expect(image).toMatch(/^http:\/\/site\/cricket-images\/galleries\/[0-9a-f-]+-1280\.jpg$/);
    expect([meta("og:image:type"), meta("og:image:width"), meta("og:image:height")]).toEqual(["image/jpeg", "1280", "720"]);
    expect(meta("og:image:alt")).toBe("The crowd &lt;script&gt;alert(1)&lt;/script&gt; before the toss");
    expect(page).toContain(`<meta name="twitter:image" content="${image}"/>`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const response = await get(new URL(image).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(jpegSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1280, height: 720 });
    const ld = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const gallery = ld.find((item) => item["@type"] === "ImageGallery");
    expect(gallery.url).toBe(`${SITE}/cricket-gallery/${id}/fans-at-the-final`);
    expect(gallery.image.map((i: { contentUrl: string }) => i.contentUrl)[0]).toBe(image);
    expect(gallery.image).toHaveLength(2);
  });

  test("the sitemap index lists the galleries' children: a published editors' gallery at its canonical address, never a draft", async () => {
    const draft = await created("Nets before the final", [file(await png(400, 300, 90), "nets.png")], ["Nets"]);
    const index = checkSitemapIndex(await (await get("/sitemap.xml")).text());
    expect(index).toContain(`${SITE}/sitemaps/galleries/1`);
    expect(index).toContain(`${SITE}/sitemaps/editor-galleries/1`);
    const xml = await (await get("/sitemaps/editor-galleries/1")).text();
    const locs = checkUrlset(xml);
    expect(locs).toContain(`${SITE}/cricket-gallery/${id}/fans-at-the-final`);
    expect(locs.some((loc) => loc.includes(`/cricket-gallery/${draft}/`))).toBe(false);
    expect(xml).toMatch(new RegExp(`/cricket-gallery/${id}/fans-at-the-final</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
    // Every address answers 200 (canonical: no redirect), the generated galleries' too.
    const generated = checkUrlset(await (await get("/sitemaps/galleries/1")).text());
    expect(generated).toHaveLength(MATCHES.length);
    for (const loc of [...locs, ...generated.slice(0, 2)]) {
      const response = await exports.default.fetch(new Request(loc, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0" } }));
      expect(response.status, loc).toBe(200);
    }
    // Published, the draft is listed too; its editors' ids never appear among the generated ones.
    await publish(draft);
    expect(checkUrlset(await (await get("/sitemaps/editor-galleries/1")).text())).toContain(
      `${SITE}/cricket-gallery/${draft}/nets-before-the-final`,
    );
    expect(generated.every((loc) => Number(loc.split("/")[4]) < EDITOR_GALLERY_BASE)).toBe(true);
  });

  test("deleting a photo removes its row and its objects", async () => {
    const photo = await env.DB.prepare("SELECT id, variants FROM editor_gallery_photos WHERE gallery_id = ? ORDER BY position DESC LIMIT 1")
      .bind(id - EDITOR_GALLERY_BASE)
      .first<{ id: number; variants: string }>();
    const keys = (JSON.parse(photo!.variants) as { key: string }[]).map((v) => v.key);
    for (const key of keys) expect(await env.FILES.head(key)).not.toBeNull();
    expect((await deskPost({ intent: "delete-photo", id: String(id), photoId: String(photo!.id) })).status).toBe(302);
    for (const key of keys) expect(await env.FILES.head(key)).toBeNull();
    const after = await text(`/cricket-gallery/${id}/fans-at-the-final`);
    expect([...after.matchAll(/<figure>/g)]).toHaveLength(1);
  });
});

describe("refused uploads store nothing", () => {
  test("a text file named .jpg, an SVG, or one bad photo among good ones: 415 with a message", async () => {
    const before = await stored();
    const cases: File[][] = [
      [file("this is not a picture", "holiday.jpg", "image/jpeg")],
      [file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "logo.svg", "image/svg+xml")],
      [file(await png(400, 300, 10), "good.png"), file(BROKEN_GIF, "bad.gif", "image/gif")],
    ];
    for (const photos of cases) {
      const response = await deskPost(newGallery("Refused"), photos, ["one", "two"]);
      expect(response.status).toBe(415);
      const body = (await response.text()).replaceAll("<!-- -->", "");
      expect(body).toMatch(
        /Nothing was stored: &quot;[a-z.]+&quot; (is not a JPEG, PNG, WebP or GIF image|could not be decoded as an image)/,
      );
    }
    expect(await stored()).toEqual(before);
  });

  test("a photo over the per-photo cap is 413; a request over the per-request cap is 413 before it is read", async () => {
    const before = await stored();
    const big = new Uint8Array(4 * 1024 * 1024 + 10);
    big.set(await png(10, 10, 0));
    const one = await deskPost(newGallery("Too big"), [file(big, "huge.png")]);
    expect(one.status).toBe(413);
    expect(await one.text()).toContain("a photo may be at most 4096 KB");

    const request = await deskPost(newGallery("Too much"), [
      file(big, "a.png"),
      file(big, "b.png"),
      file(big, "c.png"),
      file(big, "d.png"),
    ]);
    expect(request.status).toBe(413);
    expect(await request.text()).toMatch(/The request body is larger than \d+ KB/);
    expect(await stored()).toEqual(before);
  });

  test("without the desk role or from another site, an upload is refused before it is read", async () => {
    const before = await stored();
    const form = new FormData();
    for (const [k, v] of Object.entries(newGallery("Intruder"))) form.set(k, v);
    form.append("photos", file(await png(64, 64, 5), "x.png"));
    const send = (headers: Record<string, string>) =>
      exports.default.fetch(new Request(`${SITE}/admin/galleries`, { method: "POST", body: form, redirect: "manual", headers }));
    // Signed out: the action refuses (401), and the page's loader then sends the reader to sign in.
    const anonymous = await send({ origin: SITE });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin");
    expect([400, 403]).toContain((await send({ origin: "https://evil.example", cookie })).status);
    expect(await stored()).toEqual(before);
  });

  test("a link to a match, series or team that does not exist is refused with the field's message", async () => {
    const before = await stored();
    const response = await deskPost(newGallery("Nowhere", { matchId: "999999", teamId: "888888" }), [file(await png(64, 64, 9), "n.png")]);
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("matchId: No match 999999");
    expect(body).toContain("teamId: No team 888888");
    expect(await stored()).toEqual(before);
  });

  test("the same create form sent twice stores one gallery and removes the second send's objects", async () => {
    const fields = newGallery("Twice");
    const photo = file(await png(320, 200, 90), "twice.png");
    const first = await deskPost(fields, [photo], ["once"]);
    const before = await stored();
    const second = await deskPost(fields, [photo], ["once"]);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await stored()).toEqual(before);
  });
});

describe("one list with the generated galleries", () => {
  const embedded = () => createEmbeddedData(env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });

  test("editors' published galleries interleave by time, and the cursor walks every gallery once, even across a tie", async () => {
    const source = embedded();
    const generated = (await source.galleries({ limit: 12 })).galleries.filter((g) => MATCHES.includes(String(g.id)));
    expect(generated).toHaveLength(3);
    const [final, second, first] = generated as [(typeof generated)[0], (typeof generated)[0], (typeof generated)[0]];
    // Two editors' galleries placed between the matches, one exactly at the first match's time (a tie).
    const between = await created("Between the games", [file(await png(320, 180, 1), "a.png")], ["a"]);
    const tied = await created("At the same moment", [file(await png(320, 180, 2), "b.png")], ["b"]);
    await publish(between);
    await publish(tied);
    const at = (gallery: number, time: number) =>
      env.DB.prepare("UPDATE editor_galleries SET published_time = ? WHERE id = ?")
        .bind(time, gallery - EDITOR_GALLERY_BASE)
        .run();
    await at(between, Math.round((final.publishedTime + second.publishedTime) / 2) + 1);
    await at(tied, first.publishedTime);

    const merged = withEditorsGalleries(env.DB, source);
    const all = (await merged.galleries({ limit: 12 })).galleries.map((g) => g.id);
    const placed = [final.id, between, second.id, tied, first.id];
    // Newest first; at one time the higher id first (an editors' id is above every match id).
    expect(all.filter((g) => placed.includes(g))).toEqual(placed);

    for (const limit of [1, 2, 3]) {
      const seen: number[] = [];
      let before: number | undefined;
      for (let n = 0; n < 40; n++) {
        const { galleries, next } = await merged.galleries({ limit, ...(before === undefined ? {} : { before }) });
        for (const g of galleries) if (before !== undefined) expect(g.publishedTime).toBeLessThan(before);
        seen.push(...galleries.map((g) => g.id));
        if (next === null) break;
        expect(next).toBe(galleries.at(-1)!.publishedTime);
        before = next;
      }
      expect(seen, `limit ${limit}`).toEqual(all);
      expect(new Set(seen).size).toBe(seen.length);
    }

    // The page and its ?before= link say the same.
    const page = await text("/cricket-photo-gallery");
    expect(cardIds(page)).toEqual(all);
    expect(page).toMatch(/<img src="\/cricket-images\/galleries\/[0-9a-f-]{36}-320\.jpg" srcSet="[^"]+ 320w"/);
    const older = await text(`/cricket-photo-gallery?before=${final.publishedTime}`);
    expect(cardIds(older)).toEqual(all.slice(all.indexOf(final.id) + 1));
  });

  test("a linked match's photos page and Photos tab, the series' and team's Photos tabs and home show an editors' gallery", async () => {
    const match = await embedded().match(1415755);
    const team = match!.teams[0].id;
    const linked = await created("Trophy lift", [file(await png(640, 360, 3), "trophy.png")], ["The trophy"], {
      matchId: "1415755",
      seriesId: String(match!.series.id),
      teamId: String(team),
    });
    await publish(linked);
    const matchPhotos = await text(`/cricket-match-photos/1415755/${match!.slug}`);
    expect(cardIds(matchPhotos)).toContain(linked);
    expect(cardIds(matchPhotos)).toContain(1415755);
    // Linked to a match, its og:image is still its own photo (the match's share card is the generated gallery's).
    const own = await text(`/cricket-gallery/${linked}/trophy-lift`);
    expect(own).toMatch(/<meta property="og:image" content="http:\/\/site\/cricket-images\/galleries\/[0-9a-f-]{36}-640\.jpg"\/>/);
    expect(own).toContain('<meta property="og:image:alt" content="The trophy"/>');
    const tab = await text(`/live-cricket-scores/1415755/${match!.slug}/photos`);
    expect(tab).toContain('alt="The trophy"');
    expect(tab).toMatch(
      /srcSet="\/cricket-images\/galleries\/[0-9a-f-]{36}-320\.jpg 320w, \/cricket-images\/galleries\/[0-9a-f-]{36}-640\.jpg 640w"/,
    );
    const seriesTab = await get(`/cricket-series/${match!.series.id}/x/photos`, {});
    const seriesPage =
      seriesTab.status === 301
        ? await text(new URL(seriesTab.headers.get("location")!, SITE).pathname)
        : (await seriesTab.text()).replaceAll("<!-- -->", "");
    expect(cardIds(seriesPage)).toContain(linked);
    const teamTab = await get(`/cricket_team/x/${team}/photos`);
    const teamPage =
      teamTab.status === 301
        ? await text(new URL(teamTab.headers.get("location")!, SITE).pathname)
        : (await teamTab.text()).replaceAll("<!-- -->", "");
    expect(cardIds(teamPage)).toContain(linked);
    expect(cardIds(await text("/"))).toContain(linked);
  });
});

// ---- avatars ------------------------------------------------------------------------------------

function avatarPost(sessionCookie: string, fields: Record<string, string>, avatar?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (avatar) form.set("avatar", avatar);
  return exports.default.fetch(
    new Request(`${SITE}/user/profile/avatar`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: SITE, "user-agent": "Mozilla/5.0", cookie: sessionCookie },
    }),
  );
}

const avatarKeys = async () => (await env.FILES.list({ prefix: "avatars/" })).objects.map((o) => o.key).sort();

describe("avatars", () => {
  test("upload shows it instead of the initial; replace deletes the old objects; remove and account deletion delete them", async () => {
    const account = newAccount("avatar");
    await registered(account, "198.51.100.60");
    const session = await loggedIn(account.email, account.password, "198.51.100.61");
    const profile = async () => (await (await get("/user/profile", { cookie: session })).text()).replaceAll("<!-- -->", "");
    expect(await profile()).toContain('<div class="account-avatar" aria-hidden="true">F</div>');
    const start = await avatarKeys();

    // Refused: not an image by its bytes, nothing stored.
    const refused = await avatarPost(session, { intent: "upload" }, file("<svg/>", "me.png"));
    expect(refused.status).toBe(415);
    expect(await refused.text()).toContain("not a JPEG, PNG, WebP or GIF image");
    expect(await avatarKeys()).toEqual(start);

    const saved = await avatarPost(session, { intent: "upload" }, file(await png(300, 200, 50), "me.png"));
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/user/profile?avatar=saved");
    let page = await profile();
    const first = /<img class="account-avatar" src="(\/cricket-images\/avatars\/[0-9a-f-]{36})-192\.jpg" srcSet="([^"]+)"/.exec(page);
    expect(first, page.slice(0, 200)).not.toBeNull();
    expect(first![2]).toBe(`${first![1]}-96.jpg 96w, ${first![1]}-192.jpg 192w`);
    expect(page).not.toContain('<div class="account-avatar" aria-hidden="true">');
    const big = await get(`${first![1]}-192.jpg`);
    expect(jpegSize(new Uint8Array(await big.arrayBuffer()))).toEqual({ width: 192, height: 192 });
    const firstKeys = (await avatarKeys()).filter((k) => !start.includes(k));
    expect(firstKeys).toHaveLength(2);

    // Replacing stores the new one and deletes the old objects.
    expect((await avatarPost(session, { intent: "upload" }, file(await png(120, 160, 70), "new.png"))).status).toBe(303);
    page = await profile();
    const second = /<img class="account-avatar" src="(\/cricket-images\/avatars\/[0-9a-f-]{36})-(\d+)\.jpg"/.exec(page)!;
    expect(second[1]).not.toBe(first![1]);
    expect(second[2]).toBe("120"); // 120 wide: 96 and its own 120 (square), never enlarged to 192
    for (const key of firstKeys) expect(await env.FILES.head(key)).toBeNull();
    expect((await get(`${first![1]}-192.jpg`)).status).toBe(404);

    // Removing it brings the initial back and deletes the objects.
    expect((await avatarPost(session, { intent: "remove" })).status).toBe(303);
    expect(await profile()).toContain('<div class="account-avatar" aria-hidden="true">F</div>');
    expect(await avatarKeys()).toEqual(start);

    // Deleting the account deletes its avatar's objects too.
    expect((await avatarPost(session, { intent: "upload" }, file(await png(200, 200, 20), "again.png"))).status).toBe(303);
    expect((await avatarKeys()).length).toBe(start.length + 2);
    const deleted = await accountPost("/user/profile", { intent: "delete" }, { cookie: session, ip: "198.51.100.62" });
    expect(deleted.status).toBe(302);
    expect(await avatarKeys()).toEqual(start);
  });

  test("an account that has not accepted the policies (made by Google or Apple sign-in) is sent to accept them first", async () => {
    const account = newAccount("avatar-terms");
    await registered(account, "198.51.100.63");
    const session = await loggedIn(account.email, account.password, "198.51.100.64");
    await env.DB.prepare("UPDATE auth_user SET acceptedPolicyVersion = NULL, acceptedPolicyAt = NULL WHERE email = ?")
      .bind(account.email)
      .run();
    const start = await avatarKeys();
    const sent = await avatarPost(session, { intent: "upload" }, file(await png(100, 100, 3), "me.png"));
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/user/terms");
    expect(await avatarKeys()).toEqual(start);
  });

  test("another site's form or no session is refused", async () => {
    const anonymous = await avatarPost("", { intent: "upload" }, file(await png(100, 100, 1), "x.png"));
    expect(anonymous.status).toBe(401);
    const foreign = await exports.default.fetch(
      new Request(`${SITE}/user/profile/avatar`, { method: "POST", body: new FormData(), headers: { origin: "https://evil.example" } }),
    );
    expect([400, 403]).toContain(foreign.status);
  });
});
