import { describe, expect, test } from "vitest";
import { addMobileIdentifier, addMobileTarget } from "./mobile-otp.ts";

describe("the Add Now code's identifier", () => {
  test("names the account and the number, and gives the number back", () => {
    const id = addMobileIdentifier("u1AbC-_9", "+919876543210");
    expect(id).toBe("add-mobile:u1AbC-_9:+919876543210");
    expect(addMobileTarget(id)).toBe("+919876543210");
  });

  test("anything else is not one (a plain number, another country, a forged account part)", () => {
    for (const text of [
      "+919876543210",
      "add-mobile::+919876543210",
      "add-mobile:u1:+449876543210",
      "add-mobile:u 1:+919876543210",
      "add-mobile:u1:+916876543210",
    ])
      expect(addMobileTarget(text), text).toBeNull();
  });
});
