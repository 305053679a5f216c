import { describe, expect, test } from "vitest";
import { displayName, matchShortName, nameOf, playerRef, shortName } from "./names.ts";

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

describe("matchShortName: two people of a match never share a name in text", () => {
  const names = { rohit: "RG Sharma", axar: "AR Sharma", mohit: "MM Sharma", kohli: "V Kohli", rashid: "Rashid Khan" };

  test("a short name shared by two people of the match becomes the whole name", () => {
    expect(matchShortName(names, "rohit")).toBe("RG Sharma");
    expect(matchShortName(names, "axar")).toBe("AR Sharma");
    expect(matchShortName(names, "mohit")).toBe("MM Sharma");
    expect(playerRef(names, "axar")).toEqual({ id: "axar", name: "AR Sharma", shortName: "AR Sharma" });
  });

  test("a short name only one person holds stays short", () => {
    expect(matchShortName(names, "kohli")).toBe("Kohli");
    expect(matchShortName(names, "rashid")).toBe("Rashid Khan");
    expect(matchShortName({ rohit: "RG Sharma", kohli: "V Kohli" }, "rohit")).toBe("Sharma");
  });

  test("a name without initials that another's surname equals is told apart too", () => {
    const shared = { a: "Sharma", b: "RG Sharma" };
    expect([matchShortName(shared, "a"), matchShortName(shared, "b")]).toEqual(["Sharma", "RG Sharma"]);
  });

  test("the same person under one name is not a clash with himself", () => {
    expect(matchShortName({ a: "RG Sharma", unknown: "unknown" }, "a")).toBe("Sharma");
  });

  test("a names object that grows is looked at again", () => {
    const growing: Record<string, string> = { rohit: "RG Sharma" };
    expect(matchShortName(growing, "rohit")).toBe("Sharma");
    growing.axar = "AR Sharma";
    expect(matchShortName(growing, "rohit")).toBe("RG Sharma");
  });
});
