import type { Route } from "./+types/graphic";
import { serveGraphic } from "./graphic.server.ts";

/** A match's graphic as a file: graphic.server.ts. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  return serveGraphic(params, context, request);
}
