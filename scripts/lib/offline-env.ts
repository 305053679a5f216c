/** Wrangler and the Cloudflare Vite plugin must never try the network (no metrics, no cf fetch). */
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
} as const;

Object.assign(process.env, OFFLINE_ENV);
