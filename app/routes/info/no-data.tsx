import { infoPageMeta, pageUrl } from "./simple-meta.ts";
import type { Route } from "./+types/no-data";
import "./info.css";

/** The generic 'No Data' page (docs/product/site-and-accounts.md#info-pages). */
export function loader({ request }: Route.LoaderArgs) {
  return { url: pageUrl(request) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...infoPageMeta("No Data", "There is nothing to show here yet.", loaderData?.url),
  { name: "robots", content: "noindex" },
];

export default function NoData() {
  return (
    <section className="info" aria-labelledby="no-data-title">
      <h1 id="no-data-title" className="visually-hidden">
        No Data
      </h1>
      <p className="empty info__no-data">No Data</p>
    </section>
  );
}
