/**
 * The script of unhydrated list pages that follow every live match (home, the match hubs): the
 * shell's behaviour, ads, the slider's buttons, filters in place, and live scores by push — each
 * change the ticker announces makes the page re-read itself (edge-cached HTML, docs/decisions/019)
 * and morph its `data-live-region`s in, at most every 3 s (docs/product/site-and-accounts.md#constants: the home slider's cadence).
 */
import { enhanceAds } from "./ads.ts";
import { enhanceAlerts } from "../alerts/bell.ts";
import { followTicker } from "./live.ts";
import { enhanceFilters } from "./navigation.ts";
import { pageRefresher } from "./refresh.ts";
import { enhanceShell } from "./shell.ts";
import { followStripPanel } from "./strip-panel.ts";
import { enhanceSlider } from "./slider.ts";
import { throttledRefresh } from "./throttle.ts";
import { showViewerTimes } from "./viewer-time.ts";

const EVERY_MS = 3_000;

const refresher = pageRefresher(document);
enhanceShell(document);
followStripPanel(document, refresher);
enhanceAds(document);
refresher.afterMorph(enhanceSlider(document));
showViewerTimes(document);
refresher.afterMorph(() => showViewerTimes(document));
enhanceAlerts(document);
refresher.afterMorph(() => enhanceAlerts(document));
enhanceFilters(document, refresher);
followTicker(document, throttledRefresh(refresher, EVERY_MS));
