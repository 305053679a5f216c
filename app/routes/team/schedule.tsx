import { useLoaderData, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/schedule";
import { TeamMatches } from "./components/TeamMatches.tsx";
import { tabMeta } from "./meta.ts";
import { loadTeam } from "./team.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, cricket } = await loadTeam(context, params, request);
  return { groups: (await cricket.teamMatches(id, "schedule")) ?? [], now: Date.now() };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/schedule", "Schedule");
}

export default function TeamSchedule() {
  const { groups, now } = useLoaderData<typeof loader>();
  return <TeamMatches groups={groups} now={now} title="Schedule" id="team-schedule-title" />;
}
