import type { CommentaryCursor, CommentaryPage } from "../../../data/schemas.ts";
import { CommentaryList } from "./CommentaryItems.tsx";

export const moreHref = (cursor: CommentaryCursor) => `?before=${cursor.timestamp}&inning=${cursor.inningsNo}`;

/**
 * Newest-first commentary and the control for older pages (docs/product/match-pages.md#commentary). The control is a link to
 * the older page; app/enhance/feed.ts appends that page in place instead, when the control is 10 %
 * visible or pressed. It is left out when there is no cursor.
 */
export function CommentaryFeed({ page }: { page: CommentaryPage }) {
  return (
    <div className="comm-feed" data-feed="">
      <CommentaryList items={page.items} />
      {page.next && (
        <div className="comm-more" data-load-more="">
          <a className="button comm-more__button" href={moreHref(page.next)}>
            Load More Commentary
          </a>
        </div>
      )}
    </div>
  );
}
