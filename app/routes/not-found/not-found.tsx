import { data } from "react-router";

/** Unknown URLs answer 404; the root error boundary renders the page. */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
