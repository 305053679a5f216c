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
const pages = [
  ["Home", "/", null],
  ["Live match page (commentary)", "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024", 110],
  ["Match scorecard", "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024/scorecard", 110],
  ["Recent matches", "/cricket-match/live-scores/recent-matches", null],
] as const;
const rows: string[] = [];
for (const [name, url, budget] of pages) {
  const { totalGzip, files } = await pageJavaScript(base + url);
  const kb = (totalGzip / 1024).toFixed(1);
  console.log(`${name}: ${kb} KB gzipped in ${files.length} files`);
  rows.push(`| ${name} | \`${url}\` | ${kb} KB | ${files.length} | ${budget ? `${budget} KB` : "—"} |`);
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

The framework runtime every hydrated page loads (React 19 with react-dom, React Router 8's client,
its single-fetch decoder and link components) weighs about 109 KB; the site shell (header menus,
match strip with the ticker, footer) about 9 KB; the match page's own code about 6–9 KB. Issue 5's
budget of 110 KB for the match page is therefore not met by a fully hydrated React Router page;
meeting it would take not hydrating the match page (server HTML plus a small script for the live
updates, countdown and load-more) or a lighter runtime. tests/e2e/js-budget.test.ts guards the
page's own share (≤ 8 KB over the hub page) and the total (≤ 132 KB) so neither grows unnoticed.
`,
);
