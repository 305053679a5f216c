/** XML text: the five characters XML reserves escaped, and characters XML 1.0 cannot hold dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** An XML answer crawlers and feed readers may keep for a few minutes. */
export function xmlResponse(body: string, type = "application/xml"): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { "content-type": `${type}; charset=utf-8`, "cache-control": "public, max-age=300" },
  });
}

/** W3C date-time in UTC (sitemaps' lastmod, news' publication_date). */
export const isoTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
