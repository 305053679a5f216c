/** URL slugs: lower case, words joined by hyphens, nothing but letters and digits kept. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The match page slug of docs/product/match-pages.md#hub-lists: team1-vs-team2-desc-series. */
export function matchSlug(team1: string, team2: string, description: string, seriesName: string): string {
  return slugify(`${team1} vs ${team2} ${description} ${seriesName}`);
}
