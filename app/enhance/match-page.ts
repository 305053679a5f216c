/**
 * The match page's only script (the page is not hydrated: docs/decisions/011-unhydrated-match-page.md). The server renders
 * everything; this keeps it live by push (each change of the match room re-reads the page and
 * morphs it in), ticks the countdown, loads older commentary in place, shows filters in place,
 * and gives the shell its behaviour.
 */

/**
 * Other matches' changes reach the match strip by a re-read no sooner than 3.5 s after them (the
 * edge cache of live lists is 3 s) and at most every 10 s (the spec's cadence for the strip);
 * this match's own changes are read at once.
 */
const STRIP_LAG_MS = 3_500;
const STRIP_EVERY_MS = 10_000;
import { tickCountdowns } from "./clock.ts";
import { enhanceFeed } from "./feed.ts";
import { followMatch, followTicker } from "./live.ts";
import { enhanceFilters } from "./navigation.ts";
import { pageRefresher } from "./refresh.ts";
import { enhanceShell } from "./shell.ts";

const refresher = pageRefresher(document);
enhanceShell(document);
enhanceFeed(document, refresher);
enhanceFilters(document, refresher);
tickCountdowns(document, () => void refresher.refresh());
followMatch(document, () => void refresher.refresh());

let lastRead = Date.now();
let stripPending = false;
refresher.afterMorph(() => (lastRead = Date.now()));
followTicker(document, () => {
  if (stripPending) return;
  stripPending = true;
  const changedAt = Date.now();
  setTimeout(
    () => {
      stripPending = false;
      if (lastRead < changedAt + STRIP_LAG_MS) void refresher.refresh();
    },
    Math.max(STRIP_LAG_MS, lastRead + STRIP_EVERY_MS - changedAt),
  );
});
