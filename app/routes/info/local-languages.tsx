import { Link } from "react-router";
import { infoPageMeta, pageUrl } from "./simple-meta.ts";
import { LANGUAGES } from "./languages.ts";
import type { Route } from "./+types/local-languages";
import "./info.css";

/** Where the apps page's languages banner leads (docs/product/site-and-accounts.md#info-pages): which languages, and what is in English today. */
export function loader({ request }: Route.LoaderArgs) {
  return { url: pageUrl(request) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  infoPageMeta(
    "Cricket in your language",
    "Cricket Edge in Hindi, Tamil, Kannada, Telugu, Marathi and Bengali: what is available and what is coming.",
    loaderData?.url,
  );

export default function LocalLanguages() {
  return (
    <article className="info">
      <h1>Cricket in your language</h1>
      <p>Cricket Edge is being prepared in six Indian languages:</p>
      <ul className="info__languages">
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <span lang={language.code} className="info__native">
              {language.native}
            </span>{" "}
            <span className="info__english">{language.english}</span>
          </li>
        ))}
      </ul>
      <p>
        Today the site and its commentary are in English; scores, scorecards and schedules read the same in every language. Tell us which
        language you want first through the <Link to="/info/contact">contact form</Link>, and see <Link to="/mobileapps">our apps</Link>.
      </p>
    </article>
  );
}
