import type { ReactNode } from "react";
import { data, Link, useLoaderData, type MetaDescriptor } from "react-router";
import { slugify } from "../../cricket/slug.ts";
import type { TeamBatter, TeamBowler, TeamResultRow, TeamTotal } from "../../data/team-schemas.ts";
import type { Route } from "./+types/stats";
import { tabMeta } from "./meta.ts";
import { loadTeam } from "./team.server.ts";
import { dayText } from "../../cricket/day-text.ts";

/** The filters are GET parameters; one that is malformed is a 400 saying which. */
function filterOf(url: URL, name: string, pattern: RegExp): string | null {
  const value = url.searchParams.get(name);
  if (value === null || value === "") return null;
  if (!pattern.test(value)) throw data(`${name} must match ${pattern.source}, not "${value.slice(0, 40)}"`, { status: 400 });
  return value;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, cricket, canonical } = await loadTeam(context, params, request);
  const url = new URL(request.url);
  const format = filterOf(url, "format", /^[a-z0-9]{1,12}$/i);
  const opponent = filterOf(url, "opponent", /^\d{1,10}$/);
  const year = filterOf(url, "year", /^\d{4}$/);
  const stats = await cricket.teamStats(id, { format, opponent: opponent === null ? null : Number(opponent), year });
  return { canonical, stats };
}

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  const applied = loaderData?.stats?.applied;
  const format = loaderData?.stats?.formats.find((f) => f.value === applied?.format)?.label;
  return tabMeta(matches, "/stats", `${format ? `${format} ` : ""}Stats${applied?.year ? ` ${applied.year}` : ""}`);
}

const EMPTY = "No data available for the requested query.";

/** A column head: its short text, with the long name as an abbreviation's title when there is one. */
type Head = readonly [short: string, long?: string];

function HeadCell({ head: [short, long] }: { head: Head }) {
  return (
    <th scope="col" className="num">
      {long ? <abbr title={long}>{short}</abbr> : short}
    </th>
  );
}

/** One of the tab's records: a titled section with its table, or the spec's empty text. */
function StatsSection({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {empty ? <p className="empty">{EMPTY}</p> : children}
    </section>
  );
}

const RESULT_HEADS: Head[] = [
  ["M", "Matches"],
  ["W", "Won"],
  ["L", "Lost"],
  ["T", "Tied"],
  ["D/NR", "Drawn or no result"],
];

function ResultsTable({ id, title, first, rows }: { id: string; title: string; first: string; rows: TeamResultRow[] }) {
  return (
    <StatsSection id={id} title={title} empty={rows.length === 0}>
      <table className="team__table">
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {RESULT_HEADS.map((head) => (
              <HeadCell key={head[0]} head={head} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className="num">{row.played}</td>
              <td className="num">{row.won}</td>
              <td className="num">{row.lost}</td>
              <td className="num">{row.tied}</td>
              <td className="num">{row.drawnOrNoResult}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StatsSection>
  );
}

function TotalsTable({ id, title, rows }: { id: string; title: string; rows: TeamTotal[] }) {
  return (
    <StatsSection id={id} title={title} empty={rows.length === 0}>
      <table className="team__table">
        <thead>
          <tr>
            <th scope="col">Score</th>
            <HeadCell head={["Overs"]} />
            <th scope="col">Opponent</th>
            <th scope="col">Match</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.matchId}-${row.score}`}>
              <th scope="row" className="team__score">
                {row.score}
              </th>
              <td className="num">{row.overs}</td>
              <td>{row.opponent}</td>
              <td>
                <Link to={`/live-cricket-scores/${row.matchId}`}>{dayText(row.date)}</Link>
                {row.venue ? <span className="team__muted"> · {row.venue}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StatsSection>
  );
}

const profile = (player: { id: string; name: string }) => `/profiles/${player.id}/${slugify(player.name) || "player"}`;

/** A leader table's column: its head and what it shows of a player. */
interface LeaderColumn<Player> {
  head: Head;
  value: (player: Player) => string | number;
}

const RUN_COLUMNS: LeaderColumn<TeamBatter>[] = [
  { head: ["M", "Matches"], value: (player) => player.matches },
  { head: ["I", "Innings"], value: (player) => player.innings },
  { head: ["R", "Runs"], value: (player) => player.runs },
  { head: ["HS", "Highest Score"], value: (player) => player.highest },
  { head: ["Avg"], value: (player) => player.average ?? "-" },
];

const WICKET_COLUMNS: LeaderColumn<TeamBowler>[] = [
  { head: ["M", "Matches"], value: (player) => player.matches },
  { head: ["W", "Wickets"], value: (player) => player.wickets },
  { head: ["Avg"], value: (player) => player.average ?? "-" },
  { head: ["Econ", "Economy rate"], value: (player) => player.economy },
];

/** The team's leading run-scorers or wicket-takers, each linked to his profile. */
function LeaderTable<Player extends { id: string; name: string }>({
  id,
  title,
  players,
  columns,
  more,
}: {
  id: string;
  title: string;
  players: Player[];
  columns: LeaderColumn<Player>[];
  /** the same question in the stats query */
  more?: string | undefined;
}) {
  return (
    <StatsSection id={id} title={title} empty={players.length === 0}>
      <table className="team__table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            {columns.map((column) => (
              <HeadCell key={column.head[0]} head={column.head} />
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id}>
              <th scope="row">
                <Link to={profile(player)}>{player.name}</Link>
              </th>
              {columns.map((column) => (
                <td key={column.head[0]} className="num">
                  {column.value(player)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {more ? (
        <p className="team__more">
          <a href={more}>More: {title.toLowerCase()} in the stats query</a>
        </p>
      ) : null}
    </StatsSection>
  );
}

/** docs/product/content-areas.md#team-page Stats: filters (format, opponent, year) and the records of the choice. */
export default function TeamStatsTab() {
  const { canonical, stats } = useLoaderData<typeof loader>();
  if (!stats || stats.formats.length === 0) {
    return (
      <section aria-labelledby="team-stats-title">
        <h2 id="team-stats-title" className="team__section-title">
          Stats
        </h2>
        <p className="empty">{EMPTY}</p>
      </section>
    );
  }
  const { applied } = stats;
  return (
    <section aria-labelledby="team-stats-title">
      <h2 id="team-stats-title" className="team__section-title">
        Stats
      </h2>
      <form method="get" action={`${canonical}/stats`} className="team-filters">
        <label>
          Format
          <select name="format" defaultValue={applied.format}>
            {stats.formats.map((format) => (
              <option key={format.value} value={format.value}>
                {format.label}
                {format.matches !== null ? ` (${format.matches})` : ""}
              </option>
            ))}
          </select>
        </label>
        <label>
          Opponent
          <select name="opponent" defaultValue={applied.opponent === null ? "" : String(applied.opponent)}>
            <option value="">All</option>
            {stats.opponents.map((opponent) => (
              <option key={opponent.id} value={opponent.id}>
                {opponent.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Year
          <select name="year" defaultValue={applied.year ?? ""}>
            <option value="">All</option>
            {stats.years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Apply</button>
      </form>
      <div className="team__muted team-stats__coverage">
        <p>From the finished matches in our data (Cricsheet's ball-by-ball records). Averages are rounded to whole numbers.</p>
        {stats.notes.length > 0 && (
          <ul>
            {stats.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="team-stats__grid">
        <ResultsTable id="team-stats-years" title="Results by year" first="Year" rows={stats.byYear} />
        <ResultsTable id="team-stats-opponents" title="Results by opponent" first="Opponent" rows={stats.byOpponent} />
        <TotalsTable id="team-stats-highest" title="Highest totals" rows={stats.highestTotals} />
        <TotalsTable id="team-stats-lowest" title="Lowest totals (all out)" rows={stats.lowestTotals} />
        <LeaderTable id="team-stats-runs" title="Most runs" players={stats.runScorers} columns={RUN_COLUMNS} more={stats.queries?.runs} />
        <LeaderTable
          id="team-stats-wickets"
          title="Most wickets"
          players={stats.wicketTakers}
          columns={WICKET_COLUMNS}
          more={stats.queries?.wickets}
        />
      </div>
    </section>
  );
}
