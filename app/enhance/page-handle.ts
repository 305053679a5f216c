/**
 * A route's `handle`. Public pages are served without the React Router runtime: their HTML is
 * complete, and the browser loads one small script (docs/decisions/011-unhydrated-match-page.md,
 * 019). A page that needs React in the browser (the admin area, the embeddable widget) says
 * `hydrate: true`; every other page, error pages included, gets an enhancer — `contentPage`
 * unless its route names another.
 */
export type Enhancer = "matchPage" | "contentPage" | "livePage";

export interface PageHandle {
  enhancer?: Enhancer;
  hydrate?: true;
}

export function enhancerOf(handles: readonly unknown[]): Enhancer | null {
  let enhancer: Enhancer = "contentPage";
  for (const handle of handles as (PageHandle | undefined)[]) {
    if (handle?.hydrate) return null;
    if (handle?.enhancer) enhancer = handle.enhancer;
  }
  return enhancer;
}
