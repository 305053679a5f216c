import { pageMeta } from "../../shell/page-meta.ts";
/** The schedule pages' tabs: URL key, label, and the typeMatches group each shows (null: all). */
export const SERIES_TABS = [
  { key: "all", label: "All", group: null },
  { key: "international", label: "International", group: "International" },
  { key: "domestic", label: "Domestic", group: "Domestic" },
  { key: "t20-leagues", label: "T20 Leagues", group: "League" },
  { key: "women", label: "Women", group: "Women" },
] as const;

export const MATCH_TABS = [
  { key: "international", label: "International", group: "International" },
  { key: "domestic", label: "Domestic & Others", group: "Domestic" },
  { key: "league", label: "T20 Leagues", group: "League" },
  { key: "women", label: "Women", group: "Women" },
  { key: "all", label: "All Matches", group: null },
] as const;

/** The head of a schedule page: title, description, absolute canonical, Open Graph. */
export function scheduleMeta(title: string, description: string, url: string) {
  return pageMeta({ title, description, url });
}
