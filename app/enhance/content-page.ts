/**
 * The script of unhydrated content pages (series, profiles, schedules, search, error pages…): the
 * shell's behaviour, ads, lists that load their older pages as they come into view (`data-feed`),
 * and filters and tabs of the same page shown in place (the server renders the page at the new
 * URL; its `data-live-region`s are morphed in). Everything works without it.
 */
import { enhanceAccountForms } from "./account-forms.ts";
import { enhanceAds } from "./ads.ts";
import { enhanceFeed } from "./feed.ts";
import { enhanceFilters } from "./navigation.ts";
import { pageRefresher } from "./refresh.ts";
import { enhanceShell } from "./shell.ts";

enhanceShell(document);
enhanceAds(document);
const refresher = pageRefresher(document);
enhanceFeed(document, refresher);
enhanceFilters(document, refresher);
enhanceAccountForms(document);
