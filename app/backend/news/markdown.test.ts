import { describe, expect, test } from "vitest";
import { markdownToSafeHtml, markdownToText } from "./markdown.server.ts";

describe("an editor's Markdown on a public page", () => {
  test("formatting survives: headings (from h2), emphasis, lists, links, quotes", () => {
    const html = markdownToSafeHtml(
      "# Day one\n\n**Bumrah** took *five*.\n\n- one\n- two\n\n> quoted\n\n[Scorecard](/live-cricket-scores/1)",
    );
    expect(html).toContain("<h2>Day one</h2>");
    expect(html).toContain("<strong>Bumrah</strong> took <em>five</em>.");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="/live-cricket-scores/1">Scorecard</a>');
  });

  test("script, event handlers, javascript: and data: URLs, iframes and styles never get through", () => {
    const html = markdownToSafeHtml(
      [
        "<script>alert(1)</script>",
        '<img src="x.png" onerror="alert(2)">',
        "[click](javascript:alert(3))",
        '<a href="JaVaScRiPt:alert(4)">x</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="position:fixed" onclick="alert(5)">hi</p>',
        "![pic](data:image/svg+xml;base64,PHN2Zz4=)",
        '<svg onload="alert(6)"></svg>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|onload|javascript:|<iframe|style=|data:image|<svg/i);
    expect(html).toContain("hi");
  });

  test("plain text for feeds and search drops every tag", () => {
    expect(markdownToText("**Rain** & <b>bad light</b> <script>x()</script>")).toBe("Rain & bad light");
  });
});
