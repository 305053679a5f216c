/**
 * The security headers of every response the Worker sends (docs/security.md, "Headers").
 * workers/app.ts runs every answer through `secured`: pages, `.data` requests, /api/*, /live/*.
 * Static files are answered by the platform before the Worker runs: public/_headers gives them
 * the same common headers.
 */

/** On every response: HTTPS only, no MIME sniffing, no full URL to other sites, no powerful features. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  // browsing-topics is the successor of FLoC's interest-cohort (Chromium warns about the old name).
  "permissions-policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
};

/** What a response that is not an HTML page may do as a document: nothing (JSON, redirects, `.data`, uploaded files). */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

import { TURNSTILE_ORIGIN } from "../app/backend/security/turnstile.server.ts";
import { EMBED_ORIGINS } from "../app/backend/media/videos.server.ts";

/** Google Analytics 4 (gtag.js): its loader and what it loads, and where it sends hits (Google's CSP guide). */
const ANALYTICS_SCRIPTS = ["https://*.googletagmanager.com"];
const ANALYTICS_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];
const ANALYTICS_IMAGES = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

export interface PageFacts {
  /** The nonce of this response: every script of the page carries it. */
  nonce: string;
  /** The page loads Google Analytics (an analytics id is configured). */
  analytics: boolean;
  /** Vite's dev server (`npm run dev`), which injects the CSS as <style> elements: inline styles allowed. Never in a build. */
  devServer?: boolean;
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The live score widget is made to be embedded on other sites; nothing else may be framed. */
export function isEmbeddable(pathname: string): boolean {
  return /^\/widgets\/live-score\/[^/]+$/.test(pathname);
}

/** Pages and API answers that belong to one signed-in person: never stored by any cache. */
export function isPrivate(pathname: string): boolean {
  return /^\/(?:admin|account|user|dev)(?:\.data$|\/|$)/.test(pathname) || pathname.startsWith("/api/admin/");
}

/** Other sites a page may load frames and scripts from: video players on /cricket-videos, Turnstile on the public forms (decision 022). */
export function thirdPartiesOf(pathname: string): { frames: string[]; scripts: string[] } {
  if (pathname === "/cricket-videos") return { frames: EMBED_ORIGINS, scripts: [] };
  if (pathname === "/info/contact" || pathname === "/info/advertise") return { frames: [TURNSTILE_ORIGIN], scripts: [TURNSTILE_ORIGIN] };
  return { frames: [], scripts: [] };
}

/**
 * The Content-Security-Policy of an HTML page. Scripts: this origin (the built bundles, the
 * enhancer) and inline scripts that carry the nonce (React Router's context and module loader,
 * React's streaming scripts, the analytics snippet). Styles: this origin's stylesheets only (no
 * inline style attributes in the markup). Images: this origin, data: URLs and any https URL (logos,
 * the favicon and ads may be set to any http(s) image URL; plain http would be mixed content).
 * Connections: this origin, which covers its own ws:/wss: (the live sockets).
 */
export function pagePolicy(
  { nonce, analytics, devServer = false }: PageFacts,
  embeddable: boolean,
  thirdParties: { frames: string[]; scripts: string[] } = { frames: [], scripts: [] },
): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, ...(analytics ? ANALYTICS_SCRIPTS : []), ...thirdParties.scripts],
    ["style-src", "'self'", ...(devServer ? ["'unsafe-inline'"] : [])],
    ["img-src", "'self'", "data:", "https:", ...(analytics ? ANALYTICS_IMAGES : [])],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(analytics ? ANALYTICS_CONNECT : [])],
    ...(thirdParties.frames.length > 0 ? [["frame-src", "'self'", ...thirdParties.frames] as [string, ...string[]]] : []),
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", embeddable ? "*" : "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The response with the security headers added. A 101 (WebSocket upgrade) passes through
 * untouched: it carries the socket, and workers/live/router.ts has already set what it needs.
 *
 * - every response: COMMON_HEADERS;
 * - an HTML page (`page` given, `text/html`): `pagePolicy`, with `frame-ancestors *` for the widget;
 * - anything else: RESOURCE_POLICY, unless the handler set its own Content-Security-Policy;
 * - X-Frame-Options DENY wherever frame-ancestors is 'none' (for browsers without CSP 2);
 * - Cache-Control `private, no-store` on private paths (`isPrivate`), replacing any other;
 * - a 304 (an edge-cached page the browser has: workers/page-cache.ts): COMMON_HEADERS only.
 */
export function secured(response: Response, pathname: string, page?: PageFacts): Response {
  if (response.status === 101 || response.webSocket) return response;
  // Headers of a fetched response (a Durable Object's answer) are immutable: copy the response.
  const out = new Response(response.body, response);
  const headers = out.headers;
  for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
  // A 304 updates the headers of the browser's copy: it must keep that copy's policy (and nonce).
  if (response.status === 304) return out;
  const html = (headers.get("content-type") ?? "").toLowerCase().startsWith("text/html");
  const embeddable = html && page !== undefined && isEmbeddable(pathname);
  if (html && page) headers.set("content-security-policy", pagePolicy(page, embeddable, thirdPartiesOf(pathname)));
  else if (!headers.has("content-security-policy")) headers.set("content-security-policy", RESOURCE_POLICY);
  if (embeddable) headers.delete("x-frame-options");
  else headers.set("x-frame-options", "DENY");
  if (isPrivate(pathname)) headers.set("cache-control", "private, no-store");
  return out;
}
