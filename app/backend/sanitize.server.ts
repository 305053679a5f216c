import sanitizeHtml from "sanitize-html";

/**
 * Editors' HTML (policies), made safe to put into a public page: only structural and text tags,
 * links to http(s), mailto or this site (rel noopener added), no attributes that style or script,
 * no images or frames (a policy needs none). Done on the server when saving (decision 022), so
 * what is stored is what is shown.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "a",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "section",
    "span",
    "div",
  ],
  allowedAttributes: { a: ["href", "title"], th: ["scope", "colspan", "rowspan"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A policy's own headings start at h2 (the page's title is its h1).
    h1: "h2",
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener" }),
  },
};

/** Sanitised HTML; whitespace trimmed. */
export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, { ...OPTIONS, allowedAttributes: { ...OPTIONS.allowedAttributes, a: ["href", "title", "rel"] } }).trim();
}

/** The visible text of some HTML (for a description), with runs of whitespace collapsed. */
export function textOf(html: string): string {
  // Block boundaries become spaces, so "<h2>One</h2><p>two</p>" reads "One two".
  const spaced = html.replace(/<\/?(?:h\d|p|li|br|hr|div|section|blockquote|td|th|tr|caption)\b[^>]*>/gi, " ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
