import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/photos";
import { NoData } from "./components/NoData.tsx";
import { tabMeta } from "./meta.ts";
import { loadTeam } from "./team.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadTeam(context, params, request);
  return null;
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/photos", "Photos");
}

export default function TeamPhotos() {
  return <NoData id="team-photos-title" title="Photos" />;
}
