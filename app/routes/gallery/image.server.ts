import type { RouterContextProvider } from "react-router";
import { VARIANT_KEY } from "../../backend/media/images.server.ts";
import { workerContext } from "../../context.server.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

const text = (message: string, status: number) =>
  new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

/**
 * /cricket-images/{galleries|avatars}/{uuid}-{width}.jpg (decision 029): a resized variant from R2.
 * Its key is random and never reused (a replaced photo or avatar gets a new one), so the answer is
 * immutable; the type is the one stored with it (JPEG), and the browser may not sniff another.
 */
export async function serveImage(params: { folder?: string; file?: string }, context: Readonly<RouterContextProvider>): Promise<Response> {
  const key = `${params.folder ?? ""}/${params.file ?? ""}`;
  if (!VARIANT_KEY.test(key)) return text("Not found", 404);
  const { env } = context.get(workerContext);
  const object = await env.FILES.get(key);
  if (!object) return text("Not found", 404);
  return new Response(object.body, {
    headers: {
      "content-type": object.httpMetadata?.contentType ?? "image/jpeg",
      "content-length": String(object.size),
      "cache-control": IMMUTABLE,
      etag: object.httpEtag,
      "x-content-type-options": "nosniff",
    },
  });
}
