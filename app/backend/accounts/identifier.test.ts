import { describe, expect, test } from "vitest";
import { classify, MESSAGES, signUpProblem } from "./identifier.ts";

describe("login identifier (docs/product/site-and-accounts.md#rules-of-the-account-forms)", () => {
  test.each([
    ["9876543210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["+91 9876543210", "+919876543210"],
    ["+91-7876543210", "+917876543210"],
    ["09876543210", "+919876543210"],
    ["919876543210", "+919876543210"],
  ])("%s is an Indian mobile, stored as %s", (raw, stored) => {
    expect(classify(raw)).toEqual({ kind: "mobile", value: stored });
  });

  test.each(["6876543210", "987654321", "98765432100", "+1 9876543210", "+91_9876543210", "abc"])("%s is neither", (raw) => {
    expect(classify(raw).kind).toBe("neither");
  });

  test("an email is lower-cased and trimmed", () => {
    expect(classify("  Fan@Example.COM ")).toEqual({ kind: "email", value: "fan@example.com" });
    expect(classify("fan@example").kind).toBe("neither");
  });
});

describe("sign-up checks, in the spec's order", () => {
  const good = { name: "Asha", email: "asha@example.com", mobile: "9876543210", password: "secret1" };
  test("a good form passes", () => expect(signUpProblem(good)).toBeNull());
  test("each rule's message, the first broken one winning", () => {
    expect(signUpProblem({ name: "  ", email: "x", mobile: "1", password: "" })).toBe(MESSAGES.name);
    expect(signUpProblem({ ...good, email: "x", mobile: "1", password: "" })).toBe(MESSAGES.email);
    expect(signUpProblem({ ...good, mobile: "1234567890", password: "" })).toBe(MESSAGES.mobile);
    expect(signUpProblem({ ...good, password: "12345" })).toBe("Password must be at least 6 characters");
  });
});
