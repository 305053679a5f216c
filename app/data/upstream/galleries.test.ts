import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { UpstreamClient } from "./client.server.ts";
import { galleryDetailFromJson, upstreamGalleries } from "./galleries.server.ts";

const SAMPLES = process.env.CRICBUZZ_SAMPLES ?? path.resolve(import.meta.dirname, "../../../../shared/data/cricbuzz-samples");
const index = JSON.parse(readFileSync(path.join(SAMPLES, "photos-v1-index/2022-07_photo_galleries.json"), "utf8"));

/** A client answering the photo index with the sample and recording what was asked. */
function client(asked: unknown[]): UpstreamClient {
  return {
    get: async (route: string, query?: unknown) => {
      asked.push([route, query]);
      return index;
    },
    getMatch: async () => null,
  } as unknown as UpstreamClient;
}

describe("the provider's galleries", () => {
  test("the index: galleries newest first without its ads, the last one's publishedTime the next cursor", async () => {
    const asked: unknown[] = [];
    const page = await upstreamGalleries(client(asked)).galleries({ before: 1657020795481 });
    expect(page.galleries[0]).toEqual({
      id: 5441,
      headline: "England vs India, 5th Test, Day 5",
      imageId: "237277",
      publishedTime: 1657020795480,
      matchId: null,
    });
    expect(page.galleries.map((g) => g.id)).not.toContain(undefined);
    expect(page.next).toBe(page.galleries.at(-1)!.publishedTime);
    expect(asked).toEqual([["/photos/v1/index", { timestamp: 1657020795481 }]]);
  });

  test("no call per series, team or match: those lists are empty, not guessed", async () => {
    const asked: unknown[] = [];
    const galleries = upstreamGalleries(client(asked));
    expect(await galleries.galleries({ teamId: 2 })).toEqual({ galleries: [], next: null });
    expect(await galleries.matchGalleries(1)).toEqual([]);
    expect(asked).toEqual([]);
  });

  test("a gallery's detail in the shape of docs/product/content-areas.md#photo-galleries: photos with captions, tags, the default headline", () => {
    const detail = galleryDetailFromJson(7, {
      photoGalleryDetails: [{ imageId: 11, caption: " Kohli drives " }, { caption: "no image" }],
      tags: [{ itemName: "India" }, { itemName: " " }],
    });
    expect(detail).toEqual({
      id: 7,
      headline: "Gallery Details",
      imageId: "11",
      publishedTime: 0,
      matchId: null,
      photos: [{ imageId: "11", caption: "Kohli drives" }],
      tags: [{ itemName: "India" }],
    });
  });
});
