import { Link, useLoaderData } from "react-router";
import { teamHref } from "../../shell/teams.ts";
import { PlayerLink } from "./components/PlayerLink.tsx";
import type { SquadPlayer, TeamSquad } from "../../data/schemas.ts";
import type { Route } from "./+types/squads";
import { stalest } from "../../data/cache.server.ts";
import { loadedMatch, partOf } from "./match.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { id, info, cricket } = await loadedMatch(context);
  const squads = await partOf(info, cricket.squads(id));
  return { squads, stale: stalest(cricket, [squads]) };
}

const LISTS = [
  ["Squad", (s: TeamSquad) => s.squad],
  ["Playing XI", (s: TeamSquad) => s.playingXI],
  ["Substitutes", (s: TeamSquad) => s.substitutes],
  ["Bench", (s: TeamSquad) => s.bench],
  ["Support Staff", (s: TeamSquad) => s.supportStaff],
] as const;

/** Paired lists, each shown only when both sides have more than one player (docs/product/match-pages.md#squads). */
export default function SquadsTab() {
  const { squads } = useLoaderData<typeof loader>();
  if (!squads) return <p className="empty match-body">The squads are not available right now.</p>;
  const [home, away] = squads;
  return (
    <div className="match-body match-body--wide squads">
      <div className="squads__teams">
        {/* Each side's name leads to its team page. */}
        <h2>
          <Link to={teamHref(home.team)}>{home.team.name}</Link>
        </h2>
        <h2>
          <Link to={teamHref(away.team)}>{away.team.name}</Link>
        </h2>
      </div>
      {LISTS.filter(([, pick]) => pick(home).length > 1 && pick(away).length > 1).map(([title, pick]) => (
        <section key={title} className="squads__list">
          <h3>{title}</h3>
          <div className="squads__pair">
            <PlayerColumn players={pick(home)} />
            <PlayerColumn players={pick(away)} />
          </div>
        </section>
      ))}
      <ul className="squads__legend" aria-label="Legend">
        <li>
          <Marker kind="overseas" /> Overseas player
        </li>
        <li>
          <Marker kind="impact" /> Impact player
        </li>
        <li>
          <Marker kind="substitute" /> Substitute player
        </li>
        <li>
          <Marker kind="change" /> Changes to the Playing XI
        </li>
        <li>(c) Captain · (wk) Wicket-keeper, where the data says so</li>
      </ul>
    </div>
  );
}

function PlayerColumn({ players }: { players: SquadPlayer[] }) {
  return (
    <ul className="squads__players">
      {players.map((p) => (
        <li key={p.id}>
          <PlayerLink player={p} />
          {p.captain && " (c)"}
          {p.keeper && " (wk)"}
          {p.role && <span className="squads__role"> {p.role}</span>}
          {p.overseas && <Marker kind="overseas" />}
          {p.inMatchChange === "MIN" && <Marker kind="impact" />}
          {p.substitute && p.inMatchChange !== "MIN" && <Marker kind="substitute" />}
          {p.inMatchChange === "MOUT" && (
            <span className="marker marker--out" title="Replaced in the match">
              ↓
            </span>
          )}
          {p.playingXIChange && <Marker kind="change" />}
        </li>
      ))}
    </ul>
  );
}

const MARKERS = {
  overseas: { symbol: "✈", title: "Overseas player" },
  impact: { symbol: "↑", title: "Impact player" },
  substitute: { symbol: "S", title: "Substitute player" },
  change: { symbol: "⇄", title: "Change to the Playing XI" },
} as const;

function Marker({ kind }: { kind: keyof typeof MARKERS }) {
  return (
    <span className={`marker marker--${kind}`} role="img" title={MARKERS[kind].title} aria-label={MARKERS[kind].title}>
      {MARKERS[kind].symbol}
    </span>
  );
}
