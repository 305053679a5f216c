/**
 * Layer rules for the source tree (npm run check:layers; tests/structure/layers.test.ts proves each
 * rule fires). Paths are relative to the repository root.
 *
 * Parser: TypeScript 7 (the Go port) ships no JavaScript compiler API, and dependency-cruiser only
 * uses typescript < 7 — without another parser it silently cruises 0 modules and reports no
 * violations. So it parses with @swc/core (`parser: "swc"`), which also reports `import type`
 * (type-only imports count: a type from another layer is still a dependency on it).
 */

/** Things that are not files of ours and must never count as a layer dependency. */
const NOT_OURS = ["(^|/)node_modules/"];

/** Unit tests live beside the code they test and may use helpers from tests/support: the layer rules are about production modules. */
const TEST_FILE = "\\.test\\.tsx?$";

/** Where React Router's generated route types land; `./+types/<route>` imports resolve there for tsc only. */
const GENERATED_ROUTE_TYPES = "(^|/)\\+types/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No circular imports anywhere: a module must not (directly or through others) import itself.",
      from: {},
      to: { circular: true },
    },
    {
      name: "cricket-core-is-pure",
      severity: "error",
      comment:
        "app/cricket is the pure cricket core: it imports nothing of ours outside app/cricket/ (npm packages and built-ins are fine; its unit tests may use tests/support).",
      from: { path: "^app/cricket/", pathNot: TEST_FILE },
      to: { pathNot: ["^app/cricket/", ...NOT_OURS], dependencyTypesNot: ["core"] },
    },
    {
      name: "data-imports-only-cricket-and-data",
      severity: "error",
      comment:
        "app/data (the data contract and its adapters) imports only app/cricket/ and app/data/ (npm packages and built-ins are fine), and the repository's sourced data files (data/*.csv, bundled as text).",
      from: { path: "^app/data/", pathNot: TEST_FILE },
      to: { pathNot: ["^app/(cricket|data)/", "^data/[^/]+[.]csv$", ...NOT_OURS], dependencyTypesNot: ["core"] },
    },
    {
      name: "live-client-imports-only-data-and-below",
      severity: "error",
      comment:
        "app/live (the live client: wire protocol, reducer, connection, hooks) sits on data: it imports only app/live/, app/data/ and app/cricket/ (npm packages and built-ins are fine) — never scoring, backend, pages or workers, which run it.",
      from: { path: "^app/live/", pathNot: TEST_FILE },
      to: { pathNot: ["^app/(cricket|data|live)/", ...NOT_OURS], dependencyTypesNot: ["core"] },
    },
    {
      name: "scoring-imports-only-live-and-below",
      severity: "error",
      comment:
        "app/scoring (rules, commands, writes of scored matches) sits on the live client: it imports only app/scoring/, app/live/, app/data/ and app/cricket/ (npm packages and built-ins are fine) — never the backend, pages or workers, which call it.",
      from: { path: "^app/scoring/", pathNot: TEST_FILE },
      to: { pathNot: ["^app/(cricket|data|live|scoring)/", ...NOT_OURS], dependencyTypesNot: ["core"] },
    },
    {
      name: "backend-imports-only-scoring-and-below",
      severity: "error",
      comment:
        "app/backend (the product's own data: settings, content, newsroom, accounts, auth), in whatever sub-folders it is split, imports only app/backend/, app/scoring/, app/live/, app/data/ and app/cricket/ (npm packages and built-ins are fine) — never pages (app/routes, app/shell, app/enhance, app/root.tsx) or workers.",
      from: { path: "^app/backend/", pathNot: TEST_FILE },
      to: { pathNot: ["^app/(cricket|data|live|scoring|backend)/", ...NOT_OURS], dependencyTypesNot: ["core"] },
    },
    {
      name: "alerts-imports-only-backend-and-below",
      severity: "error",
      comment:
        "app/alerts (match alerts' home, decision 041: kinds and their stored bits, follows, sending, the queue consumer, the room's alerts, the bell) sits on the backend: it imports only app/alerts/, app/backend/, app/scoring/, app/live/, app/data/ and app/cricket/ (npm packages and built-ins are fine) — never pages (app/routes, app/shell, app/enhance, app/root.tsx) or workers, which use it. The layers below never import it (their own rules).",
      from: { path: "^app/alerts/", pathNot: TEST_FILE },
      to: { pathNot: ["^app/(cricket|data|live|scoring|backend|alerts)/", ...NOT_OURS], dependencyTypesNot: ["core"] },
    },
    {
      name: "adapters-only-through-index-server",
      severity: "error",
      comment:
        "Outside app/data/, an adapter is imported only through app/data/embedded/index.server.ts or app/data/upstream/index.server.ts; everything else in those folders is internal. Files under tests/ and scripts/ may import internals.",
      from: { pathNot: ["^app/data/", "^tests/", "^scripts/", TEST_FILE] },
      to: {
        path: "^app/data/(embedded|upstream)/",
        pathNot: "^app/data/(embedded|upstream)/index\\.server\\.ts$",
      },
    },
    {
      name: "workers-not-to-upstream-adapter",
      severity: "error",
      comment:
        "workers/ never import app/data/upstream/ at all, not even its index.server.ts (of the embedded adapter they may import only app/data/embedded/index.server.ts: rule adapters-only-through-index-server).",
      from: { path: "^workers/" },
      to: { path: "^app/data/upstream/" },
    },
    {
      name: "routes-not-imported-from-outside",
      severity: "error",
      comment:
        "Nothing outside app/routes/ imports anything under app/routes/, but the route table app/routes.ts: it names route modules by string, and reads the match tabs (app/routes/match/tabs.ts) to make their routes. Tests may call a route's loader.",
      from: { pathNot: ["^app/routes/", "^app/routes\\.ts$", "^tests/"] },
      to: { path: "^app/routes/" },
    },
    {
      name: "route-areas-are-private",
      severity: "error",
      comment:
        "A file in app/routes/A/ must not import from app/routes/B/: each page area's modules, components and helpers are private to it.",
      from: { path: "^app/routes/([^/]+)/" },
      to: { path: "^app/routes/[^/]+/", pathNot: "^app/routes/$1/" },
    },
    {
      name: "workers-not-to-routes-or-root",
      severity: "error",
      comment:
        "workers/ import nothing from app/routes/ nor app/root.tsx (the page tree is reached only through React Router's server build).",
      from: { path: "^workers/" },
      to: { path: ["^app/routes/", "^app/root\\.tsx$"] },
    },
    {
      name: "workers-api-and-live-independent",
      severity: "error",
      comment: "workers/api/ (hono API) and workers/live/ (Durable Objects) never import each other, in either direction.",
      from: { path: "^workers/(api|live)/" },
      to: { path: "^workers/(api|live)/", pathNot: "^workers/$1/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "Guard for the rules above: an import dependency-cruiser cannot resolve is invisible to them, so it must resolve (React Router's generated ./+types/* imports are the one accepted exception).",
      from: {},
      to: { couldNotResolve: true, pathNot: GENERATED_ROUTE_TYPES },
    },
  ],
  options: {
    // swc reports type-only imports (`import type`, `export type … from`) as dependencies by itself;
    // tsPreCompilationDeps would ask for the tsc parser, which cannot load with TypeScript 7.
    parser: "swc",
    // Used for resolution (tsconfig `paths`, through tsconfig-paths); compiler options cannot be read without typescript < 7.
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: ["(^|/)node_modules/", "^\\.react-router/"] },
    // Wrangler's bundles (.wrangler/tmp) are output: also under workers/ingest while the importer's
    // tools Worker runs beside this check (npm test, decision 038).
    exclude: { path: ["^\\.react-router/", "^build/", "(^|/)\\.wrangler/"] },
    // Modules supplied by the runtime (workerd, vitest-plugin) or by Vite plugins: not files, never layer dependencies.
    builtInModules: {
      add: [
        "cloudflare:workers",
        "cloudflare:test",
        "cloudflare:sockets",
        "cloudflare:email",
        "virtual:react-router/server-build",
        "virtual:enhancers",
      ],
    },
    // Packages such as react-router only describe their entry points in package.json `exports`.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "module-sync", "require", "node", "workerd", "worker", "browser", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".jsx", ".json"],
    },
    progress: { type: "none" },
  },
};
