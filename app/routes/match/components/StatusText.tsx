import type { MatchState } from "../../../data/schemas.ts";

/** Status colours (docs/product/match-pages.md#match-states: any other grey). */
export function statusClass(state: MatchState): string {
  switch (state) {
    case "In Progress":
    case "Stumps":
      return "status--live";
    case "Complete":
      return "status--complete";
    case "Delay":
    case "Preview":
    case "Toss":
      return "status--delay";
    default:
      return "status--other";
  }
}

export function StatusText({ state, status }: { state: MatchState; status: string }) {
  if (!status) return null;
  return <p className={`match-status ${statusClass(state)}`}>{status}</p>;
}
