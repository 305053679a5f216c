/**
 * The News menu (docs/product/content-areas.md#news-sections) and where each story belongs: an editor picks one of the
 * spec's categories; the auto-written match reports are "News". Browser-safe (no zod): the pages,
 * the feeds and the desk read the same table.
 */

export const STORY_CATEGORIES = [
  "News",
  "Editor's Picks",
  "Editorial",
  "Specials",
  "Statistics & Analysis",
  "Interviews",
  "Live Blogs",
] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];

/** An editor's story's life: public when published and its time has come (before that: "scheduled"). */
export const STORY_STATUSES = ["draft", "published", "unpublished"] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export interface NewsSection {
  /** the path under /cricket_news ("" for All Stories) */
  path: string;
  label: string;
  /** null: every category (All Stories); [] : nothing is filed here yet (Premium Editorials) */
  categories: StoryCategory[] | null;
  /** the match reports belong here too */
  reports: boolean;
  /** the spec's text when the section has no story */
  empty: string;
}

const editorial = (path: string, label: string, category: StoryCategory): NewsSection => ({
  path: `editorial/${path}`,
  label,
  categories: [category],
  reports: false,
  empty: "No Data",
});

/** The menu in the spec's order; Topics (/cricket_news/info) sits between News and Spotlight. */
export const NEWS_SECTIONS: NewsSection[] = [
  { path: "", label: "All Stories", categories: null, reports: true, empty: "No Data" },
  // The spec's Premium Editorials page always shows 'No Data ' (no paid tier here).
  { path: "editorial/cb-plus", label: "Premium Editorials", categories: [], reports: false, empty: "No Data " },
  { path: "latest-news", label: "News", categories: ["News"], reports: true, empty: "No Data" },
  editorial("spotlight", "Spotlight", "Editor's Picks"),
  editorial("editorial-list", "Opinions", "Editorial"),
  editorial("specials", "Special", "Specials"),
  editorial("stats-analysis", "Stats", "Statistics & Analysis"),
  editorial("interviews", "Interviews", "Interviews"),
  editorial("live-blogs", "Live Blogs", "Live Blogs"),
];

export const TOPICS_PATH = "/cricket_news/info";

export const sectionHref = (section: Pick<NewsSection, "path">) => (section.path ? `/cricket_news/${section.path}` : "/cricket_news");

export function sectionOf(path: string): NewsSection | null {
  return NEWS_SECTIONS.find((section) => section.path === path) ?? null;
}

/** The section a category is listed under (a story's label links there). */
export function sectionOfCategory(category: string): NewsSection {
  return NEWS_SECTIONS.find((s) => s.categories?.length === 1 && s.categories[0] === category) ?? NEWS_SECTIONS[2]!;
}

/** A story's category: an editor's choice, or "News" for match reports and the provider's stories. */
export const categoryOf = (story: object): string => ("category" in story && typeof story.category === "string" ? story.category : "News");
