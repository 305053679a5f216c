/**
 * The match page's only script (the page is not hydrated: docs/decisions/011). The server renders
 * everything; this keeps it live by push (each change of the match room re-reads the page and
 * morphs it in), ticks the countdown, loads older commentary in place, shows filters in place,
 * and gives the shell its behaviour.
 */
import { tickCountdowns } from "./clock.ts";
import { enhanceFeed } from "./feed.ts";
import { followMatch } from "./live.ts";
import { enhanceFilters } from "./navigation.ts";
import { pageRefresher } from "./refresh.ts";
import { enhanceShell } from "./shell.ts";

const refresher = pageRefresher(document);
enhanceShell(document);
enhanceFeed(document, refresher);
enhanceFilters(document, refresher);
tickCountdowns(document, () => void refresher.refresh());
followMatch(document, () => void refresher.refresh());
