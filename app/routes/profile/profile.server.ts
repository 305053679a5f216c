import { data, redirect, type RouterContextProvider } from "react-router";
import { slugify } from "../../cricket/slug.ts";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import type { PlayerProfile } from "../../data/schemas.ts";

/**
 * The player id of the URL: a Cricsheet register id (8 hex digits, the embedded source's) or a
 * provider's number (up to 10 digits, the upstream source's); anything else is 400 with what was wrong.
 */
export function playerIdOf(raw: string | undefined): string {
  const id = (raw ?? "").toLowerCase();
  if (!/^[0-9a-f]{8}$/.test(id) && !/^[1-9]\d{0,9}$/.test(id)) {
    throw data(`player id must be a register id (8 hex digits) or a number, not "${(raw ?? "").slice(0, 40)}"`, { status: 400 });
  }
  return id;
}

export const profilePath = (player: Pick<PlayerProfile, "id" | "name">) => `/profiles/${player.id}/${slugify(player.name) || "player"}`;

/**
 * The player of the URL (404 when the source does not know him). A wrong or missing name slug —
 * or an id the source knows by another (a provider's id in the embedded source) — answers 301 to
 * the canonical URL, so each profile has one address.
 */
export async function loadProfile(context: Readonly<RouterContextProvider>, params: { id?: string; slug?: string }, request: Request) {
  const id = playerIdOf(params.id);
  const { env, ctx } = context.get(workerContext);
  const cricket = cricketDataFor(env, ctx);
  const player = await cricket.player(id);
  if (!player) throw data("Content not found", { status: 404 });
  const canonical = profilePath(player);
  const url = new URL(request.url);
  if (url.pathname.replace(/\.data$/, "") !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  return { player, canonical, origin: url.origin, stale: cricket.freshness(player)?.stale ?? false };
}
