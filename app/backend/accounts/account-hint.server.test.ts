import { describe, expect, test } from "vitest";
import { hasAccountHint } from "./account-hint.ts";
import { withAccountHint } from "./account-hint.server.ts";
import { SESSION_COOKIE } from "./better-auth.server.ts";

describe("the account hint goes with the session cookie", () => {
  test("a session set at sign-in brings the hint, readable by scripts, with the session's lifetime", () => {
    const session = `${SESSION_COOKIE}=abc.def; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`;
    const lines = withAccountHint([session]);
    expect(lines).toEqual([session, "account_hint=1; Max-Age=2592000; Path=/; Secure; SameSite=Lax"]);
    // The hint holds nothing of the session and is not HttpOnly (the page's script reads it).
    expect(lines[1]).not.toMatch(/HttpOnly|abc/i);
  });

  test("a session cleared at sign-out clears the hint", () => {
    const cleared = `${SESSION_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax`;
    expect(withAccountHint([cleared])).toEqual([cleared, "account_hint=; Max-Age=0; Path=/; Secure; SameSite=Lax"]);
  });

  test("responses that do not touch the session leave the hint alone", () => {
    expect(withAccountHint([])).toEqual([]);
    expect(withAccountHint(["__Host-ce_oidc_state=x; Path=/; HttpOnly; Secure"])).toEqual([
      "__Host-ce_oidc_state=x; Path=/; HttpOnly; Secure",
    ]);
  });

  test("the page reads the hint only when it says signed in", () => {
    expect(hasAccountHint("a=1; account_hint=1")).toBe(true);
    expect(hasAccountHint("account_hint=")).toBe(false);
    expect(hasAccountHint("xaccount_hint=1")).toBe(false);
    expect(hasAccountHint("")).toBe(false);
  });
});
