import { escapeAttrValue, FilterXSS, type IWhiteList } from "xss";

/**
 * Editors' HTML made safe to put into a public page, on the server when it is saved (decisions
 * 020 and 022), so what is stored is what is shown. One library for every desk: js-xss keeps an
 * allow-list of tags and attributes, needs no DOM (it runs in workerd) and is small. Whatever is
 * not allowed is dropped with its contents when it is code (script, style, frames), else the tag
 * alone; links (and a story's images) go only to this site or http(s) (a policy's also mailto:),
 * never javascript:, data: or protocol-relative.
 */

const CODE = ["script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math"];

const TEXT_TAGS: IWhiteList = {
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
  blockquote: [],
  ul: [],
  ol: ["start"],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  a: ["href", "title"],
};

const SITE_OR_HTTP = /^(?:https?:\/\/|\/(?!\/))/i;
const SITE_HTTP_OR_MAIL = /^(?:https?:\/\/|mailto:|\/(?!\/))/i;

function filter(whiteList: IWhiteList, links: RegExp, rename: Record<string, string> = {}): FilterXSS {
  return new FilterXSS({
    whiteList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: CODE,
    allowCommentTag: false,
    onTag(tag, _html, options) {
      // a renamed tag (a policy's h1 becomes h2: the page's title is its h1)
      const to = rename[tag];
      if (to) return options.isClosing ? `</${to}>` : `<${to}>`;
      return undefined;
    },
    onTagAttr(tag, name, value) {
      if ((tag === "a" && name === "href") || (tag === "img" && name === "src")) {
        const url = value.trim();
        return links.test(url) ? `${name}="${escapeAttrValue(url)}"` : "";
      }
      return undefined;
    },
  });
}

/** A story's body (rendered from Markdown): text, lists, tables, code, links and pictures. */
const story = filter(
  {
    ...TEXT_TAGS,
    del: [],
    code: [],
    pre: [],
    img: ["src", "alt", "title"],
    th: ["align"],
    td: ["align"],
  },
  SITE_OR_HTTP,
);

/** A policy: text, lists, tables and links (opened without a reference to this page); no pictures. */
const policy = filter(
  { ...TEXT_TAGS, u: [], caption: [], section: [], span: [], div: [], th: ["scope", "colspan", "rowspan"], td: ["colspan", "rowspan"] },
  SITE_HTTP_OR_MAIL,
  { h1: "h2" },
);

export function sanitizeStoryHtml(html: string): string {
  return story.process(html).trim();
}

export function sanitizePolicyHtml(html: string): string {
  return policy
    .process(html)
    .replace(/<a\b([^>]*)>/g, '<a$1 rel="noopener">')
    .trim();
}

const noTags = new FilterXSS({ whiteList: {}, stripIgnoreTag: true, stripIgnoreTagBody: CODE, allowCommentTag: false });
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** The visible text of some HTML (a description, a feed's summary), with runs of whitespace collapsed. */
export function textOf(html: string): string {
  // Block boundaries become spaces, so "<h2>One</h2><p>two</p>" reads "One two".
  const spaced = html.replace(/<\/?(?:h\d|p|li|br|hr|div|section|blockquote|td|th|tr|caption|pre)\b[^>]*>/gi, " ");
  return noTags
    .process(spaced)
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
}
