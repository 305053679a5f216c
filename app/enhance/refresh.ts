/**
 * Keeping an unhydrated page current without a reload: read the page's HTML again and morph the
 * regions marked `data-live-region` into it (idiomorph: nodes that did not change stay as they
 * are, so nothing flickers and focus and scroll stay put). Elements marked `data-live-keep` are
 * the script's own and are left alone: one that belongs to an item of a list (a card's alerts bell)
 * carries an id of its item, so the morph moves it with that item instead of leaving it where
 * another item now is. The server stays the one place that renders the page.
 */
import { Idiomorph } from "idiomorph";

/** Called with each region and its new version before the morph (e.g. to keep older commentary). */
export type RegionHook = (current: Element, fresh: Element) => void;

export interface PageRefresher {
  /**
   * Read the current URL again and apply it; calls made meanwhile are folded into one more read.
   * The seqs this page was told of — its match room's (`liveSeq`), the ticker's (`tickerSeq`) —
   * go with every later read: the edge keeps one copy per seq (docs/decisions/019), so readers
   * told of a change never get a copy from before it.
   */
  refresh(options?: StreamSeqs): Promise<void>;
  /** Show another URL of the same page (a filter) in place, adding it to the history when `push`. */
  show(url: string, options: { push: boolean }): Promise<boolean>;
  beforeMorph(hook: RegionHook): void;
  /** Called after each refresh with the seqs it asked for (e.g. to read the strip's open panel again). */
  afterMorph(hook: (seqs: StreamSeqs) => void): void;
}

/**
 * Morphs `region` into `next`: unchanged nodes stay, the script's own (`data-live-keep`) are left
 * alone, and what the reader typed or chose stays (a field in use, a chip of the strip, an open
 * or closed panel).
 */
export function morphInto(region: Element, next: Element, morphStyle: "outerHTML" | "innerHTML" = "outerHTML"): void {
  Idiomorph.morph(region, next, {
    morphStyle,
    callbacks: {
      beforeNodeMorphed: (node) => !(node instanceof Element && (node.hasAttribute("data-live-keep") || isFieldInUse(node))),
      beforeAttributeUpdated: (name, element) =>
        !(
          (name === "value" && isFieldInUse(element)) ||
          (name === "checked" && element.matches("input[type=radio], input[type=checkbox]")) ||
          (name === "open" && element.matches("details"))
        ),
    },
  });
}

/**
 * The field the reader is typing in keeps what was typed. (Idiomorph's own `ignoreActiveValue`
 * also skips the children of any focused element — a link just clicked kept its old text.)
 */
function isFieldInUse(element: Element): boolean {
  return element === element.ownerDocument.activeElement && element.matches("input, textarea, select");
}

export interface StreamSeqs {
  liveSeq?: number;
  tickerSeq?: number;
}

/** The HTML at `url`, asked for with the seqs this page was told of; null unless 200. */
export async function loadHtml(url: string, seqs: StreamSeqs = {}): Promise<string | null> {
  const headers: Record<string, string> = { accept: "text/html" };
  if (seqs.liveSeq !== undefined) headers["x-live-seq"] = String(seqs.liveSeq);
  if (seqs.tickerSeq !== undefined) headers["x-ticker-seq"] = String(seqs.tickerSeq);
  const response = await fetch(url, { headers, cache: "no-store", credentials: "same-origin" });
  return response.ok ? response.text() : null;
}

export async function loadDocument(url: string, seqs: StreamSeqs = {}): Promise<Document | null> {
  const html = await loadHtml(url, seqs);
  return html === null ? null : new DOMParser().parseFromString(html, "text/html");
}

/**
 * One rule orders every read, whether a push asked for it (`refresh`) or the reader (`show`): the
 * page shows the URL it was last sent to, and a read is applied only if it is of that URL and
 * began after the read last applied. A read that was overtaken — a live update of the old filter
 * still in flight when the reader chose another, or a filter chosen just before a second one —
 * is dropped instead of bringing the old view back. While reads are in flight the regions are
 * `aria-busy`.
 */
export function pageRefresher(doc: Document): PageRefresher {
  const before: RegionHook[] = [];
  const after: ((seqs: StreamSeqs) => void)[] = [];
  let running: Promise<void> | null = null;
  let again = false;
  const seqs: StreamSeqs = {};
  // What the page is to show; a new object for each `show`, so a read can tell it was overtaken.
  let target = { url: doc.location.href, push: false };
  let begun = 0;
  let applied = 0;
  let inFlight = 0;

  function markBusy(): void {
    for (const region of doc.querySelectorAll("[data-live-region]")) {
      if (inFlight > 0) region.setAttribute("aria-busy", "true");
      else region.removeAttribute("aria-busy");
    }
  }

  function apply(fresh: Document): boolean {
    const regions = [...doc.querySelectorAll("[data-live-region]")];
    const pairs = regions.map(
      (region) => [region, fresh.querySelector(`[data-live-region="${region.getAttribute("data-live-region")}"]`)] as const,
    );
    if (pairs.some(([, next]) => !next)) return false;
    for (const [region, next] of pairs) {
      for (const hook of before) hook(region, next!);
      morphInto(region, next!);
    }
    if (fresh.title) doc.title = fresh.title;
    for (const hook of after) hook({ ...seqs });
    return true;
  }

  /** Reads the target and applies it: true when shown (or overtaken by a later read), false when it cannot be. */
  async function readAndApply(): Promise<boolean> {
    const wanted = target;
    const order = ++begun;
    inFlight++;
    markBusy();
    try {
      const fresh = await loadDocument(wanted.url, seqs);
      if (wanted !== target || order < applied) return true; // overtaken: a later read shows the page
      if (!fresh || !apply(fresh)) return false;
      applied = order;
      if (wanted.push && doc.location.href !== wanted.url) doc.defaultView?.history.pushState(null, "", wanted.url);
      wanted.push = false;
      return true;
    } catch {
      return false; // offline: the next change or the connection's return reads it again
    } finally {
      inFlight--;
      markBusy();
    }
  }

  return {
    refresh(options) {
      for (const key of ["liveSeq", "tickerSeq"] as const) {
        const seq = options?.[key];
        if (seq !== undefined) seqs[key] = Math.max(seqs[key] ?? 0, seq);
      }
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await readAndApply();
        } while (again);
        running = null;
      })();
      return running;
    },
    show(url, { push }) {
      target = { url, push };
      return readAndApply();
    },
    beforeMorph: (hook) => void before.push(hook),
    afterMorph: (hook) => void after.push(hook),
  };
}
