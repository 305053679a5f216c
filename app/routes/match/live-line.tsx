import { useLoaderData } from "react-router";
import type { MatchInfo } from "../../data/schemas.ts";
import { PlayerLink } from "./components/PlayerLink.tsx";
import { PlayersOfSeries } from "./components/PlayersOfSeries.tsx";
import { sessionSummary } from "./sessions.ts";
import type { Route } from "./+types/live-line";
import { stalest } from "../../data/cache.server.ts";
import { loadedMatch } from "./match.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { id, info, cricket } = await loadedMatch(context);
  const items = await Promise.all(
    info.innings
      .filter((i) => !i.superOver)
      .map((i) =>
        info.partial
          ? cricket.fullCommentary(id, { inningsNo: i.inningsNo }).catch(() => null)
          : cricket.fullCommentary(id, { inningsNo: i.inningsNo }),
      ),
  );
  return {
    stale: stalest(cricket, items),
    info,
    sessions: sessionSummary(
      items.flatMap((i) => i ?? []),
      info.format,
    ),
  };
}

/**
 * The live line with real data instead of the spec's placeholder odds: how each block of play went,
 * how the toss played out, and the awards. No betting odds.
 */
export default function LiveLineTab() {
  const { info, sessions } = useLoaderData<typeof loader>();
  const tossWinner = info.toss?.winner;
  const matchWinner = info.complete ? info.teams.find((t) => info.status.startsWith(`${t.name} won`)) : undefined;
  return (
    <div className="match-body match-body--wide">
      <section className="comm-main">
        <section className="panel">
          <h2>Session Summary</h2>
          {sessions.length === 0 ? (
            <p className="empty">No match data available.</p>
          ) : (
            <table className="stats-table">
              <thead>
                <tr>
                  <th scope="col">Period</th>
                  <th scope="col">Batting</th>
                  <th scope="col">Overs</th>
                  <th scope="col">Runs</th>
                  <th scope="col">Wkts</th>
                  <th scope="col">Run rate</th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((s) => (
                  <tr key={`${s.inningsNo}-${s.label}`}>
                    <th scope="row">{s.label}</th>
                    <td>{s.team}</td>
                    <td>{s.overs}</td>
                    <td>{s.runs}</td>
                    <td>{s.wickets}</td>
                    <td>{(s.runs / s.overs).toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="panel toss-compare">
          <h2>Toss</h2>
          {tossWinner && info.toss ? (
            <div className="toss-compare__cards">
              {info.teams.map((team) => (
                <div key={team.id} className={`toss-card${team.id === tossWinner.id ? " toss-card--won" : ""}`}>
                  <h3>{team.name}</h3>
                  <p>
                    {team.id === tossWinner.id
                      ? `Won the toss, chose to ${info.toss!.decision === "bat" ? "bat" : "bowl"}`
                      : "Lost the toss"}
                  </p>
                  {info.complete && <p>{matchWinner?.id === team.id ? "Won the match" : matchWinner ? "Lost the match" : info.status}</p>}
                </div>
              ))}
            </div>
          ) : (
            <p className="empty">The toss has not taken place yet.</p>
          )}
        </section>
        <section className="panel awards">
          <h2>Awards</h2>
          <p>
            <span className="awards__label">Player of the Match</span>{" "}
            {info.playersOfMatch.length ? info.playersOfMatch.map((p) => <PlayerLink key={p.id} player={p} />) : "To be announced"}
          </p>
          <p>
            <span className="awards__label">Player of the Series</span> <PlayersOfSeries info={info} empty={seriesAwardPending(info)} />
          </p>
        </section>
      </section>
    </div>
  );
}

/** What the Live Line says where no Player of the Series is shown: awarded at the end of a series, or not at all. */
function seriesAwardPending(info: MatchInfo): string {
  return info.complete ? "None for this match (awarded on a series' last match)" : "To be announced";
}
