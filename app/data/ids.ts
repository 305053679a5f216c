/**
 * Ids in URLs (match ids, innings numbers): a positive whole number written in digits only, small
 * enough to be exact in JavaScript. The one parser for pages, the API and the live routes.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,16}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
