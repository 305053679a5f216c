import { Marked } from "marked";
import { sanitizeStoryHtml, textOf } from "./sanitize.server.ts";

/**
 * An editor's Markdown as HTML safe to put on a public page (decision 020): marked renders it,
 * then the stories' allow-list (sanitize.server.ts) keeps what a story may show. Raw HTML in the
 * Markdown is filtered the same way: a <script>, an event handler or a javascript: link never
 * reaches a reader. Runs when a story is saved; pages print the stored HTML.
 */

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown → sanitised HTML. Headings start at h2 (the page's h1 is the headline). */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown.replace(/^(#{1})(?=\s)/gm, "##")) as string;
  return sanitizeStoryHtml(html);
}

/** The plain text of a Markdown body (feeds' descriptions, search): tags dropped, whitespace folded. */
export function markdownToText(markdown: string): string {
  return textOf(markdownToSafeHtml(markdown));
}
