import { Hono } from "hono";
import { z } from "zod";
import { adCreateSchema, adUpdateSchema, createAd, deleteAd, getAd, listAds, updateAd } from "../../app/backend/ads/ads.server.ts";
import {
  contentInputSchema,
  deleteContent,
  deleteStory,
  listContent,
  saveContent,
  saveStory,
  storyInputSchema,
} from "../../app/backend/site/content.server.ts";
import { storeUpload, UPLOAD_KINDS, UploadError, type UploadKind } from "../../app/backend/media/files.server.ts";
import { rebuildSearchIndex } from "../../app/backend/news/search.server.ts";
import { readSettings, settingsUpdateSchema, updateSettings } from "../../app/backend/site/settings.server.ts";
import { requireRole, type Admin } from "./auth.ts";
import { invalid, jsonBody } from "./respond.ts";

/**
 * The admin API (the bearer token, or an account with a role; app/backend/admin/admin-access.server.ts and
 * docs/decisions/026-roles.md): site settings, ads with image upload, CMS content
 * (Featured Videos, Specials, Quick Access), editors' stories, search index.
 */
export const adminApi = new Hono<{ Bindings: Env; Variables: { admin: Admin } }>();

// The path decides what is needed: the desk's (stories, content) for editors, the rest for admins.
adminApi.use("/admin/*", requireRole());

adminApi.get("/admin/site-settings", async (c) => c.json({ success: true, data: await readSettings(c.env.DB) }));

adminApi.put("/admin/site-settings", async (c) => {
  const body = await jsonBody(c);
  if (body === null) return c.json({ success: false, error: "Send the settings as a JSON object" }, 400);
  const update = settingsUpdateSchema.safeParse(body);
  if (!update.success) return invalid(c, update.error, "Invalid settings");
  return c.json({ success: true, data: await updateSettings(c.env.DB, update.data) });
});

const idParam = z.coerce.number().int().positive();

adminApi.get("/admin/ads", async (c) => c.json({ success: true, data: await listAds(c.env.DB) }));

adminApi.post("/admin/ads", async (c) => {
  const body = await jsonBody(c);
  if (body === null) return c.json({ success: false, error: "Send the ad as a JSON object" }, 400);
  const input = adCreateSchema.safeParse(body);
  if (!input.success) return invalid(c, input.error, "Invalid ad");
  return c.json({ success: true, data: await createAd(c.env.DB, input.data) }, 201);
});

adminApi.get("/admin/ads/:id", async (c) => {
  const id = idParam.safeParse(c.req.param("id"));
  if (!id.success) return invalid(c, id.error, "Invalid ad id");
  const ad = await getAd(c.env.DB, id.data);
  if (!ad) return c.json({ success: false, error: `No ad ${id.data}` }, 404);
  const { imageKey: _key, ...data } = ad;
  return c.json({ success: true, data });
});

adminApi.put("/admin/ads/:id", async (c) => {
  const id = idParam.safeParse(c.req.param("id"));
  if (!id.success) return invalid(c, id.error, "Invalid ad id");
  const body = await jsonBody(c);
  if (body === null) return c.json({ success: false, error: "Send the changes as a JSON object" }, 400);
  const update = adUpdateSchema.safeParse(body);
  if (!update.success) return invalid(c, update.error, "Invalid ad");
  try {
    const result = await updateAd(c.env.DB, id.data, update.data);
    if (!result) return c.json({ success: false, error: `No ad ${id.data}` }, 404);
    if (result.replacedKey) c.executionCtx.waitUntil(c.env.FILES.delete(result.replacedKey));
    return c.json({ success: true, data: result.ad });
  } catch (error) {
    if (error instanceof z.ZodError) return invalid(c, error, "Invalid ad");
    throw error;
  }
});

adminApi.delete("/admin/ads/:id", async (c) => {
  const id = idParam.safeParse(c.req.param("id"));
  if (!id.success) return invalid(c, id.error, "Invalid ad id");
  const deleted = await deleteAd(c.env.DB, id.data);
  if (!deleted) return c.json({ success: false, error: `No ad ${id.data}` }, 404);
  if (deleted.imageKey) c.executionCtx.waitUntil(c.env.FILES.delete(deleted.imageKey));
  return c.json({ success: true, data: { id: id.data } });
});

/** multipart/form-data: `file` (PNG, JPEG, GIF, WebP; ICO for icons; at most 1 MB), `kind` ads|logos|icons. */
adminApi.post("/admin/files", async (c) => {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return c.json({ success: false, error: "Send the image as multipart/form-data with a `file` field" }, 400);
  }
  const file = form.get("file");
  const kind = (form.get("kind") ?? "ads") as string;
  if (!(file instanceof File)) return c.json({ success: false, error: "The `file` field must be a file" }, 400);
  if (!UPLOAD_KINDS.includes(kind as UploadKind)) {
    return c.json({ success: false, error: `kind must be one of ${UPLOAD_KINDS.join(", ")}` }, 400);
  }
  try {
    const stored = await storeUpload(c.env.FILES, file, kind as UploadKind);
    return c.json({ success: true, data: stored }, 201);
  } catch (error) {
    if (error instanceof UploadError) return c.json({ success: false, error: `Upload refused: ${error.message}` }, error.status);
    throw error;
  }
});

adminApi.post("/admin/search/rebuild", async (c) => c.json({ success: true, data: await rebuildSearchIndex(c.env.DB) }));

// CMS: home page blocks and editors' stories. PUT replaces the whole entry.
adminApi.get("/admin/content", async (c) => c.json({ success: true, data: await listContent(c.env.DB) }));

for (const [path, schema, save, remove] of [
  ["content", contentInputSchema, saveContent, deleteContent],
  ["stories", storyInputSchema, saveStory, deleteStory],
] as const) {
  adminApi.post(`/admin/${path}`, async (c) => {
    const input = (schema as z.ZodType).safeParse(await jsonBody(c));
    if (!input.success) return invalid(c, input.error, "Invalid entry");
    return c.json({ success: true, data: await (save as (db: D1Database, v: unknown) => Promise<unknown>)(c.env.DB, input.data) }, 201);
  });
  adminApi.put(`/admin/${path}/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) return invalid(c, id.error, "Invalid id");
    const input = (schema as z.ZodType).safeParse(await jsonBody(c));
    if (!input.success) return invalid(c, input.error, "Invalid entry");
    const saved = await (save as (db: D1Database, v: unknown, id: number) => Promise<unknown>)(c.env.DB, input.data, id.data);
    return saved ? c.json({ success: true, data: saved }) : c.json({ success: false, error: `No entry ${id.data}` }, 404);
  });
  adminApi.delete(`/admin/${path}/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) return invalid(c, id.error, "Invalid id");
    return (await remove(c.env.DB, id.data))
      ? c.json({ success: true, data: { id: id.data } })
      : c.json({ success: false, error: `No entry ${id.data}` }, 404);
  });
}
