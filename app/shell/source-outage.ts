import { SourceError } from "../data/contract.ts";

/**
 * A route error that is a source's outage (the provider down, refusing, slow or answering
 * nonsense: SourceError), not a fault of the page: the page answers 503 (issue 32). React Router
 * hands the page a sanitized error in production, so the server entry notes each route error of a
 * request here (by its context) as it is reported, and decides the status from the notes.
 */
export function isSourceOutage(error: unknown): boolean {
  return error instanceof SourceError || (error instanceof Error && error.name === "SourceError");
}

const noted = new WeakMap<object, { outages: number; others: number }>();

export function recordRouteError(context: unknown, error: unknown): void {
  if (typeof context !== "object" || context === null) return;
  const counts = noted.get(context) ?? { outages: 0, others: 0 };
  if (isSourceOutage(error)) counts.outages++;
  else counts.others++;
  noted.set(context, counts);
}

/** Whether this request's route errors were all source outages (and there was at least one). */
export function onlySourceOutages(context: unknown): boolean {
  const counts = typeof context === "object" && context !== null ? noted.get(context) : undefined;
  return counts !== undefined && counts.outages > 0 && counts.others === 0;
}
