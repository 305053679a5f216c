import { data } from "react-router";

/** A gallery list's `?before=` cursor (the last gallery's time, ms), checked: a 400 with a message when malformed. */
export function galleryCursor(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("before");
  if (raw !== null && !/^\d{1,15}$/.test(raw))
    throw data(`before must be a time in milliseconds, not "${raw.slice(0, 40)}"`, { status: 400 });
  return raw === null ? null : Number(raw);
}
