import { expect, test } from "vitest";
import { sourceConfigProblem } from "./index.server.ts";

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
