import { data } from "react-router";
import { UnknownSubpage, unknownSubpageMeta } from "../../shell/UnknownSubpage.tsx";
import type { Route } from "./+types/unknown";
import { loadTeam } from "./team.server.ts";

/** A subpage the team page does not have: 'Content not found' (docs/product/content-areas.md#team-page), status 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadTeam(context, params, request);
  throw data("Content not found", { status: 404 });
}

export const meta = unknownSubpageMeta;
export const ErrorBoundary = UnknownSubpage;

export default function Unknown() {
  return null;
}
