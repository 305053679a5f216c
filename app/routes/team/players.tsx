import { data, Link, useLoaderData, type MetaDescriptor } from "react-router";
import { slugify } from "../../cricket/slug.ts";
import type { Route } from "./+types/players";
import { tabMeta } from "./meta.ts";
import { loadTeam } from "./team.server.ts";
import { plural } from "../../cricket/plural.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, cricket, canonical } = await loadTeam(context, params, request);
  const format = new URL(request.url).searchParams.get("format");
  if (format !== null && !/^[a-z0-9]{1,12}$/i.test(format))
    throw data(`format must be a format's name, not "${format.slice(0, 40)}"`, { status: 400 });
  return { canonical, players: await cricket.teamPlayers(id, format) };
}

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  const players = loaderData?.players;
  const format = players?.formats.find((f) => f.value === players.format)?.label;
  return tabMeta(matches, "/players", `${format ? `${format} ` : ""}Players`);
}

const yearOf = (date: string | null) => (date ? date.slice(0, 4) : null);

/** docs/product/content-areas.md#team-page Players: header rows, then the players under each, most recent first. */
export default function TeamPlayersTab() {
  const { canonical, players } = useLoaderData<typeof loader>();
  const groups = players?.groups ?? [];
  return (
    <section aria-labelledby="team-players-title">
      <h2 id="team-players-title" className="team__section-title">
        Players
      </h2>
      {players && players.formats.length > 1 && (
        <nav className="team-formats" aria-label="Format">
          {players.formats.map((format) => (
            <Link
              key={format.value}
              to={`${canonical}/players?format=${format.value}`}
              aria-current={format.value === players.format ? "page" : undefined}
            >
              {format.label}
            </Link>
          ))}
        </nav>
      )}
      {players?.format && <p className="team__muted">Roles read from what each player did for the team in these matches.</p>}
      {groups.length === 0 ? (
        <p className="empty">No sections available.</p>
      ) : (
        groups.map((group, index) => (
          <section key={group.group || index} className="team-players__group" aria-labelledby={`team-players-${index}`}>
            <h3 id={`team-players-${index}`}>{group.group || "Players"}</h3>
            {group.players.length === 0 ? (
              <p className="empty">No players found in this section.</p>
            ) : (
              <ul className="team-players__list">
                {group.players.map((player) => (
                  <li key={player.id}>
                    <Link to={`/profiles/${player.id}/${slugify(player.name) || "player"}`}>
                      {player.name}
                      {player.captain ? " (Captain)" : ""}
                    </Link>
                    <span className="team__muted">
                      {player.matches !== null ? plural(player.matches, "match", "matches") : (player.role ?? "")}
                      {yearOf(player.lastDate) ? `, last ${yearOf(player.lastDate)}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </section>
  );
}
