import { data, useLoaderData, useLocation } from "react-router";
import { liveBlogPage } from "../../backend/news/live-blog.server.ts";
import { workerContext } from "../../context.server.ts";
import type { Route } from "./+types/live-blog";
import { loadedMatch } from "./match.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { id } = await loadedMatch(context);
  const { env } = context.get(workerContext);
  const raw = new URL(request.url).searchParams.get("before");
  if (raw !== null && !/^\d{1,15}$/.test(raw)) throw data("before must be an entry id (digits)", { status: 400 });
  const before = raw === null ? null : Number(raw);
  return { ...(await liveBlogPage(env.DB, id, before)), before };
}

const TIME = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

/**
 * Live blog (docs/product/match-pages.md#news-photos-and-live-blog): the entries editors wrote for this match, newest first, a page at a
 * time (older ones by the last entry's id). A new entry reaches an open page through the match room, like a ball.
 */
export default function LiveBlogTab() {
  const { entries, older, before } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  if (entries.length === 0 && before === null)
    return (
      <div className="match-body match-body--wide">
        <p className="empty">There is no live blog for this match.</p>
      </div>
    );
  return (
    <div className="match-body match-body--wide">
      <section className="comm-main live-blog" aria-label="Live blog">
        <ol className="live-blog__entries">
          {entries.map((entry) => (
            <li key={entry.id} className="panel live-blog__entry" data-entry={entry.id}>
              <p className="live-blog__meta">
                <time dateTime={new Date(entry.createdAt).toISOString()}>{TIME.format(entry.createdAt)} GMT</time>
                {" · "}
                <span>{entry.author}</span>
              </p>
              {/* sanitised on the server when saved (app/backend/news/sanitize.server.ts) */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is the allow-listed output of the sanitiser */}
              <div className="live-blog__body" dangerouslySetInnerHTML={{ __html: entry.bodyHtml }} />
            </li>
          ))}
        </ol>
        <nav className="live-blog__pager" aria-label="More entries">
          {before !== null && <a href={pathname}>Latest entries</a>}
          {older !== null && (
            <a href={`?before=${older}`} rel="next">
              Older entries
            </a>
          )}
        </nav>
      </section>
    </div>
  );
}
