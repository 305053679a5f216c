import { HIGHLIGHT_TYPES } from "../data/highlight-types.ts";

/** The spec's HIGHLIGHTS list, in its order, with the §7 codes. */
export const HIGHLIGHT_FILTERS = [
  { label: "All", code: HIGHLIGHT_TYPES.all },
  { label: "Fours", code: HIGHLIGHT_TYPES.fours },
  { label: "Sixes", code: HIGHLIGHT_TYPES.sixes },
  { label: "Wickets", code: HIGHLIGHT_TYPES.wickets },
  { label: "Fifties", code: HIGHLIGHT_TYPES.fifties },
  { label: "Hundreds", code: HIGHLIGHT_TYPES.hundreds },
  { label: "Dropped Catches", code: HIGHLIGHT_TYPES.droppedCatches },
  { label: "UDRS", code: HIGHLIGHT_TYPES.udrs },
  { label: "Others", code: HIGHLIGHT_TYPES.others },
] as const;
