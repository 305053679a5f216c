import { describe, expect, test } from "vitest";
import { z } from "zod";
import { fieldMessages, firstIssueLine, issueLines, issueList } from "./zod-messages.ts";

const ball = z.object({ runs: z.object({ batter: z.number().min(0), total: z.number() }), batter: z.string().min(1) });
const refused = (value: unknown) => ball.safeParse(value).error!;

describe("one line per issue", () => {
  test("says where (zod's dot path) and why", () => {
    expect(firstIssueLine(refused({ runs: { batter: -1, total: 0 }, batter: "a" }))).toBe(
      "runs.batter: Too small: expected number to be >=0",
    );
  });

  test("an issue of the whole value names it when asked, else is the message alone", () => {
    const whole = z.string().safeParse(3).error!;
    expect(firstIssueLine(whole, { whole: "row" })).toBe("row: Invalid input: expected string, received number");
    expect(firstIssueLine(whole)).toBe("Invalid input: expected string, received number");
  });

  test("a value parsed under a path is reported at that path", () => {
    expect(firstIssueLine(refused({ runs: { batter: 1, total: 1 }, batter: "" }), { under: ["info"] })).toMatch(/^info\.batter: /);
  });

  test("lists are joined and can be cut short; array items in zod's notation", () => {
    const error = refused({ runs: { batter: -1 }, batter: "" });
    expect(issueLines(error).split("; ")).toHaveLength(3);
    expect(issueLines(error, 1)).toBe("runs.batter: Too small: expected number to be >=0");
    expect(firstIssueLine(z.array(z.number()).safeParse([1, "x"]).error!)).toBe("[1]: Invalid input: expected number, received string");
    expect(issueList(error)[0]).toEqual({ path: "runs.batter", message: "Too small: expected number to be >=0" });
  });
});

describe("a form's messages by field", () => {
  test("the first message of each field; a nested field under its top-level name", () => {
    const form = z.object({
      name: z.string().min(1, "is required").max(3, "too long"),
      page: z.object({ path: z.string().startsWith("/") }),
    });
    const messages = fieldMessages(form.safeParse({ name: "", page: { path: "x" } }).error!);
    expect(messages).toEqual({ name: "is required", page: expect.stringMatching(/start with "\/"/) });
  });

  test("an issue of the whole form is under 'form'", () => {
    const form = z.object({ a: z.string(), b: z.string() }).refine((v) => v.a !== v.b, "a and b must differ");
    expect(fieldMessages(form.safeParse({ a: "x", b: "x" }).error!)).toEqual({ form: "a and b must differ" });
  });
});
