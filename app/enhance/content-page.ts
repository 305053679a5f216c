/**
 * The script of unhydrated content pages (series, and the content areas after them): the shell's
 * behaviour, and filters and tabs of the same page shown in place (the server renders the page at
 * the new URL; its `data-live-region`s are morphed in). Everything works without it.
 */
import { enhanceFilters } from "./navigation.ts";
import { pageRefresher } from "./refresh.ts";
import { enhanceShell } from "./shell.ts";

enhanceShell(document);
enhanceFilters(document, pageRefresher(document));
