import { redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { loadedMatch, matchMiddleware } from "./match.server.ts";

/** Parses the id and loads the match once (match.server.ts). */
export const middleware = [matchMiddleware];

/** /live-cricket-scores/{id} without a slug: 301 to the canonical URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const { id, info } = await loadedMatch(context);
  throw redirect(`/live-cricket-scores/${id}/${info.slug}`, 301);
}

export default function Redirect() {
  return null;
}
