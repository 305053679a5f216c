import type { MatchState } from "../../../data/schemas.ts";

/** Status colours of spec 2 §4 (match page reading: others grey). */
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
