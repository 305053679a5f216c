import { Link } from "react-router";
import { infoPageMeta, pageUrl } from "./simple-meta.ts";
import type { Route } from "./+types/careers";
import "./info.css";

/** Careers (docs/product/site-and-accounts.md#info-pages: placeholder text only). */
export function loader({ request }: Route.LoaderArgs) {
  return { url: pageUrl(request) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  infoPageMeta("Careers", "Work with Cricket Edge: there are no open positions right now.", loaderData?.url);

export default function Careers() {
  return (
    <article className="info">
      <h1>Careers</h1>
      <p>There are no open positions at Cricket Edge right now.</p>
      <p>
        If you would like to work with us on cricket data, writing or engineering, tell us about yourself through the{" "}
        <Link to="/info/contact">contact form</Link> and we will keep your message for when a role opens.
      </p>
    </article>
  );
}
