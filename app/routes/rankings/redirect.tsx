import { redirect } from "react-router";

/** /cricket-stats/icc-rankings alone: the first list (men's batting). */
export function loader() {
  throw redirect("/cricket-stats/icc-rankings/men/batting", 302);
}

export default function Redirect() {
  return null;
}
