import type { Route } from "./+types/redirect";
import { loadChampionship } from "./championship.server.ts";

/** /cricket-stats/points-table/{format}: loadChampionship answers 302 to the latest league (or 400). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadChampionship(context, params, request);
  return null;
}

export default function Redirect() {
  return null;
}
