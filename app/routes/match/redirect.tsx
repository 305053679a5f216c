import { data, redirect } from "react-router";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import { matchIdFrom } from "./params.ts";
import type { Route } from "./+types/redirect";

/** /live-cricket-scores/{id} without a slug: 301 to the canonical URL. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = matchIdFrom(params);
  const info = await cricketDataFor(context.get(workerContext).env).match(id);
  if (!info) throw data("No such match", { status: 404 });
  throw redirect(`/live-cricket-scores/${id}/${info.slug}`, 301);
}

export default function Redirect() {
  return null;
}
