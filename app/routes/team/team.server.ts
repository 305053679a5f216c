import { data, redirect, type RouterContextProvider } from "react-router";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import { teamPath } from "./paths.ts";

/** The team id of the URL: a positive integer, else 400 with what was wrong. */
export function teamIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw ?? "") || !Number.isSafeInteger(id) || id <= 0)
    throw data(`team id must be a positive number, not "${(raw ?? "").slice(0, 40)}"`, { status: 400 });
  return id;
}

/**
 * The team of the URL (404 when the source does not know it), with its source. A wrong name slug
 * answers 301 to the canonical URL of the same tab, so each team page has one address.
 */
export async function loadTeam(context: Readonly<RouterContextProvider>, params: { slug?: string; id?: string }, request: Request) {
  const id = teamIdOf(params.id);
  const { env, ctx } = context.get(workerContext);
  const cricket = cricketDataFor(env, ctx);
  const team = await cricket.team(id);
  if (!team) throw data("Content not found", { status: 404 });
  const canonical = teamPath(team);
  const url = new URL(request.url);
  if (params.slug !== canonical.split("/")[2]) {
    const pathname = url.pathname.replace(/\.data$/, "");
    const rest = pathname.split("/").slice(4).join("/");
    throw redirect(`${canonical}${rest ? `/${rest}` : ""}${url.search}`, 301);
  }
  return { id, team, cricket, canonical, origin: url.origin, env };
}
