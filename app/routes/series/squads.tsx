import { data, Link, useLoaderData, type MetaDescriptor } from "react-router";
import { slugify } from "../../cricket/slug.ts";
import type { SeriesSquad, SquadGroup } from "../../data/schemas.ts";
import type { Route } from "./+types/squads";
import { Avatar } from "./components/Placeholders.tsx";
import { tabMeta } from "./meta.ts";
import { loadSeries } from "./series.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, series, cricket, canonical } = await loadSeries(context, params, request);
  const squads = (await cricket.seriesSquads(id)) ?? [];
  const raw = new URL(request.url).searchParams.get("squad");
  if (raw !== null && !/^\d{1,10}$/.test(raw))
    throw data(`squad must be a squad id (a number), not "${raw.slice(0, 40)}"`, { status: 400 });
  // The first squad is selected by default (docs/product/content-areas.md#squads-tab; header rows are not squads here).
  const selected = raw === null ? squads[0] : squads.find((squad) => squad.squadId === Number(raw));
  if (!selected && raw !== null) throw data("Content not found", { status: 404 });
  let groups: SquadGroup[] | null = null;
  let failed = false;
  if (selected) {
    try {
      groups = await cricket.squadPlayers(id, selected.squadId);
    } catch (error) {
      console.error(`squad ${selected.squadId} of series ${id}: ${(error as Error).message}`);
      failed = true;
    }
  }
  return { canonical, seriesName: series.name, squads, selected: selected ?? null, groups, failed };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/squads", "Squads");
}

/** Consecutive squads under the same header row. */
function byHeader(squads: SeriesSquad[]): { header: string | null; squads: SeriesSquad[] }[] {
  const out: { header: string | null; squads: SeriesSquad[] }[] = [];
  for (const squad of squads) {
    const last = out.at(-1);
    if (last && last.header === squad.group) last.squads.push(squad);
    else out.push({ header: squad.group, squads: [squad] });
  }
  return out;
}

function Players({ groups }: { groups: SquadGroup[] }) {
  return groups.map((group) => (
    <section key={group.group} className="series-squads__group" aria-label={group.group || "Players"}>
      {group.group && <h4 className="series-squads__header">{group.group}</h4>}
      <ul className="series-squads__players">
        {group.players.map((player) => (
          <li key={player.id} className="series-squads__player">
            <Avatar name={player.name} />
            <div>
              <p className="series-squads__name">
                <Link to={`/profiles/${player.id}/${slugify(player.name)}`}>{player.name}</Link>
                {player.captain && <span className="series-squads__captain"> (Captain)</span>}
                {player.keeper && <span className="series-squads__captain"> (Wicket-keeper)</span>}
              </p>
              {player.role && <p className="series-squads__role">{player.role}</p>}
              {player.record && <p className="series-squads__record">{player.record}</p>}
              {(player.battingStyle || player.bowlingStyle) && (
                <p className="series-squads__record">{[player.battingStyle, player.bowlingStyle].filter(Boolean).join(" · ")}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  ));
}

/**
 * Squads (docs/product/content-areas.md#squads-tab): the squads on the left under their header rows, each a link
 * (`?squad=`, shown in place with the page's script); the selected squad's players on the right,
 * grouped by role, each linking to the player's profile.
 */
export default function SeriesSquadsTab() {
  const { canonical, seriesName, squads, selected, groups, failed } = useLoaderData<typeof loader>();
  return (
    <section className="series-squads" aria-labelledby="series-squads-title">
      <h2 id="series-squads-title" className="series__section-title">
        SQUADS FOR {seriesName}
      </h2>
      {squads.length === 0 || !selected ? (
        <p className="empty">No squads data available.</p>
      ) : (
        <div className="series-squads__layout">
          <nav aria-label="Squads" className="series-squads__list">
            {byHeader(squads).map(({ header, squads: list }) => (
              <div key={header ?? ""}>
                {header && <p className="series-squads__list-header">{header}</p>}
                <ul>
                  {list.map((squad) => (
                    <li key={squad.squadId}>
                      <Link
                        to={`${canonical}/squads?squad=${squad.squadId}`}
                        aria-current={squad.squadId === selected.squadId ? "page" : undefined}
                        className={
                          squad.squadId === selected.squadId ? "series-squads__squad series-squads__squad--active" : "series-squads__squad"
                        }
                      >
                        {squad.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="series-squads__squad-players">
            <h3>{selected.name}</h3>
            {failed ? (
              <p className="empty">Failed to load squad players data.</p>
            ) : !groups?.length ? (
              <p className="empty">No squads data available.</p>
            ) : (
              <Players groups={groups} />
            )}
            {groups?.some((group) => group.players.some((player) => player.record)) && (
              <p className="series-squads__basis">
                Players this side used in the finished matches, grouped by what they did: a stumping (here or elsewhere in our data) or, in
                multi-day cricket, the most catches at two a match without bowling makes a wicket-keeper; bowling at least half a quota a
                match (two overs in a T20, five in an ODI, eight in a Test) makes a bowler, and an all-rounder when he also bats in the top
                seven. “(Wicket-keeper)” marks a player who made a stumping in these matches: only the keeper stumps, and Cricsheet's
                records name no keeper and no captain.
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
