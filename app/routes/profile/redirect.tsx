import type { Route } from "./+types/redirect";
import { loadProfile } from "./profile.server.ts";

/** /profiles/{id} without a name: loadProfile answers 301 to the canonical URL (or 400/404). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadProfile(context, params, request);
  return null;
}

export default function Redirect() {
  return null;
}
