import { sizeOf, type AdSize, type SlotAd } from "../backend/site/public.ts";

/**
 * An ad slot of one of the spec's sizes, with the ads the loader read (`adsForPage`): all in the
 * HTML, the first shown, so it works without JavaScript. app/enhance/ads.ts rotates them every
 * 3 s and drops an ad whose image does not load; none left (or none at all) shows the placeholder
 * labelled with the size. The box keeps the ad's aspect ratio, so nothing around it moves.
 */
export function AdSlot({ size, ads, className }: { size: AdSize; ads: SlotAd[]; className?: string }) {
  const { width, height } = sizeOf(size);
  return (
    // The box's width and aspect ratio come from shell.css by data-size (no style attribute: the CSP allows none).
    <div className={`ad-slot${className ? ` ${className}` : ""}`} data-size={size}>
      {ads.length === 0 ? (
        <p className="ad-slot__placeholder">
          Advertisement <span className="ad-slot__size">{size}</span>
        </p>
      ) : (
        ads.map((ad, i) => (
          <a
            key={ad.id}
            href={ad.linkUrl}
            className="ad-slot__ad"
            hidden={i !== 0}
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
            />
          </a>
        ))
      )}
    </div>
  );
}
