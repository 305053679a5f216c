import { expect, test } from "vitest";
import { checkUpload, keyOfFileUrl, MAX_UPLOAD_BYTES, sniffImage, type UploadError } from "./files.server.ts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const file = (bytes: Uint8Array | string, name: string, type = "") => new File([bytes as BlobPart], name, { type });

test("the type comes from the bytes", () => {
  expect(sniffImage(PNG)).toEqual({ mime: "image/png", ext: "png" });
  expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe("jpg");
  expect(sniffImage(new TextEncoder().encode("GIF89a...."))?.ext).toBe("gif");
  expect(sniffImage(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))?.ext).toBe("webp");
  expect(sniffImage(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
});

test("SVG (script), empty, oversized and mislabelled files are refused with a reason", async () => {
  const refusal = (f: File, kind: "ads" | "icons" = "ads") =>
    checkUpload(f, kind).then(
      () => null,
      (e: UploadError) => [e.status, e.message],
    );
  expect(await refusal(file("<svg onload='alert(1)'/>", "x.svg", "image/svg+xml"))).toEqual([
    415,
    expect.stringMatching(/PNG, JPEG, GIF or WebP/),
  ]);
  expect(await refusal(file(new Uint8Array(), "x.png"))).toEqual([400, "the file is empty"]);
  expect(await refusal(file(new Uint8Array(MAX_UPLOAD_BYTES + 1), "x.png"))).toEqual([413, expect.stringMatching(/at most 1024 KB/)]);
  expect(await refusal(file(new Uint8Array([0, 0, 1, 0, 1]), "x.ico"))).toEqual([415, "ICO files are for the favicon only"]);
  expect(await refusal(file(new Uint8Array([0, 0, 1, 0, 1]), "x.ico"), "icons")).toBeNull();
  expect(await refusal(file(PNG, "banner.jpg", "image/jpeg"))).toBeNull();
});

test("only this site's upload URLs map to R2 keys", () => {
  expect(keyOfFileUrl("/api/files/ads/0b5c7a0e-8d5e-4f3c-9d7a-1e2f3a4b5c6d.png")).toBe("ads/0b5c7a0e-8d5e-4f3c-9d7a-1e2f3a4b5c6d.png");
  expect(keyOfFileUrl("/ads/house-apps-808x99.svg")).toBeNull();
  expect(keyOfFileUrl("/api/files/../secret.png")).toBeNull();
});
