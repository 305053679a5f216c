/**
 * The match page's only script (the page is not hydrated: docs/decisions/011-unhydrated-match-page.md). The server renders
 * everything; this keeps it live by push (each change of the match room re-reads the page and
 * morphs it in), ticks the countdown, loads older commentary in place, shows filters in place,
 * rotates the ads, and gives the shell its behaviour. Other matches' changes reach the match
 * strip at the spec's cadence for it (10 s); this match's own changes are read at once.
 */
import { enhanceAds } from "./ads.ts";
import { enhanceAlerts } from "../alerts/bell.ts";
import { tickCountdowns } from "./clock.ts";
import { enhanceFeed } from "./feed.ts";
import { followMatch, followTicker } from "./live.ts";
import { enhanceFilters } from "./navigation.ts";
import { pageRefresher } from "./refresh.ts";
import { enhanceShell } from "./shell.ts";
import { followStripPanel } from "./strip-panel.ts";
import { throttledRefresh } from "./throttle.ts";

const STRIP_EVERY_MS = 10_000;

const refresher = pageRefresher(document);
enhanceShell(document);
followStripPanel(document, refresher);
enhanceAds(document);
enhanceAlerts(document);
enhanceFeed(document, refresher);
enhanceFilters(document, refresher);
tickCountdowns(document, () => void refresher.refresh());
followMatch(document, (liveSeq) => void refresher.refresh({ liveSeq }));
followTicker(document, throttledRefresh(refresher, STRIP_EVERY_MS));
