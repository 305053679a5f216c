import type { Route } from "./+types/image";
import { serveImage } from "./image.server.ts";

/** An editor's photo or an avatar at one of its stored sizes: image.server.ts. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return serveImage(params, context);
}
