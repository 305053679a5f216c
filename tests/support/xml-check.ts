/**
 * Checks for the feeds and sitemaps without a DOM (the Worker tests run in workerd): XML
 * well-formedness (one root, tags nested and closed, attributes quoted, only XML's five named
 * entities or numeric ones), then the rules of RSS 2.0 and of the sitemap protocol's XSDs
 * (sitemap.xsd, siteindex.xsd, Google's news sitemap) that can be checked from the text.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses well-formed XML into elements; throws with the reason when it is not well-formed. */
export function parseXml(source: string): XmlElement {
  const text = source.replace(/^<\?xml[^?]*\?>\s*/, "");
  if (source.startsWith("<?xml") && !/^<\?xml version="1\.0" encoding="UTF-8"\?>/.test(source)) throw new Error("bad XML declaration");
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const token =
    /<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let position = 0;
  while (position < text.length) {
    token.lastIndex = position;
    match = token.exec(text);
    if (!match) throw new Error(`not well-formed at ${position}: ${text.slice(position, position + 40)}`);
    position = token.lastIndex;
    const [, cdata, closing, name, attrs, selfClosing, chars] = match;
    if (chars !== undefined || cdata !== undefined) {
      const value = chars ?? cdata!;
      if (chars !== undefined && /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(value))
        throw new Error(`bad entity in "${value.slice(0, 40)}"`);
      if (stack.length === 0) {
        if (value.trim()) throw new Error("text outside the root element");
        continue;
      }
      stack.at(-1)!.text += decode(value);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? "nothing"}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const a of attrs!.matchAll(/([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      if (a[1]! in attributes) throw new Error(`duplicate attribute ${a[1]}`);
      attributes[a[1]!] = decode(a[2] ?? a[3] ?? "");
    }
    const element: XmlElement = { name: name!, attributes, children: [], text: "" };
    if (stack.length) stack.at(-1)!.children.push(element);
    else if (root) throw new Error("more than one root element");
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error("no root element");
  return root;
}

function decode(value: string): string {
  return value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&amp;/g, "&");
}

const child = (e: XmlElement, name: string) => e.children.find((c) => c.name === name);
const absolute = (url: string) => /^https?:\/\/[^\s/]+\/?\S*$/.test(url) && url.length < 2048;
/** RFC 822 dates as RSS 2.0 uses them ("Wed, 25 Nov 2026 22:27:17 GMT"). */
const RFC822 =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (?:GMT|[+-]\d{4})$/;
/** W3C Datetime (sitemap.xsd's tLastmod: a date, or a date-time with a time zone). */
const W3C = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function fail(problems: string[], what: string) {
  if (problems.length) throw new Error(`${what}: ${problems.slice(0, 5).join("; ")}`);
}

/** RSS 2.0: a channel with title, link and description; items with a title or description, absolute links and guids, RFC 822 dates. */
export function checkRss(source: string): XmlElement[] {
  const rss = parseXml(source);
  const problems: string[] = [];
  if (rss.name !== "rss" || rss.attributes.version !== "2.0") problems.push('root must be <rss version="2.0">');
  const channel = child(rss, "channel");
  if (!channel) throw new Error("no channel");
  for (const name of ["title", "link", "description"]) if (!child(channel, name)?.text.trim()) problems.push(`channel without ${name}`);
  if (!absolute(child(channel, "link")?.text ?? "")) problems.push("channel link not absolute");
  const build = child(channel, "lastBuildDate")?.text;
  if (build !== undefined && !RFC822.test(build)) problems.push(`lastBuildDate ${build}`);
  const items = channel.children.filter((c) => c.name === "item");
  for (const item of items) {
    if (!child(item, "title") && !child(item, "description")) problems.push("item without title or description");
    const link = child(item, "link")?.text ?? "";
    if (!absolute(link)) problems.push(`item link ${link}`);
    const guid = child(item, "guid");
    if (guid && guid.attributes.isPermaLink !== "false" && !absolute(guid.text)) problems.push(`guid ${guid.text}`);
    const date = child(item, "pubDate")?.text;
    if (date !== undefined && !RFC822.test(date)) problems.push(`pubDate ${date}`);
  }
  fail(problems, "RSS");
  return items;
}

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const NEWS_NS = "http://www.google.com/schemas/sitemap-news/0.9";

/** sitemap.xsd: <urlset> in the protocol's namespace, 1–50,000 <url>s each with one absolute <loc> and a W3C <lastmod>. */
export function checkUrlset(source: string): string[] {
  const urlset = parseXml(source);
  const problems: string[] = [];
  if (urlset.name !== "urlset" || urlset.attributes.xmlns !== SITEMAP_NS) problems.push("root must be <urlset> in the sitemap namespace");
  if (urlset.children.length > 50_000) problems.push(`${urlset.children.length} URLs, more than 50,000`);
  if (source.length > 50 * 1024 * 1024) problems.push("larger than 50 MB");
  const locs: string[] = [];
  for (const url of urlset.children) {
    if (url.name !== "url") problems.push(`<${url.name}> in urlset`);
    const loc = url.children.filter((c) => c.name === "loc");
    if (loc.length !== 1 || !absolute(loc[0]!.text)) problems.push(`url without one absolute loc (${loc[0]?.text})`);
    else locs.push(loc[0]!.text);
    const lastmod = child(url, "lastmod")?.text;
    if (lastmod !== undefined && !W3C.test(lastmod)) problems.push(`lastmod ${lastmod}`);
    const news = child(url, "news:news");
    if (news) {
      if (urlset.attributes["xmlns:news"] !== NEWS_NS) problems.push("news: prefix not bound to Google's news namespace");
      const publication = child(news, "news:publication");
      if (!child(publication ?? news, "news:name")?.text || !child(publication ?? news, "news:language")?.text)
        problems.push("news without publication name/language");
      if (!W3C.test(child(news, "news:publication_date")?.text ?? "")) problems.push("news without a W3C publication_date");
      if (!child(news, "news:title")?.text) problems.push("news without title");
    }
  }
  if (new Set(locs).size !== locs.length) problems.push("a loc twice");
  fail(problems, "sitemap");
  return locs;
}

/** siteindex.xsd: <sitemapindex> of 1–50,000 <sitemap>s each with one absolute <loc>. */
export function checkSitemapIndex(source: string): string[] {
  const index = parseXml(source);
  const problems: string[] = [];
  if (index.name !== "sitemapindex" || index.attributes.xmlns !== SITEMAP_NS)
    problems.push("root must be <sitemapindex> in the sitemap namespace");
  if (index.children.length === 0 || index.children.length > 50_000) problems.push(`${index.children.length} sitemaps`);
  const locs = index.children.map((s) => (s.name === "sitemap" ? (child(s, "loc")?.text ?? "") : ""));
  for (const loc of locs) if (!absolute(loc)) problems.push(`loc ${loc}`);
  fail(problems, "sitemap index");
  return locs;
}
