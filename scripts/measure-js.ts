/**
 * npm run measure:js [-- BASE_URL] — gzipped JavaScript of one page of each public type on a running site
 * (default http://localhost:8787), written to docs/benchmarks/js-budget.md.
 */
import "./lib/node-version.ts";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageJavaScript } from "./lib/js-weight.ts";
import { REPO_ROOT } from "./lib/paths.ts";
import { publicPageTypes } from "./lib/public-pages.ts";

const base = process.argv[2] ?? "http://localhost:8787";
const BUDGET_KB = 30;
const rows: string[] = [];
// One page of each public type (the list Lighthouse checks), each held to issue 17's 30 KB by
// tests/e2e/js-budget.test.ts. A live match's page loads the same enhancer as a finished one's.
for (const { name, path: url } of await publicPageTypes(base, null)) {
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
