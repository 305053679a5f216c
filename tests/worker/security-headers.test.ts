/**
 * Security headers on every kind of response the Worker sends (workers/security-headers.ts,
 * docs/security.md "Headers"), and the page markup the Content-Security-Policy relies on: public
 * pages run script files only, hydrated pages' inline scripts carry the response's nonce; no inline
 * event handlers, javascript: URLs or style attributes.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { admin, get, PNG_BYTES, upload } from "./site-helpers.ts";

beforeAll(() => importFixtures("1415755", "1415711"));

const FINAL = "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024";

const COMMON = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
};

/** The Content-Security-Policy as a map of directive → sources. */
function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get("content-security-policy");
  expect(policy, "Content-Security-Policy").toBeTruthy();
  return new Map(
    policy!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommon(response: Response) {
  for (const [name, value] of Object.entries(COMMON)) expect(response.headers.get(name), name).toBe(value);
}

/** The checks of an HTML page that may not be framed; answers the nonce of its policy. */
function expectPage(response: Response, { framing = "none" }: { framing?: "none" | "any" } = {}): string {
  expectCommon(response);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  const csp = directives(response);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  const scripts = csp.get("script-src") ?? [];
  const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
  expect(nonce, "script-src nonce").toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get("style-src")).toEqual(["'self'"]);
  expect(csp.get("img-src")).toEqual(["'self'", "data:", "https:"]);
  expect(csp.get("connect-src")).toEqual(["'self'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  if (framing === "none") {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  } else {
    expect(csp.get("frame-ancestors")).toEqual(["*"]);
    expect(response.headers.get("x-frame-options")).toBeNull();
  }
  return nonce!;
}

/** A response that is not a page: nothing may run in it as a document, and it may not be framed. */
function expectResource(response: Response) {
  expectCommon(response);
  expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
}

/** The start tags of a page, script bodies left out (their text is not markup). */
function startTags(html: string): string[] {
  return html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>").match(/<[a-zA-Z][^>]*>/g) ?? [];
}

/**
 * Script files only on public pages (their policy allows this origin's files), inline scripts with
 * the nonce on hydrated ones; no inline handlers, javascript: URLs nor style attributes. A
 * JSON-LD block (`type="application/ld+json"`) is data the browser never runs (CSP does not apply
 * to it): it needs no nonce, but must be JSON that cannot close its element early.
 */
function expectStrictMarkup(html: string, nonce: string, { scripts = 1, inlineScripts = false } = {}) {
  const tags = startTags(html);
  const dataBlock = (tag: string) => /\stype="application\/ld\+json"/i.test(tag);
  const scriptTags = tags.filter((tag) => /^<script\b/i.test(tag) && !dataBlock(tag));
  expect(scriptTags.length).toBeGreaterThanOrEqual(scripts);
  for (const tag of scriptTags) {
    // A script file is allowed by its origin; inline code only with the nonce, and only on hydrated pages.
    if (/\ssrc="/i.test(tag)) continue;
    expect(inlineScripts, `an inline script on a public page: ${tag}`).toBe(true);
    expect(tag, "an inline script without the nonce").toContain(` nonce="${nonce}"`);
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    expect(json, "markup inside JSON-LD").not.toMatch(/<\/?[a-z]/i);
    expect(() => JSON.parse(json!), "JSON-LD that is not JSON").not.toThrow();
  }
  for (const tag of tags) {
    expect(tag, "an inline event handler").not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag, "a style attribute").not.toMatch(/\sstyle\s*=/i);
    expect(tag, "a javascript: URL").not.toMatch(/=\s*["']?\s*javascript:/i);
  }
}

describe("pages: a strict CSP; script files on public pages, the nonce on hydrated pages' inline scripts", () => {
  const PAGES: [kind: string, path: string, status: number, hydrated?: true][] = [
    ["home", "/", 200],
    ["a match page", FINAL, 200],
    ["a match tab", `${FINAL}/scorecard`, 200],
    ["the hub", "/cricket-match/live-scores", 200],
    ["search", "/search?q=india", 200],
    ["the admin sign-in", "/admin", 200, true],
    ["a 404 page", "/no/such/page", 404],
  ];
  for (const [kind, path, status, hydrated] of PAGES) {
    test(`${kind} (${path})`, async () => {
      const response = await get(path);
      expect(response.status).toBe(status);
      const nonce = expectPage(response);
      expectStrictMarkup(await response.text(), nonce, { inlineScripts: hydrated === true });
    });
  }

  test("the live score widget may be embedded anywhere (frame-ancestors *), and is as strict otherwise", async () => {
    const response = await get("/widgets/live-score/1415755");
    expect(response.status).toBe(200);
    const nonce = expectPage(response, { framing: "any" });
    // The widget hydrates (it is never kept at the edge): its inline scripts carry the nonce.
    expectStrictMarkup(await response.text(), nonce, { inlineScripts: true });
  });

  test("the path decides: a widget of an unknown match is a 404 page the embedding site can show", async () => {
    const response = await get("/widgets/live-score/999999999");
    expect(response.status).toBe(404);
    expectPage(response, { framing: "any" });
    // Nothing else under /widgets/ is embeddable.
    expectPage(await get("/widgets/live-score/1415755/more"));
    expectPage(await get("/widgets/other"));
  });

  test("bots get the whole page at once, with the same nonce on every script", async () => {
    const response = await get(FINAL, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    const nonce = expectPage(response);
    expectStrictMarkup(await response.text(), nonce);
  });

  test("HEAD: the headers a GET would have, the page policy included", async () => {
    const { exports } = await import("cloudflare:workers");
    const response = await exports.default.fetch(new Request("http://site/cricket-match/live-scores", { method: "HEAD" }));
    expect(response.status).toBe(200);
    expectPage(response);
    expect(await response.text()).toBe("");
  });

  test("a new nonce for every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(expectPage(await get("/cricket-match/live-scores")));
    expect(nonces.size).toBe(5);
  });

  test("a hydrated page (the admin sign-in): the scripts React and React Router add while streaming carry the nonce too", async () => {
    const response = await get("/admin");
    const nonce = expectPage(response);
    const html = await response.text();
    expect(html).toContain("window.__reactRouterContext");
    expectStrictMarkup(html, nonce, { scripts: 3, inlineScripts: true });
  });

  test("analytics: Google's hosts are allowed only while an analytics id is set, and its snippet is a file (no inline script)", async () => {
    await admin("PUT", "/api/admin/site-settings", { googleAnalyticsId: "G-TEST123" });
    try {
      const response = await get("/cricket-match/live-scores");
      const csp = directives(response);
      expect(csp.get("script-src")).toContain("https://*.googletagmanager.com");
      expect(csp.get("connect-src")).toEqual([
        "'self'",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ]);
      const nonce = csp
        .get("script-src")!
        .find((s) => s.startsWith("'nonce-"))!
        .slice(7, -1);
      const html = await response.text();
      expect(html).toContain('<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"></script>');
      expect(html).toContain('<script defer="" src="/analytics.js" data-measurement-id="G-TEST123"></script>');
      expectStrictMarkup(html, nonce, { scripts: 3 });
    } finally {
      await admin("PUT", "/api/admin/site-settings", { googleAnalyticsId: "" });
    }
    const csp = directives(await get("/cricket-match/live-scores"));
    expect(csp.get("script-src")).toHaveLength(2);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });
});

describe("admin pages are never cached", () => {
  test("/admin and its .data requests: Cache-Control private, no-store", async () => {
    for (const path of ["/admin", "/admin.data"]) {
      const response = await get(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expectCommon(response);
    }
  });

  test("the admin API too", async () => {
    const response = await admin("GET", "/api/admin/site-settings");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expectResource(response);
  });

  test("public pages keep their own caching", async () => {
    expect((await get("/")).headers.get("cache-control")).not.toBe("private, no-store");
  });
});

describe("everything else: the common headers and a policy that allows nothing", () => {
  test("/api/health", async () => {
    const response = await get("/api/health");
    expect(response.status).toBe(200);
    expectResource(response);
  });

  test("an /api/ JSON error", async () => {
    const missing = await get("/api/no-such-thing");
    expect(missing.status).toBe(404);
    expectResource(missing);
    const invalid = await get("/api/ads?size=huge");
    expect(invalid.status).toBe(400);
    expectResource(invalid);
  });

  test("/live/ticker answers a poll (no upgrade) with JSON and the headers", async () => {
    const response = await get("/live/ticker");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expectResource(response);
    const error = await get("/live/match/12ab");
    expect(error.status).toBe(400);
    expectResource(error);
  });

  test("the WebSocket upgrade (101) passes through untouched, still declining compression", async () => {
    const response = await get("/live/ticker", { upgrade: "websocket" });
    expect(response.status).toBe(101);
    expect(response.webSocket).toBeTruthy();
    expect(response.headers.get("sec-websocket-extensions")).toBe("identity");
    for (const name of [...Object.keys(COMMON), "content-security-policy", "x-frame-options"]) {
      expect(response.headers.has(name), name).toBe(false);
    }
    response.webSocket!.accept();
    response.webSocket!.close(1000);
  });

  test("a page's .data request and a redirect", async () => {
    const data = await get("/cricket-match/live-scores.data");
    expect(data.status).toBe(200);
    expectResource(data);
    const redirect = await exportsFetch("/live-cricket-scores/1415755");
    expect(redirect.status).toBe(301);
    expectResource(redirect);
  });

  test("an uploaded file keeps the policy its handler sets, and gets the common headers", async () => {
    const stored = await upload(new File([PNG_BYTES], "banner.png", { type: "image/png" }));
    expect(stored.status).toBe(201);
    expectResource(stored);
    const served = await get((await stored.json<{ data: { url: string } }>()).data.url);
    expect(served.status).toBe(200);
    expectCommon(served);
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

async function exportsFetch(path: string) {
  const { exports } = await import("cloudflare:workers");
  return exports.default.fetch(new Request(`http://site${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0" } }));
}
