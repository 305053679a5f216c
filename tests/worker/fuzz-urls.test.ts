/**
 * The second half of the 2,000 mutated URLs (tests/worker/fuzz-cases.ts), in a file of its own so
 * the two halves run side by side (issue 36: the one 140 s test was the Worker run's tail).
 */
import { beforeAll, test } from "vitest";
import { checkMutatedUrls, URL_CASES } from "./fuzz-cases.ts";
import { importFixtures } from "./import.ts";

beforeAll(async () => {
  await importFixtures("1415755", "1426557");
});

test(`the last ${URL_CASES / 2} of ${URL_CASES} mutated URLs of every route kind: never a 5xx, never a stack trace`, {
  timeout: 300_000,
}, async () => {
  await checkMutatedUrls(URL_CASES / 2, URL_CASES);
});
