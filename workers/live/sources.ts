/** Where pull-mode rooms read from: the demo clock over D1, or the upstream provider. */
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import type { Clock } from "../../app/data/embedded/clock.server.ts";
import { createUpstreamClient, type UpstreamClient } from "../../app/data/upstream/client.server.ts";

export interface UpstreamSettings {
  base: string;
  user: string;
  secret: string;
}

/** The upstream provider's settings when CRICKET_SOURCE=upstream, else null. */
export function upstreamSettings(env: Env): UpstreamSettings | null {
  const vars = env as unknown as Record<string, string | undefined>;
  if (vars.CRICKET_SOURCE !== "upstream") return null;
  const { CRICKET_API_BASE: base, CRICKET_API_USER: user, CRICKET_API_SECRET: secret } = vars;
  if (!base || !user || !secret) throw new Error("CRICKET_SOURCE=upstream needs CRICKET_API_BASE, CRICKET_API_USER and CRICKET_API_SECRET");
  return { base, user, secret };
}

export function upstreamClient(env: Env): UpstreamClient | null {
  const settings = upstreamSettings(env);
  return settings ? createUpstreamClient(settings) : null;
}

export function clockFor(env: Env): Clock {
  return { config: demoClockFromEnv(env as unknown as Record<string, unknown>), now: Date.now };
}
