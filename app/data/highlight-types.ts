/** highLightType codes (docs/product/match-pages.md#highlight-codes; kept free of zod so client bundles can use them). */
export const HIGHLIGHT_TYPES = {
  all: 0,
  others: 1,
  fours: 2,
  sixes: 4,
  wickets: 8,
  fifties: 16,
  hundreds: 32,
  droppedCatches: 128,
  udrs: 512,
} as const;
