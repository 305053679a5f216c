import "./live-score.css";
import { formatScore } from "../cricket/score.ts";
import type { ConnectionStatus } from "./connection.ts";
import { useLiveMatch } from "./hooks.ts";
import { statusLabel, updatedLabel } from "./status.ts";
import type { LiveSnapshot } from "./protocol.ts";

/**
 * "Live" / "Reconnecting…" and when the match last changed. `hidden` on pages whose script shows
 * it (an unhydrated page without JavaScript is not live).
 */
export function ConnectionBadge({ status, updatedAt, hidden }: { status: ConnectionStatus; updatedAt: number | null; hidden?: boolean }) {
  return (
    <p className="live-score__connection" hidden={hidden} data-live-badge="">
      <span className={`live-score__badge live-score__badge--${status}`} data-status={status}>
        {statusLabel(status)}
      </span>
      <span className="live-score__updated">
        Last updated <time dateTime={updatedAt ? new Date(updatedAt).toISOString() : undefined}>{updatedLabel(updatedAt)}</time>
      </span>
    </p>
  );
}

/** The score box, from a snapshot (no live behaviour of its own). */
export function LiveScoreView({ snapshot }: { snapshot: LiveSnapshot }) {
  const mini = snapshot.miniscore;
  const last = snapshot.commentary.find((item) => item.kind === "ball");
  return (
    <>
      {snapshot.isReplay && (
        <p className="live-score__replay" title="A real match replayed ball by ball by the demo clock">
          Replay
        </p>
      )}
      <ul className="live-score__teams">
        {snapshot.teams.map((team) => {
          const innings = snapshot.innings.filter((i) => i.teamId === team.id);
          const current = mini?.battingTeam.id === team.id && snapshot.state !== "Complete";
          return (
            <li key={team.id} className={current ? "live-score__team live-score__team--batting" : "live-score__team"}>
              <span className="live-score__name">{team.name}</span>
              <span className="live-score__runs" data-team-id={team.id}>
                {innings.map((i, n) => formatScore(i, { withOvers: n === innings.length - 1 })).join(" & ")}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="live-score__status">{snapshot.status}</p>
      {mini && snapshot.state !== "Complete" && (
        <p className="live-score__mini">
          {[mini.striker, mini.nonStriker]
            .filter((b) => b !== null)
            .map((b) => `${b.player.shortName} ${b.runs}(${b.balls})`)
            .join(", ")}
          {mini.bowler ? ` • ${mini.bowler.player.shortName} ${mini.bowler.wickets}-${mini.bowler.runs} (${mini.bowler.overs})` : ""}
          {` • CRR ${mini.currentRunRate}`}
          {mini.requiredRunRate ? ` • RRR ${mini.requiredRunRate}` : ""}
        </p>
      )}
      {last && (
        <p className="live-score__last">
          <span className="live-score__over">{last.overLabel}</span> {last.text}
        </p>
      )}
    </>
  );
}

/**
 * A minimal live score widget: the server-rendered snapshot first, then every ball as it lands,
 * with the connection state ("Live", "Reconnecting…") and when it last changed.
 */
export function LiveScore({ matchId, initial }: { matchId: number; initial: LiveSnapshot | null }) {
  const { snapshot, status, updatedAt } = useLiveMatch(matchId, initial);
  return (
    <section className="live-score" data-match-id={matchId} data-seq={snapshot?.seq ?? ""} aria-live="polite">
      <ConnectionBadge status={status} updatedAt={updatedAt} />
      {typeof snapshot?.staleSince === "number" && (
        <p className="live-score__stale" role="status">
          Last updated {new Date(snapshot.staleSince).toUTCString()}: the score source is not answering.
        </p>
      )}
      {snapshot ? <LiveScoreView snapshot={snapshot} /> : <p className="live-score__status">Waiting for the match…</p>}
    </section>
  );
}
