import { Hono } from "hono";
import { z } from "zod";
import { AD_SIZES, adsForSlot, adSizeSchema } from "../../app/backend/ads/ads.server.ts";
import { invalid } from "./respond.ts";

/** Ads for a slot (docs/product/site-and-accounts.md#ad-slots), and the uploaded images they show. */
export const adsApi = new Hono<{ Bindings: Env }>();

const slotQuery = z
  .object({
    path: z.string().trim().min(1, "is required").max(300).startsWith("/", "must start with /"),
    size: z.string().optional(),
    width: z.coerce.number().int().positive().optional(),
    height: z.coerce.number().int().positive().optional(),
  })
  .transform((q, ctx) => {
    const size = q.size ?? (q.width && q.height ? `${q.width}x${q.height}` : undefined);
    const parsed = adSizeSchema.safeParse(size);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", path: ["size"], message: `must be one of ${AD_SIZES.join(", ")} (size=WxH or width and height)` });
      return z.NEVER;
    }
    return { path: q.path, size: parsed.data };
  });

adsApi.get("/ads", async (c) => {
  const query = slotQuery.safeParse(c.req.query());
  if (!query.success) return invalid(c, query.error, "Invalid ad request");
  const data = await adsForSlot(c.env.DB, query.data.path, query.data.size);
  return c.json({ success: true, data }, 200, { "cache-control": "public, max-age=30" });
});

/** Uploaded images (R2). Keys are random and never reused: cached for a year. */
adsApi.get("/files/:kind/:name", async (c) => {
  const key = `${c.req.param("kind")}/${c.req.param("name")}`;
  if (!/^(ads|logos|icons|stories)\/[0-9a-f-]{36}\.(png|jpg|gif|webp|ico)$/.test(key)) {
    return c.json({ success: false, error: "No such file" }, 404);
  }
  const object = await c.env.FILES.get(key);
  if (!object) return c.json({ success: false, error: "No such file" }, 404);
  return new Response(object.body, {
    headers: {
      "content-type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
      etag: object.httpEtag,
    },
  });
});
