import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/videos";
import { NoMedia } from "./components/NoMedia.tsx";
import { tabMeta } from "./meta.ts";
import { loadSeries } from "./series.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadSeries(context, params, request);
  return null;
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/videos", "Videos");
}

export default function SeriesVideosTab() {
  return <NoMedia title="Videos" />;
}
