import { describe, expect, test } from "vitest";
import { adCreateSchema, adUpdateSchema, normalisePath, pageMatches } from "./ads.server.ts";

describe("which page an ad is for", () => {
  test("paths are compared without trailing slashes, queries or fragments", () => {
    expect(normalisePath("/cricket-match/")).toBe("/cricket-match");
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("/x?y=1#z")).toBe("/x");
  });

  test("an exact page matches its path only; a wildcard page matches its path and everything below", () => {
    const exact = { path: "/cricket-match", isWildcard: false };
    const wildcard = { path: "/cricket-match", isWildcard: true };
    expect(pageMatches(exact, "/cricket-match")).toBe(true);
    expect(pageMatches(exact, "/cricket-match/live-scores")).toBe(false);
    expect(pageMatches(wildcard, "/cricket-match/live-scores")).toBe(true);
    expect(pageMatches(wildcard, "/cricket-matchday")).toBe(false);
    expect(pageMatches({ path: "/", isWildcard: true }, "/anything/at/all")).toBe(true);
    expect(pageMatches({ path: "/", isWildcard: false }, "/anything")).toBe(false);
  });
});

const valid = {
  page: { path: "/cricket-match/*" },
  imageUrl: "/ads/house-apps-808x99.svg",
  linkUrl: "https://example.com/offer",
  size: { width: 808, height: 99 },
};

describe("ad validation", () => {
  test("a wildcard path becomes a wildcard page; defaults fill the rest", () => {
    expect(adCreateSchema.parse(valid)).toMatchObject({
      page: { path: "/cricket-match", isWildcard: true },
      isActive: true,
      startDate: null,
      endDate: null,
      position: 0,
    });
    expect(adCreateSchema.parse({ ...valid, page: { path: "/*" } }).page).toMatchObject({ path: "/", isWildcard: true });
  });

  test("only the spec's sizes, http(s) or site links, and an end after the start", () => {
    const issues = (input: unknown) =>
      adCreateSchema
        .safeParse(input)
        .error?.issues.map((i) => i.message)
        .join("; ") ?? "";
    expect(issues({ ...valid, size: { width: 300, height: 250 } })).toMatch(/size must be one of 303x600, 303x250, 808x99/);
    expect(issues({ ...valid, linkUrl: "javascript:alert(1)" })).toMatch(/http\(s\) URL or a path/);
    expect(issues({ ...valid, imageUrl: "//evil.example/x.png" })).toMatch(/path on this site/);
    expect(issues({ ...valid, startDate: "2026-12-01T00:00:00Z", endDate: "2026-11-01T00:00:00Z" })).toMatch(/after startDate/);
    expect(issues({ ...valid, page: { path: "no-slash" } })).toMatch(/start with \//);
    expect(issues({ ...valid, colour: "red" })).toMatch(/Unrecognized key/i);
    expect(adUpdateSchema.safeParse({ isActive: false }).success).toBe(true);
  });
});
