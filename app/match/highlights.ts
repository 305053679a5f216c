/** The spec's HIGHLIGHTS list, in its order, with the §7 codes (the core's own list). */
export { HIGHLIGHT_CODES as HIGHLIGHT_FILTERS } from "../cricket/commentary/types.ts";
