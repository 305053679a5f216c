import { describe, expect, test } from "vitest";
import { displayName, nameOf, playerRef, shortName } from "./names.ts";

describe("shortName", () => {
  test.each([
    ["KA Maharaj", "Maharaj"],
    ["Q de Kock", "de Kock"],
    ["H Klaasen", "Klaasen"],
    ["MS Dhoni", "Dhoni"],
    ["AB de Villiers", "de Villiers"],
    ["PHKD Mendis", "Mendis"],
    ["CBRLS Kumara", "Kumara"],
    ["Mustafizur Rahman", "Mustafizur Rahman"],
    ["Rashid Khan", "Rashid Khan"],
    ["Fazalhaq Farooqi", "Fazalhaq Farooqi"],
    ["Kuldeep Yadav", "Kuldeep Yadav"],
    ["Naveen-ul-Haq", "Naveen-ul-Haq"],
    // Only leading initials go.
    ["Karan KC", "Karan KC"],
    ["Arshad Khan (2)", "Arshad Khan"],
    // Never empty.
    ["AB", "AB"],
  ])("%s → %s", (name, short) => {
    expect(shortName(name)).toBe(short);
  });
});

describe("names by id", () => {
  const names = { ba607b88: "V Kohli", x1: "Arshad Khan (2)" };

  test("displayName drops Cricsheet's disambiguation suffix only", () => {
    expect(displayName("Arshad Khan (2)")).toBe("Arshad Khan");
    expect(displayName("V Kohli")).toBe("V Kohli");
  });

  test("unknown ids fall back to the id", () => {
    expect(nameOf(names, "ba607b88")).toBe("V Kohli");
    expect(nameOf(names, "unknown")).toBe("unknown");
  });

  test("playerRef carries id, name and short name", () => {
    expect(playerRef(names, "ba607b88")).toEqual({ id: "ba607b88", name: "V Kohli", shortName: "Kohli" });
    expect(playerRef(names, "x1")).toEqual({ id: "x1", name: "Arshad Khan", shortName: "Arshad Khan" });
  });
});
