import { data, Link, redirect, useLoaderData, type MetaDescriptor } from "react-router";
import { editorStoriesAbout, type EditorStory } from "../../backend/news/newsroom.server.ts";
import { categoryOf, sectionHref, sectionOfCategory } from "../../backend/news/news-sections.ts";
import { storyHref } from "../../backend/site/public.ts";
import type { Story } from "../../data/schemas.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { matchHref } from "../../shell/match-links.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import { profileHref, seriesHref } from "../../shell/paths.ts";
import { storyShareImage } from "../../shell/share-image.ts";
import { storyDate } from "../../shell/story-time.ts";
import { teamHref } from "../../shell/teams.ts";
import type { Route } from "./+types/article";
import { findStory, mergeNewest } from "../../backend/news/news-feed.server.ts";
import { newsContext, storyIdOf } from "./news.server.ts";
import { topicHref } from "./paths.ts";
import "./components/news.css";

export const handle: PageHandle = { enhancer: "contentPage" };

/** Related stories shown under an article. */
const RELATED = 6;

const isEditorStory = (story: Story): story is EditorStory => "category" in story;
/** Only a site path or an http(s) URL is a picture (a provider's numeric image id is not). */
const pictureOf = (imageId: string | null) => (imageId && /^(?:\/(?!\/)|https?:\/\/)/.test(imageId) ? imageId : null);

interface AboutLink {
  kind: "Match" | "Series" | "Team" | "Player";
  name: string;
  href: string;
}

/** Settles to null when a lookup fails: the article still renders without that link. */
const orNull = <T,>(promise: Promise<T>) => promise.catch(() => null);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = storyIdOf(params.id);
  const news = newsContext(context);
  const now = Date.now();
  const story = await findStory(news, id, now);
  if (!story) throw data("Content not found", { status: 404 });
  const url = new URL(request.url);
  const canonical = storyHref(story);
  if (url.pathname.replace(/\.data$/, "") !== canonical) throw redirect(canonical, 301);

  const editor = isEditorStory(story) ? story : null;
  const [match, team, player, seriesNews, editorsAbout] = await Promise.all([
    story.matchId ? orNull(news.cricket.match(story.matchId)) : null,
    editor?.teamId ? orNull(news.cricket.team(editor.teamId)) : null,
    editor?.playerId ? orNull(news.cricket.player(editor.playerId)) : null,
    story.seriesId ? orNull(news.cricket.seriesNews(story.seriesId)) : null,
    editorStoriesAbout(
      news.db,
      { matchId: story.matchId, seriesId: story.seriesId, teamId: editor?.teamId, playerId: editor?.playerId },
      now,
      RELATED + 1,
    ),
  ]);
  const series =
    match?.series ??
    (story.seriesId ? await orNull(news.cricket.series(story.seriesId)).then((s) => (s ? { id: s.id, name: s.name } : null)) : null);
  const about: AboutLink[] = [
    ...(match
      ? [{ kind: "Match" as const, name: `${match.teams[0].name} vs ${match.teams[1].name}, ${match.description}`, href: matchHref(match) }]
      : []),
    ...(series ? [{ kind: "Series" as const, name: series.name, href: seriesHref(series) }] : []),
    ...(team ? [team] : editor ? [] : (match?.teams ?? [])).map((t) => ({ kind: "Team" as const, name: t.name, href: teamHref(t) })),
    ...(player ? [player] : editor ? [] : (match?.playersOfMatch ?? [])).map((p) => ({
      kind: "Player" as const,
      name: p.name,
      href: profileHref(p),
    })),
  ];
  const related = mergeNewest(seriesNews?.stories ?? [], editorsAbout)
    .filter((s) => s.id !== story.id)
    .slice(0, RELATED);
  return {
    story,
    category: categoryOf(story),
    byline: editor?.byline || "Cricket Edge",
    bodyHtml: editor?.bodyHtml ?? null,
    updatedTime: editor?.updatedTime ?? null,
    tags: editor?.tags ?? [],
    topics: editor?.topics ?? [],
    picture: pictureOf(story.imageId),
    about,
    related,
    url: `${url.origin}${canonical}`,
    origin: url.origin,
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Content not found" }];
  const { story, url, origin, byline, updatedTime, category, tags, picture, about } = loaderData;
  const image = storyShareImage(origin, story, picture);
  const description = (story.intro || story.body[0] || story.headline).slice(0, 300);
  const published = new Date(story.publishedTime).toISOString();
  const modified = new Date(updatedTime ?? story.publishedTime).toISOString();
  const publisher = { "@type": "Organization", name: "Cricket Edge", logo: { "@type": "ImageObject", url: `${origin}/logo.svg` } };
  return [
    ...pageMeta({
      title: `${story.headline} | Cricket Edge`,
      description,
      url,
      type: "article",
      image,
      jsonLd: {
        "@type": "NewsArticle",
        headline: story.headline.slice(0, 110),
        description,
        datePublished: published,
        dateModified: modified,
        author: byline === "Cricket Edge" ? publisher : { "@type": "Person", name: byline },
        publisher,
        image: [image.url],
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        articleSection: category,
        ...(tags.length ? { keywords: tags.join(", ") } : {}),
        ...(about.length ? { about: about.map((a) => ({ "@type": "Thing", name: a.name, url: `${origin}${a.href}` })) } : {}),
      },
    }),
    { property: "article:published_time", content: published },
    { property: "article:modified_time", content: modified },
    { property: "article:section", content: category },
    ...tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

/** An article (docs/product/site-and-accounts.md#routes, /cricket-news/{id}/{title}): a match report or an editor's story, complete in the HTML. */
export default function Article() {
  const { story, category, byline, bodyHtml, updatedTime, tags, topics, picture, about, related } = useLoaderData<typeof loader>();
  return (
    <article className="article">
      <header className="article__head">
        <p className="article__meta">
          <Link to={sectionHref(sectionOfCategory(category))} className="news-item__type">
            {category}
          </Link>
          {story.context && <span>{story.context}</span>}
        </p>
        <h1 className="article__headline">{story.headline}</h1>
        {story.intro && <p className="article__intro">{story.intro}</p>}
        <p className="article__byline">
          By <span>{byline}</span> · Published{" "}
          <time dateTime={new Date(story.publishedTime).toISOString()}>{storyDate(story.publishedTime)}</time>
          {updatedTime && updatedTime > story.publishedTime && (
            <>
              {" "}
              · Updated <time dateTime={new Date(updatedTime).toISOString()}>{storyDate(updatedTime)}</time>
            </>
          )}
        </p>
      </header>
      {picture && <img className="article__cover" src={picture} alt="" width="960" height="540" />}
      {bodyHtml !== null ? (
        // Rendered from the editor's Markdown and sanitised on the server when saved (app/backend/news/markdown.server.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML, see above
        <div className="article__body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      ) : (
        <div className="article__body">
          {story.body.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and never move
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      )}
      {about.length > 0 && (
        <section className="article__about" aria-labelledby="article-about">
          <h2 id="article-about">About</h2>
          <ul>
            {about.map((link) => (
              <li key={`${link.kind}-${link.href}`}>
                {link.kind}: <Link to={link.href}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(topics.length > 0 || tags.length > 0) && (
        <section className="article__tags" aria-labelledby="article-tags">
          <h2 id="article-tags">TAGS</h2>
          <ul>
            {topics.map((topic) => (
              <li key={`topic-${topic.id}`}>
                <Link to={topicHref(topic)}>{topic.headline}</Link>
              </li>
            ))}
            {tags.map((tag) => (
              <li key={`tag-${tag}`}>{tag}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="article__related" aria-labelledby="article-related">
        <h2 id="article-related">Related stories</h2>
        {related.length === 0 ? (
          <p className="empty">No related articles available</p>
        ) : (
          <ul>
            {related.map((s) => (
              <li key={s.id}>
                <Link to={storyHref(s)}>{s.headline}</Link>{" "}
                <time dateTime={new Date(s.publishedTime).toISOString()}>{storyDate(s.publishedTime)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
