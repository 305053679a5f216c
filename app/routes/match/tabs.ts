/**
 * The match page tabs (docs/product/match-pages.md#match-page), defined once: the route table (app/routes.ts) makes a child
 * route of each, and the layout's tab bar lists them. `key` is the URL segment (empty: the
 * commentary tab, the match page's index), `file` the tab's route module in this folder.
 */
export const MATCH_TABS = [
  { key: "", label: "Commentary", file: "commentary.tsx" },
  { key: "scorecard", label: "Scorecard", file: "scorecard.tsx" },
  { key: "squads", label: "Squads", file: "squads.tsx" },
  { key: "highlights", label: "Highlights", file: "highlights.tsx" },
  { key: "full-commentary", label: "Full Commentary", file: "full-commentary.tsx" },
  { key: "live-blog", label: "Live Blog", file: "live-blog.tsx" },
  { key: "match-facts", label: "Match Facts", file: "match-facts.tsx" },
  { key: "news", label: "News", file: "news.tsx" },
  { key: "photos", label: "Photos", file: "photos.tsx" },
  { key: "live_line", label: "Live Line", file: "live-line.tsx" },
] as const;

/**
 * The tabs with the ad column (docs/product/match-pages.md#match-page): "The squads tab hides the
 * divider line. Other tabs show an ad column." The squads tab keeps the width for its paired lists.
 */
export function tabShowsAds(key: string): boolean {
  return key !== "squads";
}
