import { describe, expect, test } from "vitest";
import { UploadError } from "./files.server.ts";
import { checkPhoto, headerSize, MAX_PIXELS } from "./images.server.ts";

const pngHeader = (w: number, h: number) => {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, w);
  new DataView(b.buffer).setUint32(20, h);
  return b;
};
const gifHeader = (w: number, h: number) =>
  new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, w & 0xff, w >> 8, h & 0xff, h >> 8, 0, 0, 0]);
/** SOI, an APP0 segment of 16 bytes, then SOF0 with height and width. */
const jpegHeader = (w: number, h: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    16,
    ...new Array(14).fill(0),
    0xff,
    0xc0,
    0,
    17,
    8,
    h >> 8,
    h & 0xff,
    w >> 8,
    w & 0xff,
    3,
    0,
    0,
    0,
  ]);
const webpVp8x = (w: number, h: number) => {
  const b = new Uint8Array(30);
  b.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x58]);
  b.set([(w - 1) & 0xff, ((w - 1) >> 8) & 0xff, ((w - 1) >> 16) & 0xff], 24);
  b.set([(h - 1) & 0xff, ((h - 1) >> 8) & 0xff, ((h - 1) >> 16) & 0xff], 27);
  return b;
};

describe("headerSize", () => {
  test("reads each format's declared size", () => {
    expect(headerSize(pngHeader(1600, 900), "image/png")).toEqual({ width: 1600, height: 900 });
    expect(headerSize(gifHeader(300, 200), "image/gif")).toEqual({ width: 300, height: 200 });
    expect(headerSize(jpegHeader(4000, 3000), "image/jpeg")).toEqual({ width: 4000, height: 3000 });
    expect(headerSize(webpVp8x(5000, 2500), "image/webp")).toEqual({ width: 5000, height: 2500 });
    expect(headerSize(new Uint8Array([0xff, 0xd8, 0x00, 0x01, 2, 3, 4, 5, 6, 7, 8, 9]), "image/jpeg")).toBeNull();
  });
});

describe("checkPhoto", () => {
  const refused = (bytes: Uint8Array, max = 1024 * 1024) => {
    try {
      checkPhoto(bytes, "x", max);
    } catch (error) {
      return error instanceof UploadError ? error.status : 0;
    }
    return null;
  };
  test("by bytes, size and pixels", () => {
    expect(checkPhoto(pngHeader(10, 10), "a.png", 1024)).toEqual({ mime: "image/png", width: 10, height: 10 });
    expect(refused(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBe(415);
    expect(refused(new Uint8Array([0, 0, 1, 0, 1, 2, 3, 4]))).toBe(415); // an ICO is not a photo
    expect(refused(pngHeader(10, 10), 10)).toBe(413);
    expect(refused(pngHeader(MAX_PIXELS, 2))).toBe(413);
    expect(refused(new Uint8Array())).toBe(400);
  });
});
