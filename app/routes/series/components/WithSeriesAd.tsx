import type { ReactNode } from "react";
import type { SlotAd } from "../../../backend/site/public.ts";
import { AdSlot } from "../../../shell/AdSlot.tsx";

/** A series tab with the series' 303x600 ad beside it from 1000 px, below it on narrower screens (docs/product/content-areas.md#points-table-tab). */
export function WithSeriesAd({ ads, children }: { ads: SlotAd[]; children: ReactNode }) {
  return (
    <div className="series-with-ad">
      <div className="series-with-ad__main">{children}</div>
      <aside className="series-with-ad__side" aria-label="Advertisements">
        <AdSlot size="303x600" ads={ads} />
      </aside>
    </div>
  );
}
