/**
 * Request body limits, checked before a body is parsed (docs/security.md): JSON writes and form
 * posts are small; an image upload may be up to MAX_UPLOAD_BYTES plus its multipart framing. A
 * larger body is answered 413 with the limit in the message.
 */
import { MAX_UPLOAD_BYTES } from "../media/files.server.ts";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_BODY_BYTES } from "../media/galleries.server.ts";

export const MAX_JSON_BYTES = 256 * 1024;
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** The galleries desk's uploads (several photos) and an avatar (one photo), with their framing (decision 029). */
export const MAX_GALLERY_BODY_BYTES = MAX_PHOTOS_BODY_BYTES + 64 * 1024;
export const MAX_AVATAR_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

/** The limit for a request path: uploads (admin forms, the feedback screenshot) may carry an image, everything else is JSON or a small form. */
export function bodyLimitFor(pathname: string, contentType: string | null): number {
  const multipart = /multipart\/form-data/i.test(contentType ?? "");
  // A hydrated page's form posts to the route's `.data` address (React Router's single fetch).
  const route = pathname.replace(/\.data$/, "");
  if (multipart && route === "/admin/galleries") return MAX_GALLERY_BODY_BYTES;
  if (multipart && route === "/user/profile/avatar") return MAX_AVATAR_BODY_BYTES;
  const upload =
    /^\/api\/admin\/files\/?$/.test(pathname) || ((pathname.startsWith("/admin") || pathname === "/info/contact") && multipart);
  return upload ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BYTES;
}

export function tooLargeMessage(limit: number): string {
  return `The request body is larger than ${Math.round(limit / 1024)} KB, the most this accepts`;
}

export class BodyTooLarge extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(tooLargeMessage(limit));
    this.name = "BodyTooLarge";
    this.limit = limit;
  }
}

/**
 * The request with its body read up to `limit` bytes (Content-Length is checked first, then the
 * stream is counted, so a lying or missing length cannot get more through); throws BodyTooLarge.
 */
export async function limitedBody(request: Request, limit: number): Promise<Request> {
  if (!request.body) return request;
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge(limit);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request, { body });
}

/** The most an early answer reads of a body it did not need: more than any path accepts; beyond it the body is cancelled. */
export const MAX_DRAINED_BYTES = Math.max(MAX_GALLERY_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, MAX_AVATAR_BODY_BYTES) + 1024 * 1024;

/**
 * Reads and drops what is left of a request body nobody read: an answer given before the body
 * (refused, rate limited, too large, redirected to sign in) otherwise leaves it on the connection,
 * and the local runtime then answers 500 "Network connection lost" instead (issue 32). A body
 * larger than MAX_DRAINED_BYTES is cancelled once that much is read.
 */
export async function drainUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  try {
    for (let read = 0; read <= MAX_DRAINED_BYTES; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away mid-body: there is nothing left to settle.
  }
}
