import type { MetaDescriptor } from "react-router";
import type { PageHandle } from "../../enhance/page-handle.ts";
import "./components/match.css";
import { ELO_START } from "../../cricket/forecast.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/forecast-method";

/** A static page: no hydration. */
export const handle: PageHandle = { enhancer: "contentPage" };

export function loader({ request }: Route.LoaderArgs) {
  return { url: new URL(request.url).origin + new URL(request.url).pathname };
}

const TITLE = "How the win probability is worked out";

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return pageMeta({
    title: `${TITLE} | Cricket Edge`,
    description:
      "The method behind Cricket Edge's win probability: expected runs from balls and wickets in hand, the chase's margin, both sides' recent results, calibrated on 20 years of ball-by-ball data.",
    url: loaderData?.url ?? "",
    jsonLd: { "@type": "Article", headline: TITLE, url: loaderData?.url },
  });
}

/** The method of docs/forecast.md, as the site shows it (decision 049). */
export default function ForecastMethod() {
  return (
    <article className="forecast-method">
      <h1>{TITLE}</h1>
      <p>
        On a limited-overs match (T20, The Hundred, ODI; men and women) Cricket Edge shows each side's chance of winning after every ball,
        worked out from what you see on the scorecard and the two sides' recent results. It is learned from Cricsheet's ball-by-ball records
        of every such match in our data before 2025, and checked on the matches since, which it never saw. Men's Tests have their own model,
        below.
      </p>
      <ol>
        <li>
          <strong>Resources.</strong> How many runs a side can still expect with the balls left and the wickets in hand, in the form
          Duckworth and Lewis used, fitted to what real innings added from each state; runs come in bursts, so the uncertainty is wider than
          a count's.
        </li>
        <li>
          <strong>The chase.</strong> How far the chasing side is ahead of what it needs, measured in those uncertainties.
        </li>
        <li>
          <strong>The first innings</strong> is forecast through the second: the total the batting side is heading for against what the
          chasers can expect from a full innings.
        </li>
        <li>
          <strong>The sides.</strong> Each team has an Elo rating from its results (a new team starts at {ELO_START}); the gap counts for as
          much of the match as is still to be played: most at the first ball, nothing at the last.
        </li>
        <li>
          <strong>Calibration.</strong> A curve per format and innings turns all this into a chance, fitted so that sides given 70 % won
          about 7 times in 10 in the matches it learned from.
        </li>
      </ol>
      <p>
        A tie counts half to each side (the super over is a toss-up between equals); a chase that reaches its target is 100 %, one bowled
        out or out of balls short of it 0 %; a match shortened by the weather is forecast on its revised target and overs.
      </p>
      <h2>Tests: win, draw or loss</h2>
      <p>
        After every over of a men's Test, three chances: the side batting wins, the match is drawn, the side batting loses. They come from
        the lead (or the runs needed), the wickets in hand, the innings, and the overs left in five days of 90, weighed against the wickets
        that must still fall for a result; one set of weights per innings, learned from men's Tests before 2024 and checked on those since.
        More runs ahead never lowers a side's chance of winning. A chase that reaches its target is won, a side bowled out short of it (or
        bowled out in the third innings still behind) has lost, and a finished Test ends at its result. Women's Tests are too few in our
        data to learn from.
      </p>
    </article>
  );
}
