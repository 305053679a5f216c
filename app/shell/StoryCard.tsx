import type { ReactNode } from "react";
import type { Story } from "../data/schemas.ts";
import { storyHref } from "../backend/site/public.ts";
import { storyTime } from "./story-time.ts";
import "./story-card.css";

/**
 * A story card by its cardType (docs/product/site-and-accounts.md#home): NewsBig (picture on top, intro), RSNewsBig
 * (picture on the right), NewsSmall (headline and time). The NEWS label leads to the latest news.
 * Stories without a picture get a drawn panel with their context (Cricsheet has no photos).
 */
export function StoryCard({ story, now, headingLevel = 3 }: { story: Story; now: number; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  const type = story.cardType === "NewsBig" || story.cardType === "RSNewsBig" ? story.cardType : "NewsSmall";
  const href = storyHref(story);
  const picture =
    type === "NewsSmall" ? null : story.imageId ? (
      <img className="story-card__image" src={story.imageId} alt="" loading="lazy" width="480" height="270" />
    ) : (
      <div className="story-card__art" aria-hidden="true">
        <span>{story.context}</span>
      </div>
    );
  return (
    <article className={`story-card story-card--${type}`}>
      {picture && <PictureLink href={href}>{picture}</PictureLink>}
      <div className="story-card__text">
        <p className="story-card__meta">
          <a href="/cricket_news/latest-news" className="story-card__label">
            NEWS
          </a>
          <time dateTime={new Date(story.publishedTime).toISOString()}>{storyTime(story.publishedTime, now)}</time>
        </p>
        <Heading className="story-card__headline">
          <a href={href}>{story.headline}</a>
        </Heading>
        {type !== "NewsSmall" && story.intro && <p className="story-card__intro">{story.intro}</p>}
      </div>
    </article>
  );
}

/** The headline's link again, for pointers only: hidden from assistive technology and the tab order. */
// biome-ignore-start lint/a11y/useAnchorContent: one link per story for assistive technology (the headline's)
function PictureLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="story-card__picture" tabIndex={-1} aria-hidden="true">
      {children}
    </a>
  );
}
// biome-ignore-end lint/a11y/useAnchorContent: one link per story for assistive technology (the headline's)
