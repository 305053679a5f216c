import { Link, type MetaDescriptor } from "react-router";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { HALF_LIFE, SCALE, SHRINK_MATCHES } from "../../cricket/ratings-player.ts";
import { MIN_TESTS_LISTED, RATING_GAP } from "../../cricket/ratings-team.ts";
import { TREND_DAYS } from "../../cricket/ratings.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/method";
import { rankingsPath } from "./paths.ts";
import "./components/rankings.css";
import { plural } from "../../cricket/plural.ts";

/** A static page: no hydration. */
export const handle: PageHandle = { enhancer: "contentPage" };

export function loader({ request }: Route.LoaderArgs) {
  return { url: new URL(request.url).origin + new URL(request.url).pathname };
}

const TITLE = "How Cricket Edge ratings are calculated";

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return pageMeta({
    title: `${TITLE} | Cricket Edge`,
    description:
      "The method behind Cricket Edge's team and player ratings: the ICC's published team-ranking formula, and our own player ratings from ball-by-ball data.",
    url: loaderData?.url ?? "",
    jsonLd: { "@type": "Article", headline: TITLE, url: loaderData?.url },
  });
}

const years = (days: number) => plural(Math.round((days / 365) * 10) / 10, "year");

/** The method of docs/ratings.md, as the site shows it (the numbers are the code's own constants). */
export default function RatingsMethod() {
  return (
    <article className="rankings-method">
      <h1 className="rankings__heading">{TITLE}</h1>
      <p>
        Cricket Edge computes its own ratings from Cricsheet's ball-by-ball records of the matches in our data. They are not the ICC's
        rankings, which use data and adjustments we do not have; where our data is thin (early careers, formats with few matches stored) the
        ratings are too. Every list says the day it stands on: the latest match of that format in our data.
      </p>
      <h2>Teams: the ICC's published formula</h2>
      <ul>
        <li>
          A win earns 1 series point, a draw or tie ½; a Test series of two or more matches earns a bonus point for the series win (½ each
          when level) and counts as one more match.
        </li>
        <li>
          When the two sides' ratings at the start of the series are less than {RATING_GAP} apart, a side earns its series points × (the
          opponent's rating + 50) plus the opponent's series points × (the opponent's rating − 50). When they are {RATING_GAP} or more
          apart, the stronger side earns its points × (own rating + 10) and the opponent's × (own rating − 90); the weaker side its points ×
          (own rating + 90) and the opponent's × (own rating − 10).
        </li>
        <li>
          Rating = points ÷ matches. Results since the May before last count in full, the two years before that at half weight, older
          results not at all (a 3 to 4 year window).
        </li>
        <li>A side with no result in the window is taken as rated 100 (the average) when an opponent's points need it.</li>
        <li>The Test table lists sides with {MIN_TESTS_LISTED} Tests in the window, as the ICC's does.</li>
      </ul>
      <h2>Players: Cricket Edge's own method</h2>
      <ul>
        <li>
          Each match earns a batting score (runs) and a bowling score (wickets, and in one-day and T20 cricket the runs saved against the
          match's own scoring rate).
        </li>
        <li>
          Opposition: scores are multiplied by the opponent's team rating before the match ÷ 100 (within 0.6–1.4), so the same innings
          against a stronger side is worth more.
        </li>
        <li>
          Conditions: runs count more in a low-scoring match, wickets more in a high-scoring one (the match's runs per wicket against the
          format's average, within 0.7–1.4).
        </li>
        <li>
          Match context: a win counts 10% more, a defeat 5% less; an innings in a winning chase 10% more again; in one-day and T20 cricket a
          batter's strike rate against the match's counts too.
        </li>
        <li>
          Recency: a result's weight halves every {years(HALF_LIFE.test)} in Tests, {years(HALF_LIFE.odi)} in ODIs and{" "}
          {years(HALF_LIFE.t20)} in T20s; the weighted average starts from {SHRINK_MATCHES} matches of nought, so a few good games do not
          top the list.
        </li>
        <li>
          The scale: rating = 1000 × (1 − e<sup>−average ÷ {SCALE.test.batting}</sup>) for Test batting (other lists have their own
          divisor), always between 0 and 1000. The all-rounder rating is batting × bowling ÷ 1000, as the ICC's is.
        </li>
        <li>Listed: players with at least 3 matches in the format and one in the last 15 months (Tests) or 12 months (ODIs, T20s).</li>
        <li>The arrow beside a position is the change since the list {TREND_DAYS} days earlier.</li>
      </ul>
      <p>
        <Link to={rankingsPath({ gender: "men", list: "batting" })}>Back to the ratings</Link>
      </p>
    </article>
  );
}
