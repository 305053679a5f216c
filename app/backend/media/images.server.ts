import { sniffImage, UploadError } from "./files.server.ts";

/**
 * Photos resized in the Worker (docs/decisions/029-editors-galleries.md): each upload is decoded
 * and written again at a few widths (never wider than it was) as JPEG, by Photon (Rust's `image`
 * crate compiled to WebAssembly, `@cf-wasm/photon`, whose workerd build the Cloudflare Vite plugin
 * gives the Worker compiled). The library is imported on first use, so pages never pay its start.
 * The type is decided from the bytes (`sniffImage`) and the size is read from the header before a
 * pixel is decoded, so a small file that claims to be huge cannot take the Worker's memory.
 */

/** What a gallery photo may be: the raster formats browsers show (never SVG, which can carry script). */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** The most pixels one photo may have when decoded (4 bytes each: 48 MB). */
export const MAX_PIXELS = 12_000_000;

/** A stored variant: its R2 key and size. */
export interface Variant {
  key: string;
  width: number;
  height: number;
  type: "image/jpeg";
}

export interface Encoded {
  width: number;
  height: number;
  bytes: Uint8Array;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;

/** The width and height an image's header declares; null when the header cannot be read. */
export function headerSize(bytes: Uint8Array, mime: string): { width: number; height: number } | null {
  if (mime === "image/png" && bytes.length >= 24) return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  if (mime === "image/gif" && bytes.length >= 10) return { width: u16le(bytes, 6), height: u16le(bytes, 8) };
  if (mime === "image/webp" && bytes.length >= 30) {
    const chunk = String.fromCharCode(...bytes.slice(12, 16));
    if (chunk === "VP8X") return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
    if (chunk === "VP8L") {
      const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8 ") return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
    return null;
  }
  if (mime === "image/jpeg") {
    // Walk the segments to the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC).
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1]!;
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: u16be(bytes, i + 7), height: u16be(bytes, i + 5) };
      }
      i += 2 + u16be(bytes, i + 2);
    }
  }
  return null;
}

/**
 * Checks a photo's bytes: a JPEG, PNG, WebP or GIF by its signature (else 415), at most `maxBytes`
 * (else 413), a readable header within MAX_PIXELS (else 415/413). `name` says which file in the message.
 */
export function checkPhoto(bytes: Uint8Array, name: string, maxBytes: number): { mime: string; width: number; height: number } {
  const label = name ? `"${name.slice(0, 80)}"` : "the photo";
  if (bytes.byteLength === 0) throw new UploadError(400, `${label} is empty`);
  if (bytes.byteLength > maxBytes) {
    throw new UploadError(413, `${label} is ${Math.ceil(bytes.byteLength / 1024)} KB; a photo may be at most ${maxBytes / 1024} KB`);
  }
  const type = sniffImage(bytes);
  if (!type || !(PHOTO_TYPES as readonly string[]).includes(type.mime)) {
    throw new UploadError(415, `${label} is not a JPEG, PNG, WebP or GIF image (the type is read from the file's contents)`);
  }
  const size = headerSize(bytes, type.mime);
  if (!size || size.width < 1 || size.height < 1) throw new UploadError(415, `${label} is damaged: its size cannot be read`);
  if (size.width * size.height > MAX_PIXELS) {
    throw new UploadError(413, `${label} is ${size.width}×${size.height} pixels; at most ${MAX_PIXELS / 1_000_000} megapixels`);
  }
  return { mime: type.mime, ...size };
}

type Photon = typeof import("@cf-wasm/photon");
let photon: Promise<Photon> | null = null;
const loadPhoton = () => {
  photon ??= import("@cf-wasm/photon");
  return photon;
};

/**
 * The photo decoded and written as JPEG at each of `widths` not wider than it is (and at its own
 * width when that is narrower than the widest), narrowest first; the height keeps its
 * proportion. `square` crops the middle square first (avatars). Throws UploadError 415 for bytes
 * that do not decode.
 */
export async function resizeToWidths(bytes: Uint8Array, widths: readonly number[], name: string, square = false): Promise<Encoded[]> {
  const { PhotonImage, resize, crop, SamplingFilter } = await loadPhoton();
  let image: InstanceType<Photon["PhotonImage"]>;
  try {
    image = PhotonImage.new_from_byteslice(bytes);
  } catch {
    throw new UploadError(415, `"${name.slice(0, 80)}" could not be decoded as an image`);
  }
  try {
    if (square) {
      const side = Math.min(image.get_width(), image.get_height());
      const x = Math.floor((image.get_width() - side) / 2);
      const y = Math.floor((image.get_height() - side) / 2);
      const cropped = crop(image, x, y, x + side, y + side);
      image.free();
      image = cropped;
    }
    const width = image.get_width();
    const height = image.get_height();
    // The widths it covers, and its own when it is narrower than the widest (so nothing is lost, nothing enlarged).
    const targets = [...new Set(widths)].filter((w) => w <= width).sort((a, b) => a - b);
    if (width < Math.max(...widths) && !targets.includes(width)) targets.push(width);
    // Widest first, each narrower one from the one before it: the costly step (from the full
    // photo) happens once; the result is listed narrowest first.
    const out: Encoded[] = [];
    const made: InstanceType<Photon["PhotonImage"]>[] = [];
    let from = image;
    try {
      for (const target of [...targets].reverse()) {
        const targetHeight = Math.max(1, Math.round((height * target) / width));
        if (target !== from.get_width()) {
          from = resize(from, target, targetHeight, SamplingFilter.Lanczos3);
          made.push(from);
        }
        out.unshift({ width: target, height: from.get_height(), bytes: from.get_bytes_jpeg(82) });
      }
    } finally {
      for (const m of made) m.free();
    }
    return out;
  } finally {
    image.free();
  }
}

/** Where variants are served from: /cricket-images/{key} (app/routes/gallery/image.ts). */
export const imagePath = (key: string) => `/cricket-images/${key}`;

/** The R2 key of a variant the image route serves: galleries' photos and avatars, a random id and a width. */
export const VARIANT_KEY = /^(galleries|avatars)\/[0-9a-f-]{36}-(\d{2,4})\.jpg$/;

/** Puts the encoded variants in R2 under `{folder}/{uuid}-{width}.jpg`; on any failure removes what it put. */
export async function putVariants(bucket: R2Bucket, folder: "galleries" | "avatars", encoded: Encoded[]): Promise<Variant[]> {
  const id = crypto.randomUUID();
  const variants: Variant[] = encoded.map((e) => ({
    key: `${folder}/${id}-${e.width}.jpg`,
    width: e.width,
    height: e.height,
    type: "image/jpeg",
  }));
  try {
    await Promise.all(
      variants.map((v, i) =>
        bucket.put(v.key, encoded[i]!.bytes, {
          httpMetadata: { contentType: v.type, cacheControl: "public, max-age=31536000, immutable" },
        }),
      ),
    );
  } catch (error) {
    await bucket.delete(variants.map((v) => v.key)).catch(() => {});
    throw error;
  }
  return variants;
}
