/**
 * The header's account icon follows this browser's session on pages every reader shares (decision
 * 047): the server renders "Sign in" there, and the account hint cookie (app/backend/accounts/account-hint.ts)
 * says whether this browser signed in; the icon then names the account and opens the profile. Read
 * again when the browser shows a kept page (back/forward cache) and after client-side navigations.
 */
import { hasAccountHint } from "../backend/accounts/account-hint.ts";

const SIGNED_IN = { href: "/user/profile", label: "Your account" };
const SIGNED_OUT = { href: "/user/login", label: "Sign in" };

export function showAccountHint(doc: Document): void {
  const link = doc.querySelector<HTMLAnchorElement>("a.site-header__account");
  if (!link) return;
  const signedIn = hasAccountHint(doc.cookie);
  // A header the server rendered for a signed-in user (its own label) is left as it is.
  if (!signedIn && !link.hasAttribute("data-account-hint")) return;
  if (signedIn && link.getAttribute("href") !== SIGNED_OUT.href && !link.hasAttribute("data-account-hint")) return;
  const shown = signedIn ? SIGNED_IN : SIGNED_OUT;
  link.setAttribute("href", shown.href);
  link.title = shown.label;
  const label = link.querySelector(".visually-hidden");
  if (label) label.textContent = shown.label;
  if (signedIn) link.setAttribute("data-account-hint", "");
  else link.removeAttribute("data-account-hint");
}

/** Shows the hint now and whenever the browser shows this page again from its cache. */
export function followAccountHint(doc: Document): void {
  showAccountHint(doc);
  doc.defaultView?.addEventListener("pageshow", () => showAccountHint(doc));
}
