import type { Route } from "./+types/redirect";
import { loadSeries } from "./series.server.ts";

/** /cricket-series/{id} without a name: loadSeries answers 301 to the canonical URL (or 400/404). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadSeries(context, { ...params, slug: "" }, request);
  return null;
}

export default function Redirect() {
  return null;
}
