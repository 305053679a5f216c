import { data, type RouterContextProvider } from "react-router";
import type { NewsSources } from "../../backend/news/news-feed.server.ts";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";

/** A story id as a page cursor or an article id: letters, digits and dashes (`report-1415755`, `story-12`, `122025`). */
const STORY_ID = /^[A-Za-z0-9-]{1,80}$/;

export function storyIdOf(raw: string | null | undefined, what = "story id"): string {
  const id = raw ?? "";
  if (!STORY_ID.test(id)) throw data(`${what} must be letters, digits and dashes, not "${id.slice(0, 40)}"`, { status: 400 });
  return id;
}

export function newsContext(context: Readonly<RouterContextProvider>): NewsSources {
  const { env, ctx } = context.get(workerContext);
  return { db: env.DB, cricket: cricketDataFor(env, ctx) };
}

/** `?before=` of a list page, checked (400 when malformed). */
export function beforeOf(request: Request): string | null {
  const before = new URL(request.url).searchParams.get("before");
  return before === null ? null : storyIdOf(before, "before");
}
