import { expect, test } from "vitest";
import { settle, valueOrPromise, within } from "./defer.ts";

test("data in time is the value; late data stays a promise to stream", async () => {
  expect(await within(Promise.resolve(1), 50)).toEqual({ now: 1 });
  const late = new Promise((resolve) => setTimeout(() => resolve(2), 60));
  const result = await within(late, 10);
  expect(result).toEqual({ later: late });
  expect(valueOrPromise(result)).toBe(late);
  expect(await valueOrPromise(result)).toBe(2);
});

test("a failure becomes a value the page can show", async () => {
  // The cause is logged; the reader reads a neutral message, never the provider's (issue 32).
  expect(await settle(Promise.reject(new Error("GET /news/v1/index: HTTP 503")))).toEqual({
    ok: false,
    message: "Not available right now",
  });
  expect(await settle(Promise.resolve("x"))).toEqual({ ok: true, value: "x" });
});
