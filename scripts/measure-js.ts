/**
 * npm run measure:js [-- BASE_URL] — gzipped JavaScript of the main pages of a running site
 * (default http://localhost:8787), written to docs/benchmarks/js-budget.md.
 */
import "./lib/node-version.ts";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageJavaScript } from "./lib/js-weight.ts";
import { REPO_ROOT } from "./lib/paths.ts";

const base = process.argv[2] ?? "http://localhost:8787";
const FINAL = "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024";
/** One page of each public type; every one is held to issue 17's 30 KB (tests/e2e/js-budget.test.ts). */
const pages = [
  ["Home", "/"],
  ["Match: commentary", FINAL],
  ["Match: scorecard", `${FINAL}/scorecard`],
  ["Recent matches", "/cricket-match/live-scores/recent-matches"],
  ["Search", "/search?q=kohli"],
  ["News", "/cricket_news"],
  ["Photo galleries", "/cricket-photo-gallery"],
  ["Rankings", "/cricket-stats/icc-rankings/men/batting"],
  ["404 page", "/no-such-page"],
] as const;
const BUDGET_KB = 30;
const rows: string[] = [];
for (const [name, url] of pages) {
  const { totalGzip, files } = await pageJavaScript(base + url);
  const kb = (totalGzip / 1024).toFixed(1);
  console.log(`${name}: ${kb} KB gzipped in ${files.length} files`);
  rows.push(`| ${name} | \`${url}\` | ${kb} KB | ${files.length} | ${BUDGET_KB} KB |`);
}
writeFileSync(
  path.join(REPO_ROOT, "docs/benchmarks/js-budget.md"),
  `# JavaScript shipped per page

\`npm run measure:js\` (scripts/measure-js.ts): every JS file a page loads (preloads, entry and their
imports), gzipped at level 9, against the production build served by \`npm start\`.

| page | path | gzipped JS | files | budget |
|---|---|---|---|---|
${rows.join("\n")}

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}. KB = 1024 bytes.

No public page is hydrated (docs/decisions/011-unhydrated-match-page.md, 019): the server renders
each completely and it loads one small enhancer from app/enhance/ with its imports, never the React
Router runtime (admin and account pages may hydrate). tests/e2e/js-budget.test.ts holds every public
page type to 30 KB and checks that none loads the framework runtime.
`,
);
