/**
 * Counts with their nouns, for every text a reader sees: "1 run", "7 runs", "1 match", "2 matches".
 * One helper so no page prints "1 runs": the count may be a number or an already formatted figure
 * ("1", "19.4" overs), and it is singular only when it is exactly one.
 */
export function plural(count: number | string, one: string, many = `${one}s`): string {
  return `${count} ${noun(count, one, many)}`;
}

/** The noun alone, for text that sets the count apart from it (a number in its own element). */
export function noun(count: number | string, one: string, many = `${one}s`): string {
  return Number(count) === 1 ? one : many;
}
