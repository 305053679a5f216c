import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/photos";
import { NoMedia } from "./components/NoMedia.tsx";
import { tabMeta } from "./meta.ts";
import { loadSeries } from "./series.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadSeries(context, params, request);
  return null;
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/photos", "Photos");
}

export default function SeriesPhotosTab() {
  return <NoMedia title="Photos" />;
}
