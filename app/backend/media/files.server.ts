/**
 * Uploaded images (ad banners, logos, favicons) in R2 (the FILES bucket; local in development).
 * The type is decided from the bytes, not the name or the declared type, and must be one of a
 * few raster formats: an SVG could carry script, and it would run on this site's origin.
 */

export const MAX_UPLOAD_BYTES = 1024 * 1024;

/** What an upload is for: its folder in the bucket ("stories": a story's cover image). */
export const UPLOAD_KINDS = ["ads", "logos", "icons", "stories"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

interface ImageType {
  mime: string;
  ext: string;
}

/** The image type of these bytes, from their signature; null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: "image/png", ext: "png" };
  if (starts(0xff, 0xd8, 0xff)) return { mime: "image/jpeg", ext: "jpg" };
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { mime: "image/gif", ext: "gif" };
  }
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) {
    return { mime: "image/webp", ext: "webp" };
  }
  if (starts(0x00, 0x00, 0x01, 0x00)) return { mime: "image/x-icon", ext: "ico" };
  return null;
}

export class UploadError extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.name = "UploadError";
    this.status = status;
  }
}

/** Checks an uploaded file; returns its bytes and type or throws UploadError with a clear message. */
export async function checkUpload(file: File, kind: UploadKind): Promise<{ bytes: Uint8Array; type: ImageType }> {
  if (file.size === 0) throw new UploadError(400, "the file is empty");
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new UploadError(413, `the file is ${Math.ceil(file.size / 1024)} KB; at most ${MAX_UPLOAD_BYTES / 1024} KB`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw new UploadError(415, "the file must be a PNG, JPEG, GIF or WebP image (or an ICO favicon)");
  if (type.ext === "ico" && kind !== "icons") throw new UploadError(415, "ICO files are for the favicon only");
  return { bytes, type };
}

/** Stores the image and returns the site path it is served from (/api/files/<key>). */
export async function storeUpload(bucket: R2Bucket, file: File, kind: UploadKind): Promise<{ url: string; key: string }> {
  const { bytes, type } = await checkUpload(file, kind);
  const key = `${kind}/${crypto.randomUUID()}.${type.ext}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: type.mime, cacheControl: "public, max-age=31536000, immutable" } });
  return { url: `/api/files/${key}`, key };
}

/** The R2 key of a URL this site serves uploads from, or null. */
export function keyOfFileUrl(url: string): string | null {
  const match = /^\/api\/files\/((?:ads|logos|icons|stories)\/[0-9a-f-]{36}\.(?:png|jpg|gif|webp|ico))$/.exec(url);
  return match ? match[1]! : null;
}
