import { redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { loadedMatch, matchMiddleware } from "./match.server.ts";

/** Parses the id and loads the match once (match.server.ts). */
export const middleware = [matchMiddleware];

/** /live-cricket-scores/{id} without a slug: 301 to the canonical URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const { info } = await loadedMatch(context);
  // The match's own id: ours for a provider id of a match we also hold (hybrid, decision 061).
  throw redirect(`/live-cricket-scores/${info.id}/${info.slug}`, 301);
}

export default function Redirect() {
  return null;
}
