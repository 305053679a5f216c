import type { Story } from "../../../data/schemas.ts";
import { StoryCard } from "../../../shell/StoryCard.tsx";

/** A team's stories as cards, or the spec's 'No Data' (Home and News tabs). */
export function TeamStories({ stories, now }: { stories: Story[]; now: number }) {
  if (stories.length === 0) return <p className="empty">No Data</p>;
  return (
    <div className="team__stories">
      {stories.map((story) => (
        <StoryCard key={story.id} story={story} now={now} />
      ))}
    </div>
  );
}
