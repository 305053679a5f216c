import { NavLink, Outlet, useLoaderData } from "react-router";
import type { PageHandle } from "../../enhance/page-handle.ts";
import type { Route } from "./+types/layout";
import { TeamBadge } from "./components/TeamBadge.tsx";
import { teamKindText, teamMeta, teamTitleName } from "./meta.ts";
import { loadTeam } from "./team.server.ts";
import "./components/team.css";

/** Team pages are complete HTML: no hydration, only the content pages' small script. */
export const handle: PageHandle = { enhancer: "contentPage" };

/** A client-side navigation from a hydrated page loads a team page as the document it is. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { team, canonical, origin } = await loadTeam(context, params, request);
  return { team, canonical, origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Content not found" }];
  const { team, canonical, origin } = loaderData;
  return teamMeta({
    title: `${teamTitleName(team)} Cricket Team - News, Schedule, Results, Stats | Cricket Edge`,
    description: `${teamTitleName(team)} (${teamKindText(team).toLowerCase()}): news, schedule, results, stats and players.`,
    url: `${origin}${canonical}`,
    team,
  });
}

/** The tabs of docs/product/content-areas.md#team-page, in its order. */
const TABS = [
  { path: "", label: "Home" },
  { path: "/schedule", label: "Schedule" },
  { path: "/results", label: "Results" },
  { path: "/news", label: "News" },
  { path: "/videos", label: "Videos" },
  { path: "/photos", label: "Photos" },
  { path: "/stats", label: "Stats" },
  { path: "/players", label: "Players" },
];

const DAY = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
const monthOf = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/** Header and tabs (docs/product/content-areas.md#team-page). */
export default function TeamLayout() {
  const { team, canonical } = useLoaderData<typeof loader>();
  const formats = team.formats.map((format) => format.label).join(" · ");
  return (
    <div className="team">
      <header className="team__header">
        <TeamBadge shortName={team.shortName} size={56} />
        <div>
          <h1 className="team__name">{teamTitleName(team)}</h1>
          <p className="team__facts">
            {teamKindText(team)}
            {formats ? ` · ${formats}` : ""}
            {team.firstDate && team.lastDate ? ` · matches in our data ${monthOf(team.firstDate)} – ${monthOf(team.lastDate)}` : ""}
          </p>
        </div>
      </header>
      <nav className="team__tabs" aria-label="Team">
        {TABS.map((tab) => (
          <NavLink
            key={tab.label}
            to={`${canonical}${tab.path}`}
            end
            className={({ isActive }) => `team__tab${isActive ? " team__tab--active" : ""}`}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="team__body">
        <Outlet />
      </div>
    </div>
  );
}
