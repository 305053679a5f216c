import type { Story } from "../../../data/schemas.ts";
import { StoryCard } from "../../../shell/StoryCard.tsx";

/** A series' stories as cards, or the spec's 'No Data' (Home and News tabs). */
export function SeriesStories({ stories, now }: { stories: Story[]; now: number }) {
  if (stories.length === 0) return <p className="empty">No Data</p>;
  return (
    <div className="series-home__stories">
      {stories.map((story) => (
        <StoryCard key={story.id} story={story} now={now} />
      ))}
    </div>
  );
}
