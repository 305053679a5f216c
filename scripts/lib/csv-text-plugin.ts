import type { Plugin } from "vite";

/**
 * The repository's sourced data files (data/*.csv) imported as their text: for the site's build
 * (vite.config.ts) and the Worker tests that import app code (vitest.config.ts); the tools Worker's
 * bundler does the same with its Text rule (workers/ingest/wrangler.jsonc).
 */
export function csvText(): Plugin {
  return {
    name: "cricket:csv-text",
    enforce: "pre",
    transform(code, id) {
      return id.endsWith(".csv") ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
    },
  };
}
