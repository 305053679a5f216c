import { expect, test } from "vitest";
import { currentLinkProps, isCurrent } from "./current-link.ts";

test("a link is current on its own page and, unless `end`, on the pages below it (as React Router's NavLink)", () => {
  expect(isCurrent("/cricket-team", "/cricket-team")).toBe(true);
  expect(isCurrent("/cricket-team/women", "/cricket-team")).toBe(true);
  expect(isCurrent("/cricket-team/women", "/cricket-team", true)).toBe(false);
  expect(isCurrent("/cricket-teams", "/cricket-team")).toBe(false);
  expect(isCurrent("/anything", "/")).toBe(false);
  expect(isCurrent("/", "/")).toBe(true);
});

test("the current link gets class active and aria-current=page beside its own class", () => {
  expect(currentLinkProps("/a/b", "/a", { className: "main-nav__link" })).toEqual({
    href: "/a",
    className: "main-nav__link active",
    "aria-current": "page",
  });
  expect(currentLinkProps("/c", "/a", { className: "main-nav__link" })).toEqual({ href: "/a", className: "main-nav__link" });
  expect(currentLinkProps("/c", "/a")).toEqual({ href: "/a", className: undefined });
});
