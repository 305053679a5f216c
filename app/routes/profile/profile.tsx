import { Link, useLoaderData, type MetaDescriptor } from "react-router";
import { storiesNaming } from "../../backend/news/search.server.ts";
import { slugify } from "../../cricket/slug.ts";
import { workerContext } from "../../context.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import type { CareerMatch, CareerTableData, PlayerProfile } from "../../data/schemas.ts";
import { initials } from "../../shell/initials.ts";
import { StoryCard } from "../../shell/StoryCard.tsx";
import type { Route } from "./+types/profile";
import { loadProfile } from "./profile.server.ts";
import "./components/profile.css";
import { noun, plural } from "../../cricket/plural.ts";
import { dayText } from "../../cricket/day-text.ts";

/** Profiles are complete HTML: no hydration, only the content pages' small script. */
export const handle: PageHandle = { enhancer: "contentPage" };

/** A client-side navigation from a hydrated page loads a profile as the document it is. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/** docs/product/content-areas.md#player-profile: the bio's preview is its first 180 characters and an ellipsis. */
export const BIO_PREVIEW = 180;

/** The provider's bio is HTML in places: paragraphs of plain text, never markup. */
function bioParagraphs(bio: string | null): string[] {
  if (!bio) return [];
  return bio
    .split(/(?:\s*<br\s*\/?>\s*){2,}|\n\s*\n/i)
    .map((paragraph) =>
      paragraph
        .replace(/<[^>]*>/g, "")
        .replace(/&nbsp;/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { player, canonical, origin } = await loadProfile(context, params, request);
  const now = Date.now();
  // Related articles: the source's stories of him and the editors' stories naming him, newest first.
  const editors = await storiesNaming(context.get(workerContext).env.DB, player.name, now).catch((error: Error) => {
    console.error(`stories naming ${player.id}: ${error.message}`);
    return [];
  });
  const stories = [...player.stories, ...editors.filter((story) => !player.stories.some((s) => s.id === story.id))].sort(
    (a, b) => b.publishedTime - a.publishedTime,
  );
  const bio = bioParagraphs(player.bio);
  const text = bio.join(" ");
  return {
    player: { ...player, stories },
    url: `${origin}${canonical}`,
    bio,
    bioPreview: text.length > BIO_PREVIEW ? `${text.slice(0, BIO_PREVIEW).trimEnd()}…` : text,
    now,
  };
}

function summary(player: PlayerProfile): string {
  const runs = (format: string) => {
    const row = player.batting.rows.find((r) => r.format === format);
    const index = player.batting.headers.indexOf("Runs");
    return row && index >= 0 ? `${row.values[index]} ${format} ${noun(row.values[index] ?? "", "run")}` : null;
  };
  const wickets = (format: string) => {
    const row = player.bowling.rows.find((r) => r.format === format);
    const index = player.bowling.headers.indexOf("Wkts");
    return row && index >= 0 && row.values[index] !== "0"
      ? `${row.values[index]} ${format} ${noun(row.values[index] ?? "", "wicket")}`
      : null;
  };
  const main = player.spans[0]?.format;
  const facts = main ? [runs(main), wickets(main)].filter(Boolean).join(", ") : "";
  return `${player.name}${player.country ? ` (${player.country})` : ""}${player.role ? `, ${player.role.toLowerCase()}` : ""}: career batting and bowling figures per format${facts ? ` (${facts})` : ""}, debut and recent form.`;
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Content not found" }];
  const { player, url } = loaderData;
  const title = `${player.name} Profile - Career Stats, Debut, Recent Form | Cricket Edge`;
  const description = summary(player);
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: player.name,
    url,
    ...(player.country ? { nationality: { "@type": "Country", name: player.country } } : {}),
    ...(player.birthPlace ? { birthPlace: { "@type": "Place", name: player.birthPlace } } : {}),
    ...(player.role ? { jobTitle: `Cricketer (${player.role})` } : { jobTitle: "Cricketer" }),
    memberOf: player.teams.slice(0, 20).map((team) => ({ "@type": "SportsTeam", name: team.name, sport: "Cricket" })),
  };
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "profile" },
    { property: "og:site_name", content: "Cricket Edge" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { "script:ld+json": person },
  ];
}

const HEADER_NAMES: Record<string, string> = {
  M: "Matches",
  Inn: "Innings",
  NO: "Not outs",
  HS: "Highest score",
  Avg: "Average",
  BF: "Balls faced",
  SR: "Strike rate",
  "100": "Hundreds",
  "200": "Double hundreds",
  "50": "Fifties",
  "4s": "Fours",
  "6s": "Sixes",
  B: "Balls",
  Wkts: "Wickets",
  BBI: "Best bowling in an innings",
  BBM: "Best bowling in a match",
  Econ: "Economy rate",
  "5W": "Five wickets in an innings",
  "10W": "Ten wickets in a match",
};

function CareerTable({ id, title, table, view }: { id: string; title: string; table: CareerTableData; view: string }) {
  const queried = table.rows.filter((row) => row.query);
  return (
    // The scrolling table is the region named by the heading (one landmark, not two).
    <section className="profile__block">
      <h2 id={id}>{title}</h2>
      {table.rows.length === 0 ? (
        <p className="empty">No data available</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it
        <section className="profile__scroll" aria-labelledby={id} tabIndex={0}>
          <table className="profile__table">
            <thead>
              <tr>
                <th scope="col">Format</th>
                {table.headers.map((header) => (
                  <th key={header} scope="col">
                    {HEADER_NAMES[header] ? <abbr title={HEADER_NAMES[header]}>{header}</abbr> : header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.format}>
                  <th scope="row">{row.format}</th>
                  {row.values.map((value, i) => (
                    <td key={table.headers[i]}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {queried.length > 0 ? (
        <p className="profile__query">
          {view} year by year in the stats query:{" "}
          {queried.map((row, i) => (
            <span key={row.format}>
              {i > 0 ? " · " : null}
              <a href={row.query}>{row.format}</a>
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}

type Rankings = NonNullable<PlayerProfile["rankings"]>;
type RankingCell = Rankings["rows"][number]["test"];
const RANKING_FORMATS = [
  ["test", "Test"],
  ["odi", "ODI"],
  ["t20", "T20"],
] as const;

function RankingValue({ cell }: { cell: RankingCell }) {
  if (!cell) return <>--</>;
  return (
    <>
      {cell.position}
      {cell.rating !== null && <span className="profile__rating"> ({cell.rating})</span>}
    </>
  );
}

/**
 * The ranking block (docs/product/content-areas.md#player-profile): the provider's ICC ranks, or — on the embedded data —
 * Cricket Edge ratings, said so and never called the ICC's, with the day each format's lists stand on.
 */
function RankingBlock({ rankings }: { rankings: Rankings }) {
  const edge = rankings.source === "cricket-edge";
  const any = rankings.rows.some((row) => row.test || row.odi || row.t20);
  const days = RANKING_FORMATS.flatMap(([key, label]) => (rankings.asOf[key] ? [`${label} ${dayText(rankings.asOf[key])}`] : []));
  return (
    <section className="profile__block" aria-labelledby="profile-rankings">
      <h2 id="profile-rankings">{edge ? "Cricket Edge Ratings" : "ICC Rankings"}</h2>
      {!any ? (
        <p className="empty">
          {edge
            ? "Not in the top 100 of any Cricket Edge rating list (they rate international cricket only)."
            : "No ICC ranking for this player in the provider's data."}
        </p>
      ) : (
        <table className="profile__table profile__rankings">
          <thead>
            <tr>
              <td />
              {RANKING_FORMATS.map(([key, label]) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rankings.rows.map((row) => (
              <tr key={row.discipline}>
                <th scope="row">{row.discipline}</th>
                {RANKING_FORMATS.map(([key]) => (
                  <td key={key}>
                    <RankingValue cell={row[key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {edge && (
        <p className="profile__note profile__rankings-note">
          Position (rating) in our own lists, not the ICC's: <Link to="/cricket-stats/ratings-method">how they are worked out</Link>.
          {days.length > 0 && ` As of each format's latest match in our data: ${days.join(", ")}.`}
        </p>
      )}
    </section>
  );
}

function MatchLink({ match }: { match: CareerMatch | null }) {
  if (!match) return <>--</>;
  const text = `${match.title}${match.date ? `, ${dayText(match.date)}` : ""}`;
  return match.matchId ? <Link to={`/live-cricket-scores/${match.matchId}`}>{text}</Link> : <>{text}</>;
}

/** docs/product/content-areas.md#player-profile: who he is, what he did per format, when, lately, and what was written. */
export default function ProfilePage() {
  const { player, bio, bioPreview, now } = useLoaderData<typeof loader>();
  // Computed from the data's matches, a first match is a debut only if the career began inside it.
  const firstLabel = player.coverage ? "First match in our data:" : "Debut:";
  const info: [string, string | null, string | null][] = [
    ["Name", player.name, null],
    ["Born", player.born, null],
    ["Birth Place", player.birthPlace, null],
    ["Role", player.role, player.roleBasis],
    ["Batting Style", player.battingStyle, null],
    ["Bowling Style", player.bowlingStyle, null],
  ];
  return (
    <article className="profile" aria-labelledby="profile-name">
      <header className="profile__header">
        <span className="profile__face" aria-hidden="true">
          {initials(player.name)}
        </span>
        <div>
          <h1 id="profile-name" className="profile__name">
            {player.name}
          </h1>
          <p className="profile__country">{player.country ?? "--"}</p>
        </div>
      </header>

      <div className="profile__layout">
        <aside className="profile__side">
          <section className="profile__block" aria-labelledby="profile-info">
            <h2 id="profile-info">Personal Information</h2>
            <dl className="profile__info">
              {info.map(([label, value, note]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    {value ?? "--"}
                    {value && note ? <span className="profile__note"> ({note})</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          {player.rankings && <RankingBlock rankings={player.rankings} />}
          <section className="profile__block" aria-labelledby="profile-teams">
            <h2 id="profile-teams">Teams</h2>
            {player.teams.length === 0 ? (
              <p>--</p>
            ) : (
              <ul className="profile__teams">
                {player.teams.map((team) => (
                  <li key={team.name}>
                    {team.id ? <Link to={`/cricket_team/${slugify(team.name) || "team"}/${team.id}`}>{team.name}</Link> : team.name}
                    {team.matches !== null ? <span className="profile__note"> ({plural(team.matches, "match", "matches")})</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>

        <div className="profile__main">
          {bio.length > 0 && (
            <section className="profile__block" aria-labelledby="profile-bio">
              <h2 id="profile-bio">Profile</h2>
              {player.bioBasis && <p className="profile__note profile__bio-basis">{player.bioBasis}</p>}
              <details className="profile__bio">
                <summary>
                  <span className="profile__bio-preview">{bioPreview}</span> <span className="profile__more">Full profile</span>
                </summary>
                {bio.map((paragraph) => (
                  <p key={paragraph.slice(0, 60)}>{paragraph}</p>
                ))}
              </details>
            </section>
          )}

          <CareerTable id="profile-batting" title="Batting Career Summary" table={player.batting} view="Batting" />
          <CareerTable id="profile-bowling" title="Bowling Career Summary" table={player.bowling} view="Bowling" />
          {player.coverage && (
            <div className="profile__coverage">
              <p>
                From {plural(player.coverage.matches, "match", "matches")} in Cricsheet's data
                {player.coverage.since ? `, since ${dayText(player.coverage.since)}` : ""}.
              </p>
              {player.coverage.notes.length > 0 && (
                <ul className="profile__coverage-notes">
                  {player.coverage.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              )}
            </div>
          )}

          <section className="profile__block" aria-labelledby="profile-debuts">
            <h2 id="profile-debuts">Career Information</h2>
            {player.spans.length === 0 ? (
              <p className="empty">No data available</p>
            ) : (
              <dl className="profile__spans">
                {player.spans.map((span) => (
                  <div key={span.format}>
                    <dt>
                      {span.format}
                      {span.matches !== null ? <span className="profile__note"> ({plural(span.matches, "match", "matches")})</span> : null}
                    </dt>
                    <dd>
                      <span className="profile__span-label">{firstLabel}</span> <MatchLink match={span.debut} />
                    </dd>
                    <dd>
                      <span className="profile__span-label">Last match:</span> <MatchLink match={span.last} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>

          <section className="profile__block">
            <h2 id="profile-form">Recent Form</h2>
            {player.recentForm.length === 0 ? (
              <p className="empty">No data available</p>
            ) : (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it
              <section className="profile__scroll" aria-labelledby="profile-form" tabIndex={0}>
                <table className="profile__table profile__form">
                  <thead>
                    <tr>
                      <th scope="col">Match</th>
                      <th scope="col">Format</th>
                      <th scope="col">Bat</th>
                      <th scope="col">Bowl</th>
                    </tr>
                  </thead>
                  <tbody>
                    {player.recentForm.map((line) => (
                      <tr key={`${line.match.matchId ?? line.match.title}-${line.innings}`}>
                        <th scope="row">
                          <MatchLink match={line.match} />
                        </th>
                        <td>{line.format}</td>
                        <td>{line.batting ?? "-"}</td>
                        <td>{line.bowling ?? "-"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </section>

          <section className="profile__block" aria-labelledby="profile-news">
            <h2 id="profile-news">Related Articles</h2>
            {player.stories.length === 0 ? (
              <p className="empty">No related articles available</p>
            ) : (
              <div className="profile__stories">
                {player.stories.map((story) => (
                  <StoryCard key={story.id} story={story} now={now} />
                ))}
              </div>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}
