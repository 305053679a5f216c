/**
 * The match strip's ALL panel: its matches are read from the server (STRIP_PANEL_PATH, a fragment
 * the edge keeps as a list) when the panel opens, and again while it is open whenever the page is
 * refreshed by a push. The reader's chip (All / Live Now / Today) and scroll stay. Without
 * JavaScript the panel links to the match hubs.
 */
import { loadHtml, morphInto, type PageRefresher, type StreamSeqs } from "./refresh.ts";

interface PanelState {
  loading: boolean;
  again: boolean;
  seqs: StreamSeqs;
}

const panels = new WeakMap<HTMLElement, PanelState>();

function stripPanel(doc: Document): { details: HTMLDetailsElement; panel: HTMLElement } | null {
  const details = doc.querySelector<HTMLDetailsElement>(".strip__all");
  const panel = details?.querySelector<HTMLElement>("[data-strip-panel]");
  return details && panel ? { details, panel } : null;
}

async function load(panel: HTMLElement, state: PanelState): Promise<void> {
  if (state.loading) {
    state.again = true; // a change meanwhile: one more read once this one ends
    return;
  }
  state.loading = true;
  panel.setAttribute("aria-busy", "true");
  try {
    do {
      state.again = false;
      const html = await loadHtml(panel.dataset.stripPanel ?? "", state.seqs);
      if (html === null) continue;
      const fresh = panel.ownerDocument.createElement("div");
      fresh.innerHTML = html; // our own server's HTML for this element
      morphInto(panel, fresh, "innerHTML");
      panel.dataset.loaded = "true";
    } while (state.again);
  } catch {
    // offline: the panel keeps what it had (the hubs' links at first); the next opening reads again
  } finally {
    state.loading = false;
    panel.removeAttribute("aria-busy");
  }
}

/** Reads the panel each time it opens (every page's shell calls this once). */
export function enhanceStripPanel(doc: Document): void {
  const found = stripPanel(doc);
  if (!found || panels.has(found.panel)) return;
  const state: PanelState = { loading: false, again: false, seqs: {} };
  panels.set(found.panel, state);
  found.details.addEventListener("toggle", () => {
    if (found.details.open) void load(found.panel, state);
  });
}

/**
 * On a page that follows pushes: after each of its refreshes an open panel is read again, for the
 * ticker's seq the refresh asked for (the edge keeps a copy per ticker seq; a match room's seq
 * does not change the panel's copy).
 */
export function followStripPanel(doc: Document, refresher: Pick<PageRefresher, "afterMorph">): void {
  refresher.afterMorph(({ tickerSeq }) => {
    const found = stripPanel(doc);
    const state = found && panels.get(found.panel);
    if (!found || !state) return;
    state.seqs = tickerSeq === undefined ? {} : { tickerSeq };
    if (found.details.open) void load(found.panel, state);
  });
}
