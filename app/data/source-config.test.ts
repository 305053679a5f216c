import { expect, test } from "vitest";
import { demoClockFor, sourceConfigProblem, sourceNamespace } from "./index.server.ts";

const env = (vars: Record<string, string>) => vars as unknown as Env;

test("the embedded source needs nothing more; unset means embedded", () => {
  expect(sourceConfigProblem(env({ CRICKET_SOURCE: "embedded" }))).toBeNull();
  expect(sourceConfigProblem(env({}))).toBeNull();
});

test("the upstream source without its provider settings or secrets is refused, naming what is missing", () => {
  expect(sourceConfigProblem(env({ CRICKET_SOURCE: "upstream", CRICKET_API_BASE: "https://api.example/x", CRICKET_API_USER: "u" }))).toBe(
    "Bad data source configuration: CRICKET_API_SECRET: Invalid input: expected string, received undefined",
  );
  expect(
    sourceConfigProblem(env({ CRICKET_SOURCE: "upstream", CRICKET_API_BASE: "ftp://x", CRICKET_API_USER: "u", CRICKET_API_SECRET: "s" })),
  ).toMatch(/^Bad data source configuration: CRICKET_API_BASE: /);
  expect(sourceConfigProblem(env({ CRICKET_SOURCE: "elsewhere" }))).toMatch(/^Bad data source configuration: CRICKET_SOURCE: /);
  expect(
    sourceConfigProblem(
      env({ CRICKET_SOURCE: "upstream", CRICKET_API_BASE: "https://api.example/x", CRICKET_API_USER: "u", CRICKET_API_SECRET: "s" }),
    ),
  ).toBeNull();
});

test("the hybrid source needs the provider's settings as the upstream one does, and turns the demo clock off", () => {
  expect(sourceConfigProblem(env({ CRICKET_SOURCE: "hybrid", CRICKET_API_BASE: "https://api.example/x", CRICKET_API_USER: "u" }))).toBe(
    "Bad data source configuration: CRICKET_API_SECRET: Invalid input: expected string, received undefined",
  );
  const hybrid = env({
    CRICKET_SOURCE: "hybrid",
    CRICKET_API_BASE: "https://api.example/x",
    CRICKET_API_USER: "u",
    CRICKET_API_SECRET: "s",
  });
  expect(sourceConfigProblem(hybrid)).toBeNull();
  expect(sourceNamespace(hybrid)).toBe("hybrid:https://api.example/x");
  // The provider is the present: D1's matches are shown on their true dates, whatever DEMO_CLOCK says.
  expect(demoClockFor(hybrid).enabled).toBe(false);
  expect(demoClockFor(env({ CRICKET_SOURCE: "embedded" })).enabled).toBe(true);
});
