import type { MatchInfo } from "../data/schemas.ts";

/**
 * Videos that link to a match page of this site (the seeded "Match Story" entries) link only when
 * the configured source knows the match (issue 32): in the provider and hybrid modes a match id of
 * the editors' may be one nobody holds. A match that resolves links to its canonical page (ours for
 * a provider match we also hold, decision 061); one that does not, or whose source fails or is slow
 * to answer, shows without a link rather than leading to a 404.
 */
const MATCH_PATH = /^\/live-cricket-scores\/(\d{1,12})(?=[/?#]|$)/;

/** How long home and /cricket-videos wait for a match to resolve before showing the video unlinked. */
export const VIDEO_MATCH_BUDGET_MS = 1_000;

export type Linked<T extends { watchUrl: string }> = Omit<T, "watchUrl"> & { watchUrl: string | null };

export async function withMatchLinks<T extends { watchUrl: string }>(
  data: { match(id: number): Promise<MatchInfo | null> },
  videos: readonly T[],
): Promise<Linked<T>[]> {
  return Promise.all(
    videos.map(async (video): Promise<Linked<T>> => {
      const id = MATCH_PATH.exec(video.watchUrl)?.[1];
      if (id === undefined) return video;
      const info = await within(
        data.match(Number(id)).catch(() => null),
        VIDEO_MATCH_BUDGET_MS,
      );
      if (!info) return { ...video, watchUrl: null };
      return { ...video, watchUrl: info.id === Number(id) ? video.watchUrl : `/live-cricket-scores/${info.id}/${info.slug}` };
    }),
  );
}

function within<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
