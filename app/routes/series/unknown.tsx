import { data } from "react-router";
import { UnknownSubpage, unknownSubpageMeta } from "../../shell/UnknownSubpage.tsx";
import type { Route } from "./+types/unknown";
import { loadSeries } from "./series.server.ts";

/** A subpage the series page does not have: 'Content not found' (docs/product/content-areas.md#series-page), status 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadSeries(context, params, request);
  throw data("Content not found", { status: 404 });
}

export const meta = unknownSubpageMeta;
export const ErrorBoundary = UnknownSubpage;

export default function Unknown() {
  return null;
}
