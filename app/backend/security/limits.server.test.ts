import { describe, expect, test } from "vitest";
import { MAX_AVATAR_BODY_BYTES, MAX_GALLERY_BODY_BYTES, MAX_JSON_BYTES, MAX_UPLOAD_BODY_BYTES, bodyLimitFor } from "./limits.server.ts";

describe("bodyLimitFor", () => {
  const multipart = "multipart/form-data; boundary=x";
  test("the galleries desk and the avatar take photos, posted plainly or by a hydrated page (.data)", () => {
    expect(bodyLimitFor("/admin/galleries", multipart)).toBe(MAX_GALLERY_BODY_BYTES);
    expect(bodyLimitFor("/admin/galleries.data", multipart)).toBe(MAX_GALLERY_BODY_BYTES);
    expect(bodyLimitFor("/user/profile/avatar", multipart)).toBe(MAX_AVATAR_BODY_BYTES);
    expect(MAX_GALLERY_BODY_BYTES).toBeGreaterThan(MAX_UPLOAD_BODY_BYTES);
  });
  test("other forms keep their limits; a gallery form that is not multipart is small", () => {
    expect(bodyLimitFor("/admin/galleries", "application/x-www-form-urlencoded")).toBe(MAX_JSON_BYTES);
    expect(bodyLimitFor("/admin/videos", multipart)).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("/user/profile", multipart)).toBe(MAX_JSON_BYTES);
  });
});
