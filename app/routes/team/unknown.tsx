import { data } from "react-router";
import type { Route } from "./+types/unknown";
import { loadTeam } from "./team.server.ts";

/** A subpage the team page does not have: 'Content not found' (spec 3), status 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadTeam(context, params, request);
  throw data("Content not found", { status: 404 });
}

export function meta() {
  return [{ title: "Content not found | Cricket Edge" }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return <p className="empty">Content not found</p>;
}

export default function Unknown() {
  return null;
}
