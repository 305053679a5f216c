import { data, Link, useLoaderData, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/news";
import { TeamStories } from "./components/TeamStories.tsx";
import { tabMeta } from "./meta.ts";
import { editorsStories, mergeStories } from "./stories.server.ts";
import { loadTeam } from "./team.server.ts";

/** A story id as a page cursor: letters, digits and dashes (a report is `report-{matchId}`). */
const CURSOR = /^[A-Za-z0-9-]{1,80}$/;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, team, cricket, canonical, env } = await loadTeam(context, params, request);
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  if (before !== undefined && !CURSOR.test(before)) throw data(`before must be a story id, not "${before.slice(0, 40)}"`, { status: 400 });
  const now = Date.now();
  // The first page also has the editors' stories naming the team; older pages are the source's pages.
  const [news, editors] = await Promise.all([
    cricket.teamNews(id, before ? { before } : {}),
    before ? [] : editorsStories(env.DB, team.name, now),
  ]);
  return { canonical, stories: mergeStories(news?.stories ?? [], editors), next: news?.next ?? null, before: before ?? null, now };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/news", "News");
}

/**
 * The team's stories, newest first, a page at a time: plain links without a script; with it, the
 * next page is appended when "Older stories" comes into view (app/enhance/feed.ts, by story id).
 */
export default function TeamNews() {
  const { canonical, stories, next, before, now } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="team-news-title">
      <h2 id="team-news-title" className="team__section-title">
        News
      </h2>
      <div data-feed="">
        <TeamStories stories={stories} now={now} />
        {next && (
          <div className="team__pages" data-load-more="">
            <Link to={`${canonical}/news?before=${encodeURIComponent(next)}`} rel="next">
              Older stories
            </Link>
          </div>
        )}
      </div>
      {before && (
        <nav className="team__pages" aria-label="More stories">
          <Link to={`${canonical}/news`}>Latest stories</Link>
        </nav>
      )}
    </section>
  );
}
