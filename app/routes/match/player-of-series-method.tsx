import type { MetaDescriptor } from "react-router";
import type { PageHandle } from "../../enhance/page-handle.ts";
import "./components/match.css";
import { PLAYER_OF_SERIES_MIN_MATCHES } from "../../cricket/player-of-series.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/player-of-series-method";

/** A static page: no hydration. */
export const handle: PageHandle = { enhancer: "contentPage" };

export function loader({ request }: Route.LoaderArgs) {
  return { url: new URL(request.url).origin + new URL(request.url).pathname };
}

const TITLE = "How the Player of the Series is chosen";

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return pageMeta({
    title: `${TITLE} | Cricket Edge`,
    description:
      "Our ball-by-ball data names each match's player of the match but no series award: Cricket Edge chooses the Player of the Series by one rule, every run and wicket counted at the series' own prices.",
    url: loaderData?.url ?? "",
    jsonLd: { "@type": "Article", headline: TITLE, url: loaderData?.url },
  });
}

/** The rule of app/cricket/player-of-series.ts, as the site shows it (decision 052). */
export default function PlayerOfSeriesMethod() {
  return (
    <article className="forecast-method">
      <h1>{TITLE}</h1>
      <p>
        Our matches come from Cricsheet's ball-by-ball records, which name each match's player of the match but never a player of the
        series. Where the data names none, the last match of a finished series of at least {PLAYER_OF_SERIES_MIN_MATCHES} matches shows a
        Player of the Series chosen by this rule, and says it was computed. It is not the official award, which a panel chooses.
      </p>
      <ol>
        <li>
          <strong>Runs.</strong> Every run a player scored in the series counts one.
        </li>
        <li>
          <strong>Wickets.</strong> Every wicket a player took counts as many runs as a wicket cost in this series: all its batters' runs
          divided by their dismissals. A wicket is worth more in a low-scoring series.
        </li>
        <li>
          <strong>Pace</strong> (T20s, ODIs and The Hundred, not Tests). A batter gains the runs scored above the series' scoring rate for
          the balls faced, or loses those below it; a bowler gains the runs conceded below that rate for the balls bowled, or loses those
          above it.
        </li>
        <li>
          <strong>The award</strong> goes to the player with the highest total; a tie to the one with more wickets, then more runs.
        </li>
      </ol>
      <p>
        Fielding is left out: the records credit the catches taken, but not the chances dropped or the runs saved. The figures are the
        series' stored scorecard lines, the same ones its Stats tab ranks.
      </p>
    </article>
  );
}
