import type { CricketData } from "../data/contract.ts";
import type { Story } from "../data/schemas.ts";

/** The published stories of these matches (their auto-written reports), through CricketData. */
export async function reportsOf(data: Pick<CricketData, "matchNews">, matchIds: number[], now = Date.now()): Promise<Story[]> {
  const lists = await Promise.all(matchIds.map((id) => data.matchNews(id).catch(() => null)));
  return lists.flatMap((list) => list?.stories ?? []).filter((story) => story.publishedTime <= now);
}
