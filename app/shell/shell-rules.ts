/** Numbers and texts of the shell's behaviour (docs/product/site-and-accounts.md#constants), shared by its markup and app/enhance/shell.ts. */
export const MIN_SEARCH_LENGTH = 3;
export const TOO_SHORT_MESSAGE = "Please enter at least 3 characters";
export const SEARCH_PLACEHOLDER = "Search players, teams, series…";
/** Show 'Move to top' after this much scrolling. */
export const MOVE_TO_TOP_AFTER = 100;
/** Ads rotate every 3 s when a slot has more than one (docs/product/site-and-accounts.md#constants). */
export const AD_ROTATION_MS = 3000;
/** Where the match strip's ALL panel is read from when it opens (a fragment of HTML). */
export const STRIP_PANEL_PATH = "/shell/strip-panel";
