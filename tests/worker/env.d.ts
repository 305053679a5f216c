import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Cricsheet file text by match id (see vitest.config.ts). */
      TEST_MATCHES: Record<string, string>;
    }
  }
}
