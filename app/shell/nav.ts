/** The header's fixed menus (docs/product/site-and-accounts.md#header); Series and Teams come from data. */
export interface NavItem {
  label: string;
  href: string;
}

export const NEWS_ITEMS: NavItem[] = [
  { label: "Edge Plus", href: "/cricket_news/editorial/cb-plus" },
  { label: "All Stories", href: "/cricket_news/latest-news" },
  { label: "Topics", href: "/cricket_news/info" },
  { label: "Spotlight", href: "/cricket_news/editorial/spotlight" },
  { label: "Opinions", href: "/cricket_news/editorial/editorial-list" },
  { label: "Specials", href: "/cricket_news/editorial/specials" },
  { label: "Stats & Analysis", href: "/cricket_news/editorial/stats-analysis" },
  { label: "Interviews", href: "/cricket_news/editorial/interviews" },
  { label: "Live Blogs", href: "/cricket_news/editorial/live-blogs" },
];

export const VIDEO_ITEMS: NavItem[] = [{ label: "All Videos", href: "/cricket-videos" }];

export const RANKING_ITEMS: NavItem[] = [
  { label: "Men's Batting", href: "/cricket-stats/icc-rankings/men/batting" },
  { label: "Women's Batting", href: "/cricket-stats/icc-rankings/women/batting" },
  { label: "Stats Query", href: "/cricket-stats/query" },
];

export const MORE_ITEMS: NavItem[] = [
  { label: "Photo Gallery", href: "/cricket-photo-gallery" },
  { label: "Mobile Apps", href: "/mobileapps" },
  { label: "Careers", href: "/careers" },
  { label: "Contact Us", href: "/info/contact" },
  { label: "Advertise", href: "/info/advertise" },
  { label: "Privacy Policy", href: "/info/privacy" },
  { label: "Terms of Use", href: "/info/termsofuse" },
];

export const DEFAULT_PAGES = {
  news: "/cricket_news",
  series: "/cricket-schedule/series/all",
  teams: "/cricket-team",
  videos: "/cricket-videos",
  rankings: "/cricket-stats/icc-rankings/men/batting",
} as const;

/** Secondary navigation (docs/product/site-and-accounts.md#shell), on these path prefixes only. */
export const SECONDARY_NAV: NavItem[] = [
  { label: "Current Matches", href: "/cricket-match/live-scores" },
  { label: "Current & Future Series", href: "/cricket-schedule/series/all" },
  { label: "Matches By Day", href: "/cricket-schedule/upcoming-series/international" },
  { label: "Teams", href: "/cricket-team" },
  { label: "Series Archive", href: "/cricket-scorecard-archives" },
];
const SECONDARY_PREFIXES = ["/cricket-match", "/cricket-schedule", "/cricket-team", "/cricket-scorecard-archives"];

export function showsSecondaryNav(pathname: string): boolean {
  return SECONDARY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The shell's flag that hides one bar on /user/login (docs/product/site-and-accounts.md#shell): the
 * match strip, so that signing in is the page's one task; every other page keeps it.
 */
const WITHOUT_MATCH_STRIP = ["/user/login"];

export function showsMatchStrip(pathname: string): boolean {
  return !WITHOUT_MATCH_STRIP.includes(pathname.replace(/\/+$/, ""));
}
