/** Sets and clears the account hint (./account-hint.ts) beside the session cookie. */
import { ACCOUNT_HINT_COOKIE } from "./account-hint.ts";
import { SESSION_COOKIE } from "./better-auth.server.ts";

/** Lifetime attributes of a Set-Cookie line (Max-Age, Expires), as they are written. */
function lifetime(setCookie: string): string[] {
  return setCookie
    .split(";")
    .slice(1)
    .map((part) => part.trim())
    .filter((part) => /^(max-age|expires)=/i.test(part));
}

function clears(setCookie: string): boolean {
  const value = setCookie
    .slice(setCookie.indexOf("=") + 1)
    .split(";")[0]!
    .trim();
  return value === "" || lifetime(setCookie).some((part) => /^max-age=(0|-\d+)$/i.test(part));
}

/**
 * The Set-Cookie lines of a response with the hint added when they set or clear the session: set
 * with the session's lifetime, cleared with it. Lines without the session cookie are returned as they are.
 */
export function withAccountHint(setCookies: string[]): string[] {
  const session = setCookies.findLast((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!session) return setCookies;
  const hint = clears(session)
    ? `${ACCOUNT_HINT_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Lax`
    : [`${ACCOUNT_HINT_COOKIE}=1`, ...lifetime(session), "Path=/", "Secure", "SameSite=Lax"].join("; ");
  return [...setCookies, hint];
}
