import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { CommentaryCursor, CommentaryItem, CommentaryPage } from "../../data/schemas.ts";
import { CommentaryList } from "./CommentaryItems.tsx";

const moreHref = (cursor: CommentaryCursor) => `?before=${cursor.timestamp}&inning=${cursor.inningsNo}`;

/**
 * Newest-first commentary with older pages appended on demand: when the marker at the bottom is
 * 10 % visible, or on the button (spec 2 §2.4). Without JavaScript the button is a link to the
 * older page. The control is hidden when there is no cursor.
 */
export function CommentaryFeed({ page }: { page: CommentaryPage }) {
  const [items, setItems] = useState<CommentaryItem[]>(page.items);
  const [next, setNext] = useState<CommentaryCursor | null>(page.next);
  const fetcher = useFetcher<{ page: CommentaryPage }>();
  const marker = useRef<HTMLDivElement>(null);
  const requested = useRef<string | null>(null);

  const loadedOlder = useRef(false);

  // A newer first page (live refresh) adds its new items on top; older pages already shown stay.
  useEffect(() => {
    setItems((current) => {
      const known = new Set(current.map((i) => i.key));
      const fresh = page.items.filter((i) => !known.has(i.key));
      return fresh.length ? [...fresh, ...current] : current;
    });
    if (!loadedOlder.current) setNext(page.next);
  }, [page]);

  useEffect(() => {
    const older = fetcher.data?.page;
    if (!older) return;
    loadedOlder.current = true;
    setItems((current) => {
      const known = new Set(current.map((i) => i.key));
      return [...current, ...older.items.filter((i) => !known.has(i.key))];
    });
    setNext(older.next);
  }, [fetcher.data]);

  const loadMore = () => {
    if (!next || items.length === 0 || fetcher.state !== "idle") return;
    const href = moreHref(next);
    if (requested.current === href) return;
    requested.current = href;
    fetcher.load(`${window.location.pathname}?index&before=${next.timestamp}&inning=${next.inningsNo}`);
  };

  useEffect(() => {
    const element = marker.current;
    if (!element || !next) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      threshold: 0.1,
    });
    observer.observe(element);
    return () => observer.disconnect();
  });

  return (
    <>
      <CommentaryList items={items} />
      {next && (
        <div ref={marker} className="comm-more">
          <a
            className="button comm-more__button"
            href={moreHref(next)}
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
          >
            {fetcher.state === "loading" ? "Loading…" : "Load More Commentary"}
          </a>
        </div>
      )}
    </>
  );
}
