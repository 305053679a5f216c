import type { MatchInfo } from "../../../data/schemas.ts";
import { localTime } from "../../../shell/time.ts";
import { dayRangeText } from "../../../cricket/day-text.ts";

/** The match info box of the scorecard and match facts tabs. */
export function MatchInfoBox({ info }: { info: MatchInfo }) {
  const rows: [string, string | null][] = [
    ["Match", `${info.teams[0].name} vs ${info.teams[1].name}, ${info.description}, ${info.series.name}`],
    ["Date", dayRangeText(info.startDate, info.endDate)],
    ["Time", localTime(info.startTime, info.venue?.timeZone, false)],
    ["Toss", info.toss ? `${info.toss.winner.name} won the toss and opt to ${info.toss.decision === "bat" ? "bat" : "bowl"}` : null],
    ["Venue", info.venue ? `${info.venue.name}${info.venue.city ? `, ${info.venue.city}` : ""}` : null],
    ["Umpires", info.umpires.length ? info.umpires.join(", ") : null],
    ["Third Umpire", info.tvUmpire],
    ["Match Referee", info.referee],
  ];
  return (
    <section className="panel info-box">
      <h2>Match Info</h2>
      <dl className="info-list">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
