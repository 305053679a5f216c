import { describe, expect, test } from "vitest";
import { sanitizePolicyHtml, textOf } from "./sanitize.server.ts";

describe("policy HTML", () => {
  test("keeps structure and safe links, drops script, handlers, styles and javascript: links", () => {
    const html = sanitizePolicyHtml(
      `<h1>Data</h1><p onclick="x()" style="color:red">We keep <strong>little</strong>.<script>alert(1)</script></p>` +
        `<a href="javascript:alert(1)">bad</a> <a href="https://example.org/x">good</a><img src=x onerror=alert(1)><iframe src="https://e.vil"></iframe>`,
    );
    expect(html).toBe(
      `<h2>Data</h2><p>We keep <strong>little</strong>.</p><a rel="noopener">bad</a> <a href="https://example.org/x" rel="noopener">good</a>`,
    );
  });

  test("text for a description", () => {
    expect(textOf("<h2>One</h2><p>two &amp; three</p>")).toBe("One two & three");
  });
});
