import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/videos";
import { NoData } from "./components/NoData.tsx";
import { tabMeta } from "./meta.ts";
import { loadTeam } from "./team.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadTeam(context, params, request);
  return null;
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/videos", "Videos");
}

export default function TeamVideos() {
  return <NoData id="team-videos-title" title="Videos" />;
}
