/**
 * Google and Apple sign-in are off unless configured (decision 027): this Worker has no
 * GOOGLE_* or APPLE_* settings, so the account pages show no button and every sign-in route
 * answers 404 (tests/worker-oidc/ has them configured against a real provider).
 */
import { expect, test } from "vitest";
import { page, post } from "./account-helpers.ts";

test("the log-in and sign-up pages show no provider button", async () => {
  for (const path of ["/user/login", "/user/sign-up"]) {
    const html = await (await page(path)).text();
    expect(html).toContain('id="account-title"');
    expect(html).not.toContain("Continue with");
    expect(html).not.toContain("/user/auth/");
  }
});

test("the sign-in routes answer 404, a provider's form post too", async () => {
  for (const path of ["/user/auth/google", "/user/auth/apple", "/user/auth/callback/google?code=a&state=b", "/user/auth/callback/apple"]) {
    expect((await page(path)).status, path).toBe(404);
  }
  const formPost = await post("/user/auth/callback/apple", { code: "a", state: "b" }, { origin: "https://appleid.apple.com" });
  expect(formPost.status).toBe(404);
});
