/**
 * The galleries desk in Chromium (issue 14, decision 029): an account made editor by an admin
 * uploads two photos at once with a caption each, publishes the gallery, and the public page shows
 * both photos with their captions, every srcset candidate loading as an image, each photo's box
 * shaped before the photo arrives (no layout shift) and a narrow photo never enlarged.
 */
import { deflateSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { signedUp } from "./account-helpers.ts";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";
import { axeViolations, describeViolations } from "./shell-helpers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real RGB PNG: a gradient with a tint, and with `noise` pixel noise that does not compress (a large file). */
function png(width: number, height: number, tint: number, noise = 0): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  const jitter = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return noise ? (seed >>> 16) % noise : 0;
  };
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = Math.floor((x * 255) / width) ^ jitter();
      raw[row + 2 + x * 3] = Math.floor((y * 255) / height) ^ jitter();
      raw[row + 3 + x * 3] = tint ^ jitter();
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("an editor uploads two photos with captions, publishes, and the public gallery shows both at every size", {
  timeout: 120_000,
}, async () => {
  const stamp = Date.now().toString().slice(-8);
  const email = `gallery-editor-${stamp}@example.com`;
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signedUp(editor, { email, name: "Gallery Editor", mobile: `+91 97${stamp}`, password: "square-cut-77" });

  // An admin (the dev token's session) makes the account an editor.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`${BASE_URL}/admin`, { waitUntil: "networkidle" });
  await admin.locator("input[name=token]").fill(process.env.ADMIN_TOKEN || "dev-admin-token");
  await admin.locator("button[value=login]").click();
  await admin.waitForSelector("text=Site administration");
  await admin.goto(`${BASE_URL}/admin/users?q=${encodeURIComponent(email)}`, { waitUntil: "networkidle" });
  const row = admin.locator("tr", { hasText: email });
  await row.locator("select[name=role]").selectOption("editor");
  await row.locator("button[value=role]").click();
  await expect.poll(() => admin.locator(".admin__notice").innerText()).toContain("Role set to editor");
  await adminContext.close();

  // The editor's desk: Galleries is in the navigation; two photos chosen at once, a caption each.
  await editor.goto(`${BASE_URL}/admin/galleries`, { waitUntil: "networkidle" });
  await expect.poll(() => editor.locator('.admin__desk-nav a[href="/admin/galleries"]').count()).toBe(1);
  const headline = `Nets before the final ${stamp}`;
  await editor.fill("#field-headline", headline);
  await editor.fill("#field-tags", "India, Nets");
  // The first is over 1 MB: the desk's form (hydrated, posting to the route's .data address) takes it.
  const nets = png(1400, 800, 30, 256);
  expect(nets.length).toBeGreaterThan(2 * 1024 * 1024);
  await editor.locator("#field-photos").setInputFiles([
    { name: "nets.png", mimeType: "image/png", buffer: nets },
    { name: "pads.png", mimeType: "image/png", buffer: png(480, 640, 220) },
  ]);
  await editor.waitForSelector("#caption-1");
  await editor.fill("#caption-0", "Throwdowns in the nets");
  await editor.fill("#caption-1", "Pads <b>on</b>, waiting");
  await editor.click('button[value="create"]');
  await expect.poll(() => new URL(editor.url()).searchParams.get("edit")).toMatch(/^9\d{8}$/);
  await expect.poll(() => editor.locator(".admin__photos li").count()).toBe(2);
  await editor.click('button[value="publish"]');
  await expect.poll(() => editor.locator("text=view the public page").count()).toBe(1);
  const publicPath = await editor.locator("text=view the public page").getAttribute("href");
  await editorContext.close();

  // The public page, as any reader sees it.
  const reader = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const response = await reader.goto(`${BASE_URL}${publicPath}`);
  expect(response?.status()).toBe(200);
  expect(await reader.locator("h1").innerText()).toBe(headline);
  expect(await reader.locator(".gallery-photo figcaption").allInnerTexts()).toEqual(["Throwdowns in the nets", "Pads <b>on</b>, waiting"]);
  expect(await reader.locator(".gallery-tags a").allInnerTexts()).toEqual(["India", "Nets"]);
  const photos = reader.locator(".gallery-photo img");
  expect(await photos.count()).toBe(2);
  expect(await photos.nth(0).getAttribute("alt")).toBe("Throwdowns in the nets");
  // Every srcset candidate of each photo loads as an image of the width it states.
  const loaded = await reader.evaluate(async () =>
    Promise.all(
      [...document.querySelectorAll<HTMLImageElement>(".gallery-photo img")].map((img) =>
        Promise.all(
          img.srcset.split(",").map(async (candidate) => {
            const [url, descriptor] = candidate.trim().split(/\s+/);
            const probe = new Image();
            probe.src = url!;
            await probe.decode();
            return { stated: Number(descriptor!.replace("w", "")), natural: probe.naturalWidth };
          }),
        ),
      ),
    ),
  );
  expect(loaded.map((sizes) => sizes.map((s) => s.stated))).toEqual([
    [320, 640, 960, 1280],
    [320, 480],
  ]);
  for (const sizes of loaded) for (const size of sizes) expect(size.natural).toBe(size.stated);
  await expect.poll(() => photos.nth(0).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await axeViolations(reader).then(describeViolations)).toBe("");
  await screenshot(reader, "editor-gallery-1280");
  // A photo narrower than the column is shown at its own width, not enlarged.
  expect(await photos.nth(1).evaluate((img) => img.getBoundingClientRect().width)).toBeLessThanOrEqual(480 + 2);

  // Before a photo arrives its box already has the photo's shape, so nothing moves when it does.
  const phone = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await phone.route("**/cricket-images/**", () => {}); // never answered: no photo arrives
  await phone.goto(`${BASE_URL}${publicPath}`, { waitUntil: "domcontentloaded" });
  const boxes = await phone.locator(".gallery-photo img").evaluateAll((images) =>
    images.map((img) => {
      const box = img.getBoundingClientRect();
      // the box includes a 1 px border on each side
      return {
        width: box.width - 2,
        height: box.height - 2,
        shape: Number(img.getAttribute("height")) / Number(img.getAttribute("width")),
      };
    }),
  );
  expect(boxes).toHaveLength(2);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThan(300);
    expect(Math.abs(box.height - box.width * box.shape)).toBeLessThan(2);
  }
  await phone.close();

  // It is listed with the generated galleries.
  await reader.goto(`${BASE_URL}/cricket-photo-gallery`);
  expect(await reader.locator(".gallery-card__headline", { hasText: headline }).count()).toBe(1);
  await reader.close();
});
