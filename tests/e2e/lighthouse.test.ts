/**
 * Lighthouse, mobile, on one URL of each public page type (issue 17, decision 023): accessibility,
 * best practices and SEO each score 100. Performance needs simulated throttling and three runs a
 * page to be stable: `npm run bench:lighthouse` measures it (docs/benchmarks/lighthouse.md).
 * One Chromium serves every page, one page at a time.
 */
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  type Category,
  describeFailedAudits,
  type FailedAudit,
  failedAudits,
  type LighthouseBrowser,
  launchLighthouseChromium,
  runLighthouse,
  score,
} from "../../scripts/lib/lighthouse.ts";
import { type PageType, publicPageTypes, scoredLiveMatch } from "../../scripts/lib/public-pages.ts";
import { BASE_URL } from "./browser.ts";
import { ADMIN } from "./scoring.ts";

const CATEGORIES: Category[] = ["accessibility", "best-practices", "seo"];
const CRICSHEET = process.env.CRICSHEET_DIR ?? path.resolve(import.meta.dirname, "../../../shared/data/cricsheet");

let browser: LighthouseBrowser;
let live: Awaited<ReturnType<typeof scoredLiveMatch>>;
beforeAll(async () => {
  [browser, live] = await Promise.all([launchLighthouseChromium(), scoredLiveMatch(BASE_URL, ADMIN, CRICSHEET)]);
}, 180_000);
afterAll(async () => {
  await Promise.all([browser?.close(), live?.remove()]);
});

/**
 * What a page that answers 404 on purpose cannot pass, and nothing more: SEO's status audit, and
 * the console line Chromium writes for the document's own 404 (no other error may hide there).
 */
function expectedOfErrorPage(page: PageType, audit: FailedAudit): boolean {
  if (page.status !== 404) return false;
  if (audit.id === "http-status-code") return true;
  return (
    audit.id === "errors-in-console" &&
    audit.items.length === 1 &&
    audit.items[0]!.includes("the server responded with a status of 404") &&
    audit.items[0]!.includes(`"url":"${BASE_URL}${page.path}"`)
  );
}

test("every public page type scores 100 in accessibility, best practices and SEO (Lighthouse, mobile)", async () => {
  const pages = await publicPageTypes(BASE_URL, live.path);
  const failures: string[] = [];
  for (const page of pages) {
    const started = performance.now();
    const result = await runLighthouse(BASE_URL + page.path, browser.port, CATEGORIES, { errorPage: page.status === 404 });
    // Progress, so a slow run still shows how far it came.
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${page.name}: ${CATEGORIES.map((category) => `${category} ${score(result, category)}`).join(", ")} (${seconds} s)`);
    for (const category of CATEGORIES) {
      const failed = failedAudits(result, category).filter((audit) => !expectedOfErrorPage(page, audit));
      if (failed.length > 0 || (page.status === undefined && score(result, category) !== 100))
        failures.push(`${page.name} ${page.path} — ${category} ${score(result, category)}:\n${describeFailedAudits(failed)}`);
    }
  }
  expect(failures.join("\n\n"), `Lighthouse audits failed on ${failures.length} page categories`).toBe("");
  // A guard against hangs, not a speed goal: 12–50 s a page was measured here with the machine shared (load 15–25).
}, 1_200_000);
