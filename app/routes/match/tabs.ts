/** The match page tabs: URL key (empty: the commentary tab) and label (spec 2 §2.2). */
export const MATCH_TABS = [
  { key: "", label: "Commentary" },
  { key: "scorecard", label: "Scorecard" },
  { key: "squads", label: "Squads" },
  { key: "highlights", label: "Highlights" },
  { key: "full-commentary", label: "Full Commentary" },
  { key: "live-blog", label: "Live Blog" },
  { key: "match-facts", label: "Match Facts" },
  { key: "news", label: "News" },
  { key: "photos", label: "Photos" },
  { key: "live_line", label: "Live Line" },
] as const;
