import { Marked } from "marked";
import { escapeAttrValue, FilterXSS } from "xss";

/**
 * An editor's Markdown as HTML safe to put on a public page (decision 020): marked renders it,
 * then js-xss keeps only an allow-list of tags and attributes (no DOM needed, so it runs in a
 * Worker). Raw HTML in the Markdown is filtered the same way: a <script>, an event handler or a
 * javascript: link never reaches a reader. Runs when a story is saved; pages print the stored HTML.
 */

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SITE_OR_HTTP = /^(?:https?:\/\/|\/(?!\/))/i;

const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    hr: [],
    h2: [],
    h3: [],
    h4: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    del: [],
    blockquote: [],
    ul: [],
    ol: ["start"],
    li: [],
    code: [],
    pre: [],
    a: ["href", "title"],
    img: ["src", "alt", "title"],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ["align"],
    td: ["align"],
  },
  // Whatever is not allowed is removed with its contents when it is code, escaped otherwise.
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template"],
  stripIgnoreTag: true,
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    // Links and images only to this site or http(s): never javascript:, data: or protocol-relative.
    if ((tag === "a" && name === "href") || (tag === "img" && name === "src")) {
      return SITE_OR_HTTP.test(value.trim()) ? `${name}="${escapeAttrValue(value.trim())}"` : "";
    }
    return undefined;
  },
});

/** Markdown → sanitised HTML. Headings start at h2 (the page's h1 is the headline). */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown.replace(/^(#{1})(?=\s)/gm, "##")) as string;
  return filter.process(html).trim();
}

/** The plain text of a Markdown body (feeds' descriptions, search): tags dropped, whitespace folded. */
export function markdownToText(markdown: string): string {
  return markdownToSafeHtml(markdown)
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
