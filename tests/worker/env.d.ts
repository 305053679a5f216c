import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Cricsheet file text by match id (see vitest.config.ts). */
      TEST_MATCHES: Record<string, string>;
      /** Provider sample JSON text by provider path (see vitest.config.ts). */
      TEST_SAMPLES: Record<string, string>;
    }
  }
}
