import type { Story } from "../../../data/schemas.ts";
import { StoryCard } from "../../../shell/StoryCard.tsx";

/** A team's stories as a list of cards, or the spec's 'No Data' (Home and News tabs). */
export function TeamStories({ stories, now }: { stories: Story[]; now: number }) {
  if (stories.length === 0) return <p className="empty">No Data</p>;
  return (
    <ol className="team__stories">
      {stories.map((story) => (
        // data-key: the feed script appends older pages by it without repeating a story.
        <li key={story.id} data-key={story.id}>
          <StoryCard story={story} now={now} />
        </li>
      ))}
    </ol>
  );
}
