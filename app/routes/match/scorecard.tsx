import { useLoaderData } from "react-router";
import { ManhattanChart, overRunsFrom, WormChart } from "./components/Charts.tsx";
import { MatchInfoBox } from "./components/MatchInfoBox.tsx";
import { PlayerLink } from "./components/PlayerLink.tsx";
import { StatusText } from "./components/StatusText.tsx";
import type { ScorecardInnings, TeamSquad } from "../../data/schemas.ts";
import { useMatch } from "./outlet.ts";
import type { Route } from "./+types/scorecard";
import { stalest } from "../../data/cache.server.ts";
import { loadedMatch, partOf } from "./match.server.ts";
import { plural } from "../../cricket/plural.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { id, info, cricket } = await loadedMatch(context);
  const [scorecard, squads] = await Promise.all([partOf(info, cricket.scorecard(id)), cricket.squads(id).catch(() => null)]);
  if (!scorecard) return { stale: null, scorecard: null, squads: null, charts: [] };
  const overs = await Promise.all(
    scorecard.innings.filter((i) => !i.superOver).map((i) => cricket.fullCommentary(id, { inningsNo: i.inningsNo })),
  );
  const teams = Object.fromEntries(scorecard.innings.map((i) => [i.inningsNo, i.battingTeam.shortName]));
  return {
    stale: stalest(cricket, [scorecard, squads, ...overs]),
    scorecard,
    squads,
    charts: overRunsFrom(
      overs.flatMap((o) => o ?? []),
      teams,
    ),
  };
}

export default function ScorecardTab() {
  const { scorecard, squads, charts } = useLoaderData<typeof loader>();
  const { info } = useMatch();
  if (!scorecard) return <p className="empty match-body">The scorecard is not available right now.</p>;
  const inningsTitle = (innings: ScorecardInnings) => {
    if (innings.superOver) return `${innings.battingTeam.name} Super Over`;
    const ofTeam = scorecard.innings.filter((i) => !i.superOver && i.battingTeam.id === innings.battingTeam.id);
    if (ofTeam.length < 2 && info.format !== "Test") return `${innings.battingTeam.name} Innings`;
    const nth = ofTeam.indexOf(innings) + 1;
    return `${innings.battingTeam.name} ${nth === 1 ? "1st" : "2nd"} Innings`;
  };
  return (
    <div className="match-body match-body--wide">
      <section className="comm-main">
        <StatusText state={info.state} status={scorecard.status} />
        {scorecard.innings.length === 0 ? (
          <p className="empty">The scorecard will appear once the match starts.</p>
        ) : (
          scorecard.innings.map((innings) => (
            <InningsCard key={innings.inningsNo} innings={innings} title={inningsTitle(innings)} complete={info.complete} />
          ))
        )}
        {charts.length > 0 && (
          <section className="panel charts">
            <h2>Charts</h2>
            <WormChart innings={charts} />
            <ManhattanChart innings={charts} />
          </section>
        )}
        <MatchInfoBox info={info} />
        {squads && <SquadsByTeam squads={squads} />}
      </section>
    </div>
  );
}

function InningsCard({ innings, title, complete }: { innings: ScorecardInnings; title: string; complete: boolean }) {
  // Rows with nothing in them (no run, no ball) are hidden, except batters who were out.
  const batting = innings.batting.filter((b) => b.isOut || b.runs > 0 || b.balls > 0 || b.fours > 0 || b.sixes > 0);
  const e = innings.extras;
  return (
    <section className="panel innings-card" aria-label={title}>
      <h2 className="innings-card__head">
        <span>{title}</span>
        <span>
          {innings.score} ({innings.overs} Ov)
        </span>
      </h2>
      <table className="stats-table stats-table--batting">
        <thead>
          <tr>
            <th scope="col">Batter</th>
            <th scope="col" className="col-status">
              Status
            </th>
            <th scope="col">R</th>
            <th scope="col">B</th>
            <th scope="col">4s</th>
            <th scope="col">6s</th>
            <th scope="col">SR</th>
          </tr>
        </thead>
        <tbody>
          {batting.map((b) => (
            <tr key={b.player.id}>
              <th scope="row">
                <PlayerLink player={b.player} />
                {b.captain ? " (c)" : ""}
                {b.keeper ? " (wk)" : ""}
                <span className="stats-table__status-inline">{b.dismissal}</span>
              </th>
              <td className="col-status">{b.dismissal}</td>
              <td className="stats-table__runs">{b.runs}</td>
              <td>{b.balls}</td>
              <td>{b.fours}</td>
              <td>{b.sixes}</td>
              <td>{b.strikeRate}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="innings-card__line">
        <span>Extras</span>
        <span>
          {e.total} (b {e.byes}, lb {e.legByes}, w {e.wides}, nb {e.noBalls}, p {e.penalty})
        </span>
      </p>
      <p className="innings-card__line innings-card__total">
        <span>Total</span>
        <span>
          {innings.runs} ({plural(innings.wickets, "wkt")}, {innings.overs} Ov){innings.declared ? " declared" : ""}
        </span>
      </p>
      {innings.yetToBat.length > 0 && (
        <p className="innings-card__list">
          <span className="innings-card__label">{complete ? "Did not Bat" : "Yet to Bat:"}</span>{" "}
          {innings.yetToBat.map((p, i) => (
            <span key={p.id}>
              {i > 0 && ", "}
              <PlayerLink player={p} />
            </span>
          ))}
        </p>
      )}
      {innings.fallOfWickets.length > 0 && (
        <p className="innings-card__list">
          <span className="innings-card__label">Fall of Wickets:</span>{" "}
          {innings.fallOfWickets.map((f, i) => (
            <span key={f.wicket}>
              {i > 0 && ", "}
              {f.runs}-{f.wicket} (<PlayerLink player={f.player} />, {f.over} ov)
            </span>
          ))}
        </p>
      )}
      <table className="stats-table">
        <thead>
          <tr>
            <th scope="col">Bowler</th>
            <th scope="col">O</th>
            <th scope="col">M</th>
            <th scope="col">R</th>
            <th scope="col">W</th>
            <th scope="col">NB</th>
            <th scope="col">WD</th>
            <th scope="col">ECO</th>
          </tr>
        </thead>
        <tbody>
          {innings.bowling.map((b) => (
            <tr key={b.player.id}>
              <th scope="row">
                <PlayerLink player={b.player} />
              </th>
              <td>{b.overs}</td>
              <td>{b.maidens}</td>
              <td>{b.runs}</td>
              <td className="stats-table__runs">{b.wickets}</td>
              <td>{b.noBalls}</td>
              <td>{b.wides}</td>
              <td>{b.economy}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {innings.powerplays.length === 0 ? (
        <p className="empty">No Power Play Data Available</p>
      ) : (
        <table className="stats-table">
          <thead>
            <tr>
              <th scope="col">Powerplays</th>
              <th scope="col">Overs</th>
              <th scope="col">Runs</th>
              <th scope="col">Wkts</th>
            </tr>
          </thead>
          <tbody>
            {innings.powerplays.map((p) => (
              <tr key={`${p.type}-${p.from}`}>
                <th scope="row">{p.type[0]!.toUpperCase() + p.type.slice(1)}</th>
                <td>
                  {p.from}-{p.to}
                </td>
                <td>{p.runs}</td>
                <td>{p.wickets}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function SquadsByTeam({ squads }: { squads: [TeamSquad, TeamSquad] }) {
  return (
    <section className="panel">
      <h2>Squads</h2>
      {squads.map((squad) => (
        <div key={squad.team.id} className="squad-team">
          <h3>{squad.team.name}</h3>
          {(
            [
              ["Playing", [...squad.playingXI, ...squad.substitutes]],
              ["Bench", squad.bench],
              ["Support Staff", squad.supportStaff],
            ] as const
          )
            .filter(([, players]) => players.length > 0)
            .map(([label, players]) => (
              <p key={label}>
                <span className="innings-card__label">{label}</span>{" "}
                {players.map((p, i) => (
                  <span key={p.id}>
                    {i > 0 && ", "}
                    <PlayerLink player={p} />
                  </span>
                ))}
              </p>
            ))}
        </div>
      ))}
    </section>
  );
}
