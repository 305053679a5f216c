import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Cricsheet file text by match id (see vitest.config.ts). */
      TEST_MATCHES: Record<string, string>;
      /** Provider sample JSON text by provider path (see vitest.config.ts). */
      TEST_SAMPLES: Record<string, string>;
      /** A local push service's base URL (tests/support/push-service.ts); worker project only. */
      TEST_PUSH_SERVICE: string;
      VAPID_PRIVATE_KEY: string;
    }
  }
}
