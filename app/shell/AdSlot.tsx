import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { sizeOf, type AdSize, type SlotAd } from "../backend/public.ts";

/** Ads rotate every 3 s when a slot has more than one (spec 1 §9). */
export const AD_ROTATION_MS = 3000;

/**
 * An ad slot of one of the spec's sizes. Give it the ads the loader read (`adsForPage`): they are
 * in the HTML, and the first shows without JavaScript. Without `ads` it asks /api/ads for the
 * current path and reads 'Loading ads...' meanwhile. No ads, a failed request or an image that
 * does not load show the placeholder labelled with the size. The box keeps the ad's aspect ratio
 * from the first render, so nothing around it moves.
 */
export function AdSlot({ size, ads: given, path, className }: { size: AdSize; ads?: SlotAd[]; path?: string; className?: string }) {
  const { width, height } = sizeOf(size);
  const location = useLocation();
  const [fetched, setFetched] = useState<SlotAd[] | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [index, setIndex] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const wanted = path ?? location.pathname;

  useEffect(() => {
    if (given) return;
    let cancelled = false;
    setFetched(null);
    fetch(`/api/ads?${new URLSearchParams({ path: wanted, size })}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: unknown) => {
        const list = (body as { data?: unknown }).data;
        if (!cancelled) setFetched(Array.isArray(list) ? (list as SlotAd[]) : []);
      })
      .catch(() => {
        if (!cancelled) setFetched([]);
      });
    return () => {
      cancelled = true;
    };
  }, [given, wanted, size]);

  const all = given ?? fetched;
  const ads = (all ?? []).filter((ad) => !failed.has(ad.id));
  const count = ads.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AD_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count]);

  // An image that failed before hydration fired its error event too early for React: check once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs again when the list of ads (the images) changes
  useEffect(() => {
    const broken = [...(root.current?.querySelectorAll<HTMLImageElement>("img[data-ad]") ?? [])]
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => Number(img.dataset.ad));
    if (broken.length) setFailed((prev) => new Set([...prev, ...broken]));
  }, [all]);

  const current = count ? index % count : 0;
  const loading = all === null;
  return (
    // The box's width and aspect ratio come from shell.css by data-size (no style attribute: the CSP allows none).
    <div ref={root} className={`ad-slot${className ? ` ${className}` : ""}`} data-size={size}>
      {loading ? (
        <p className="ad-slot__placeholder">Loading ads...</p>
      ) : count === 0 ? (
        <p className="ad-slot__placeholder">
          Advertisement <span className="ad-slot__size">{size}</span>
        </p>
      ) : (
        ads.map((ad, i) => (
          <a
            key={ad.id}
            href={ad.linkUrl}
            className="ad-slot__ad"
            hidden={i !== current}
            rel={ad.linkUrl.startsWith("/") ? undefined : "sponsored noopener"}
            data-ad-id={ad.id}
          >
            <img
              src={ad.imageUrl}
              alt="Advertisement"
              width={width}
              height={height}
              data-ad={ad.id}
              loading={i === 0 ? undefined : "lazy"}
              onError={() => setFailed((prev) => new Set([...prev, ad.id]))}
            />
          </a>
        ))
      )}
    </div>
  );
}
