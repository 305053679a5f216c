/**
 * The header's account icon on pages every reader shares (edge-cached, kept by the browser): those
 * pages are the same HTML for everyone, so they say "Sign in"; a small cookie the page's script can
 * read says whether this browser has a session, and the script shows the account instead
 * (app/enhance/account-hint.ts); the server sets it (./account-hint.server.ts). It is a hint only — it holds no identity and grants nothing; the
 * session stays in its HttpOnly cookie, and the account pages check that. It is set beside the session
 * cookie at sign-in, with the same lifetime, and cleared beside it at sign-out. Its name is outside
 * the page cache's session-cookie pattern (workers/page-cache.ts), so on its own it never makes a page
 * per-user.
 */
export const ACCOUNT_HINT_COOKIE = "account_hint";

/** Whether a document's cookies (`document.cookie`) hold the hint of a session. */
export function hasAccountHint(cookies: string): boolean {
  return cookies.split(";").some((part) => part.trim() === `${ACCOUNT_HINT_COOKIE}=1`);
}
