import { slugify } from "../cricket/slug.ts";
import type { Story } from "./schemas.ts";

/** A story's article address (docs/product/site-and-accounts.md#routes: /cricket-news/{id}/{title}): its fixed slug, else its headline's. */
export const storyPath = (story: Pick<Story, "id" | "headline" | "slug">) =>
  `/cricket-news/${story.id}/${story.slug || slugify(story.headline) || "story"}`;
