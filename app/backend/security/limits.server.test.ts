import { describe, expect, test } from "vitest";
import {
  bodyLimitFor,
  drainUnreadBody,
  MAX_AVATAR_BODY_BYTES,
  MAX_DRAINED_BYTES,
  MAX_GALLERY_BODY_BYTES,
  MAX_JSON_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from "./limits.server.ts";

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

describe("drainUnreadBody", () => {
  /** A request whose body is `chunks` chunks of 1 MB, counting how many were pulled. */
  function streamed(chunks: number) {
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled++;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request("https://site.example/admin/home", { method: "POST", body, duplex: "half" } as RequestInit);
    return { request, pulled: () => pulled, cancelled: () => cancelled };
  }

  test("reads an unread body to its end before the answer goes", async () => {
    const { request, pulled, cancelled } = streamed(2);
    await drainUnreadBody(request);
    expect(pulled()).toBe(2);
    expect(request.bodyUsed).toBe(true);
    expect(cancelled()).toBe(false);
  });

  test("cancels a body larger than any path takes once that much is read", async () => {
    const { request, pulled, cancelled } = streamed(200);
    await drainUnreadBody(request);
    expect(cancelled()).toBe(true);
    expect(pulled()).toBeLessThan(200);
    expect(pulled() * 1024 * 1024).toBeGreaterThan(MAX_DRAINED_BYTES);
  });

  test("leaves a read body and a request without one alone", async () => {
    const read = new Request("https://site.example/api/x", { method: "PUT", body: "{}" });
    await read.text();
    await expect(drainUnreadBody(read)).resolves.toBeUndefined();
    await expect(drainUnreadBody(new Request("https://site.example/"))).resolves.toBeUndefined();
  });
});
