/**
 * A route's `handle`. A page with an `enhancer` is served without the React Router runtime: its
 * HTML is complete, and the browser loads only that small script (docs/decisions/011-unhydrated-match-page.md).
 */
export interface PageHandle {
  enhancer?: "matchPage" | "contentPage";
}

export function enhancerOf(handles: readonly unknown[]): PageHandle["enhancer"] | undefined {
  for (const handle of handles) {
    const enhancer = (handle as PageHandle | undefined)?.enhancer;
    if (enhancer) return enhancer;
  }
  return undefined;
}
