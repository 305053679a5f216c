/**
 * The script of unhydrated content pages (series, profiles, schedules, search, error pages…): the
 * shell's behaviour, ads, lists that load their older pages as they come into view (`data-feed`),
 * and filters and tabs of the same page shown in place (the server renders the page at the new
 * URL; its `data-live-region`s are morphed in), share links that open the device's share sheet,
 * and the public forms sent in place. Everything works without it.
 */
import { enhanceAccountForms } from "./account-forms.ts";
import { enhanceAds } from "./ads.ts";
import { enhanceFeed } from "./feed.ts";
import { enhanceEnquiryForms } from "./forms.ts";
import { enhanceFilters } from "./navigation.ts";
import { pageRefresher } from "./refresh.ts";
import { enhanceShare } from "./share.ts";
import { enhanceShell } from "./shell.ts";

enhanceShell(document);
enhanceAds(document);
const refresher = pageRefresher(document);
enhanceFeed(document, refresher);
enhanceFilters(document, refresher);
enhanceShare(document);
enhanceEnquiryForms(document);
enhanceAccountForms(document);
