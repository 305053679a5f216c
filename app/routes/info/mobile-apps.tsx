import { Link } from "react-router";
import { settingsContext } from "../../shell/site-middleware.server.ts";
import { infoPageMeta, pageUrl } from "./simple-meta.ts";
import { LANGUAGES } from "./languages.ts";
import type { Route } from "./+types/mobile-apps";
import "./info.css";

/** App promotion (docs/product/site-and-accounts.md#info-pages): store links from the site settings, the languages banner, the features. */
export function loader({ request, context }: Route.LoaderArgs) {
  const settings = context.get(settingsContext);
  return { url: pageUrl(request), androidUrl: settings.androidUrl, iosUrl: settings.iosUrl };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  infoPageMeta(
    "Cricket Edge apps for Android and iPhone",
    "Live scores, ball-by-ball commentary, scorecards and news on your phone: get the Cricket Edge app for Android and iPhone.",
    loaderData?.url,
  );

const FEATURES = [
  "Live scores of every match we follow, updated ball by ball",
  "Full commentary, scorecards, squads and match facts",
  "Schedules, results and points tables of every series",
  "Team and player pages with careers and records",
  "Stories and match reports as soon as a match ends",
];

export default function MobileApps({ loaderData }: Route.ComponentProps) {
  const { androidUrl, iosUrl } = loaderData;
  return (
    <article className="info info--apps">
      <h1>Cricket Edge on your phone</h1>
      <ul className="info__stores">
        <li>
          {androidUrl ? (
            <a className="info-button" href={androidUrl} rel="noopener">
              Download for Android
            </a>
          ) : (
            <span className="info__store-soon">Android app: coming soon</span>
          )}
        </li>
        <li>
          {iosUrl ? (
            <a className="info-button" href={iosUrl} rel="noopener">
              Download for iPhone
            </a>
          ) : (
            <span className="info__store-soon">iPhone app: coming soon</span>
          )}
        </li>
      </ul>
      <p className="info__banner">
        <Link to="/local-languages">
          Cricket in your language: {LANGUAGES.map((l) => l.english).join(", ")} <span aria-hidden="true">→</span>
        </Link>
      </p>
      <h2>Features</h2>
      <ul className="info__features">
        {FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p>
        On any phone, this site works in the browser too: <Link to="/cricket-match/live-scores">live scores</Link>.
      </p>
    </article>
  );
}
