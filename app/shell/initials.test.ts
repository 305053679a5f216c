import { expect, test } from "vitest";
import { initials } from "./initials.ts";

test("a name's first two words give its initials, upper-cased; extra spaces count for nothing", () => {
  expect(initials("JJ Bumrah")).toBe("JB");
  expect(initials("  virat   kohli ")).toBe("VK");
  expect(initials("Mohammed Shami Ahmed")).toBe("MS");
  expect(initials("Sachin")).toBe("S");
  expect(initials("")).toBe("");
});
