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

Match pages are not hydrated (docs/decisions/011-unhydrated-match-page.md): the server renders
them completely and they load one small script, app/enhance/match-page.ts, with its imports: the
live connection (app/live's LiveConnection), the morph that applies re-read HTML (idiomorph), the
countdown, older commentary, filters in place and the shell's behaviour. Hydrated pages (home,
hubs, search, admin) carry the React 19 + React Router 8 runtime, about 108 KB of it.
tests/e2e/js-budget.test.ts holds every match tab to issue 5's 110 KB and checks that none loads
the framework runtime.
`,
);
