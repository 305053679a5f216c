import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { COMMON_HEADERS, createNonce, isEmbeddable, isPrivate, pagePolicy, RESOURCE_POLICY, secured } from "./security-headers.ts";

const html = (body = "<!DOCTYPE html>", init: ResponseInit = {}) =>
  new Response(body, { ...init, headers: { "content-type": "text/html", ...(init.headers as Record<string, string>) } });
const json = (init: ResponseInit = {}) => Response.json({ ok: true }, init);
const page = { nonce: "bm9uY2Vub25jZW5vbmNlMQ==", analytics: false };

describe("createNonce", () => {
  test("128 random bits in base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(nonce)).toHaveLength(16);
    }
  });
});

describe("pagePolicy", () => {
  test("strict: own origin, the nonce, no inline styles, no plugins, no framing", () => {
    expect(pagePolicy(page, false)).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-bm9uY2Vub25jZW5vbmNlMQ=='",
        "style-src 'self'",
        "img-src 'self' data: https:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  });

  test("Vite's dev server injects CSS as <style> elements: inline styles there, and only there", () => {
    expect(pagePolicy({ ...page, devServer: true }, false)).toContain("; style-src 'self' 'unsafe-inline';");
    expect(pagePolicy({ ...page, devServer: false }, false)).toContain("; style-src 'self';");
  });

  test("the widget may be framed by any site", () => {
    expect(pagePolicy(page, true)).toMatch(/; frame-ancestors \*$/);
  });

  test("Google Analytics' hosts only when the page loads it", () => {
    const policy = pagePolicy({ ...page, analytics: true }, false);
    expect(policy).toContain("script-src 'self' 'nonce-bm9uY2Vub25jZW5vbmNlMQ==' https://*.googletagmanager.com;");
    expect(policy).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    );
    expect(pagePolicy(page, false)).not.toContain("google");
  });
});

describe("paths", () => {
  test("only the live score widget is embeddable", () => {
    expect(isEmbeddable("/widgets/live-score/123")).toBe(true);
    for (const p of ["/widgets/live-score/", "/widgets/live-score/1/x", "/widgets/other", "/", "/admin"]) {
      expect(isEmbeddable(p), p).toBe(false);
    }
  });

  test("admin and account pages, their .data requests and the admin API are private", () => {
    for (const p of ["/admin", "/admin/", "/admin.data", "/admin/stories", "/account", "/account/settings", "/api/admin/site-settings"]) {
      expect(isPrivate(p), p).toBe(true);
    }
    for (const p of ["/", "/administrator", "/admin-guide", "/accounts", "/api/ads", "/api/health", "/search"]) {
      expect(isPrivate(p), p).toBe(false);
    }
  });
});

describe("secured", () => {
  const common = (response: Response) => Object.fromEntries(Object.keys(COMMON_HEADERS).map((name) => [name, response.headers.get(name)]));

  test("an HTML page: the common headers, its policy with the nonce, no framing", async () => {
    const response = secured(html("<p>hi</p>", { status: 404 }), "/no/such/page", page);
    expect(common(response)).toEqual(COMMON_HEADERS);
    expect(response.headers.get("content-security-policy")).toBe(pagePolicy(page, false));
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<p>hi</p>");
  });

  test("the widget: frame-ancestors * and no X-Frame-Options", () => {
    const response = secured(html("", { headers: { "x-frame-options": "SAMEORIGIN" } }), "/widgets/live-score/7", page);
    expect(response.headers.get("content-security-policy")).toBe(pagePolicy(page, true));
    expect(response.headers.has("x-frame-options")).toBe(false);
  });

  test("a page's non-HTML answer (.data, a redirect) gets the policy that allows nothing", () => {
    const data = secured(new Response("[]", { headers: { "content-type": "text/x-script" } }), "/x.data", page);
    expect(data.headers.get("content-security-policy")).toBe(RESOURCE_POLICY);
    const redirect = secured(new Response(null, { status: 301, headers: { location: "/a" } }), "/b", page);
    expect(redirect.headers.get("content-security-policy")).toBe(RESOURCE_POLICY);
    expect(redirect.headers.get("location")).toBe("/a");
  });

  test("API answers: the policy that allows nothing unless the handler set one; never framed", () => {
    const plain = secured(json({ status: 400 }), "/api/ads");
    expect(common(plain)).toEqual(COMMON_HEADERS);
    expect(plain.status).toBe(400);
    expect(plain.headers.get("content-security-policy")).toBe(RESOURCE_POLICY);
    expect(plain.headers.get("x-frame-options")).toBe("DENY");
    const own = secured(new Response("x", { headers: { "content-security-policy": "default-src 'none'" } }), "/api/files/ads/x.png");
    expect(own.headers.get("content-security-policy")).toBe("default-src 'none'");
    // HTML from outside the page handler (no page facts) is not trusted with the page policy.
    expect(secured(html(), "/api/x").headers.get("content-security-policy")).toBe(RESOURCE_POLICY);
  });

  test("private paths: Cache-Control private, no-store, whatever the handler said", () => {
    const response = secured(html("", { headers: { "cache-control": "public, max-age=60" } }), "/admin", page);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(secured(json(), "/api/admin/ads").headers.get("cache-control")).toBe("private, no-store");
    expect(secured(json({ headers: { "cache-control": "public, max-age=30" } }), "/api/ads").headers.get("cache-control")).toBe(
      "public, max-age=30",
    );
  });

  test("a response with immutable headers (a fetched or redirect response) is copied", () => {
    const immutable = Response.redirect("https://example.com/to", 302);
    expect(() => immutable.headers.set("x", "y")).toThrow();
    const response = secured(immutable, "/from");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://example.com/to");
    expect(common(response)).toEqual(COMMON_HEADERS);
  });

  test("a WebSocket upgrade (101) is passed through untouched", () => {
    const upgrade = { status: 101, webSocket: {}, headers: new Headers({ "sec-websocket-extensions": "identity" }) } as unknown as Response;
    expect(secured(upgrade, "/live/ticker")).toBe(upgrade);
    expect([...upgrade.headers.keys()]).toEqual(["sec-websocket-extensions"]);
  });
});

test("public/_headers gives static files the same common headers and resource policy", () => {
  const text = readFileSync(path.resolve(import.meta.dirname, "../public/_headers"), "utf8");
  const lines = text.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
  expect(lines[0]).toBe("/*");
  const headers = Object.fromEntries(
    lines.slice(1).map((line) => {
      const at = line.indexOf(":");
      return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  expect(headers).toEqual({ ...COMMON_HEADERS, "content-security-policy": RESOURCE_POLICY, "x-frame-options": "DENY" });
});
