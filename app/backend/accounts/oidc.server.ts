/**
 * Sign-in with Google or Apple through OpenID Connect (docs/decisions/027-openid-sign-in.md), on
 * better-auth's genericOAuth plugin (./oidc-config.server.ts). The library does the protocol:
 * state (a row in auth_verification, used once, and a signed `__Host-ce_oidc_state` cookie that
 * binds it to this browser), PKCE (S256), the nonce, the code exchange, and the id_token's
 * signature, issuer, audience, expiry and nonce. We call it from our routes (its HTTP handler stays
 * unmounted): GET /user/auth/{provider} starts, GET /user/auth/callback/{provider} finishes, and a
 * provider's form post to the callback (Apple) becomes that GET. Success sets the same
 * `__Host-ce_session` as a password log-in; a refusal goes to /user/login?error={code}, shown
 * with the spec's 'Social login failed: ' prefix.
 */
import { isAPIError } from "better-auth/api";
import { type AccountsEnv, authFor } from "./better-auth.server.ts";
import { LOCKED_OUT } from "./limits.server.ts";
import { type OidcEnv, type OidcProvider, oidcProvider } from "./oidc-config.server.ts";
import { BodyTooLarge, limitedBody } from "../security/limits.server.ts";
import { clientKey } from "../security/rate-limit.server.ts";

type Limiter = { limit(options: { key: string }): Promise<{ success: boolean }> };
type Env = AccountsEnv & OidcEnv & { ACCOUNT_IP_LIMITER?: Limiter };

/**
 * Where a finished sign-in lands: the page that asks an account made by the provider to accept the
 * privacy policy and terms (decision 030); it sends an account that has accepted them on to `/`
 * (docs/product/site-and-accounts.md#accounts: after a Google sign-up or log-in, `/`).
 */
const SIGNED_IN = "/user/terms";
const LOGIN = "/user/login";
export const OIDC_CALLBACK_PATH = /^\/user\/auth\/callback\/([a-z]+)$/;
/** The fields a provider's callback may carry (the library's own list). */
const CALLBACK_FIELDS = ["code", "state", "error", "error_description", "iss", "user", "device_id"] as const;

export type OidcStep = { ok: true; location: string; cookies: string[] } | { ok: false; status: number; message: string };

const loginWithError = (code: string): OidcStep => ({ ok: true, location: `${LOGIN}?error=${encodeURIComponent(code)}`, cookies: [] });

/** Starts a sign-in: the provider's authorization URL (with state, PKCE challenge and nonce) and the state cookie. */
export async function startOidcSignIn(env: Env, request: Request, provider: OidcProvider): Promise<OidcStep> {
  // Each start writes a state row: 30 a minute per client, like log-in.
  const ip = clientKey(request, env);
  if (ip !== null && env.ACCOUNT_IP_LIMITER && !(await env.ACCOUNT_IP_LIMITER.limit({ key: `oidc:${ip}` })).success)
    return { ok: false, status: 429, message: LOCKED_OUT };
  const auth = authFor(env, request, [provider]);
  try {
    const { headers, response } = await auth.api.signInSocial({
      body: {
        provider: provider.id,
        callbackURL: SIGNED_IN,
        newUserCallbackURL: SIGNED_IN,
        errorCallbackURL: LOGIN,
        disableRedirect: true,
      },
      headers: request.headers,
      returnHeaders: true,
    });
    if (!response.url) return loginWithError("provider_unavailable");
    return { ok: true, location: response.url, cookies: headers.getSetCookie() };
  } catch (error) {
    // Its discovery document could not be read (the provider is down or misconfigured).
    if (!isAPIError(error)) throw error;
    console.error(`${provider.label} sign-in could not start: ${error.message}`);
    return loginWithError("provider_unavailable");
  }
}

/** Finishes a sign-in from the provider's answer: the session cookie and `/`, or the log-in page with the refusal's code. */
export async function finishOidcSignIn(env: Env, request: Request, provider: OidcProvider): Promise<OidcStep> {
  const auth = authFor(env, request, [provider]);
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const field of CALLBACK_FIELDS) {
    const value = url.searchParams.get(field);
    if (value !== null) query[field] = value;
  }
  const response = await auth.api.callbackOAuth({
    method: "GET",
    params: { id: provider.id },
    query,
    headers: request.headers,
    asResponse: true,
  });
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400 || !location) {
    console.error(`${provider.label} sign-in callback answered ${response.status}`);
    return loginWithError("internal_server_error");
  }
  return { ok: true, location: sameSiteTarget(location, url.origin), cookies: response.headers.getSetCookie() };
}

/** The library redirects within this site only (its callback and error URLs are ours); anything else goes to the log-in page. */
function sameSiteTarget(location: string, origin: string): string {
  const target = new URL(location, origin);
  return target.origin === origin ? target.pathname + target.search : `${LOGIN}?error=internal_server_error`;
}

/**
 * A provider that answers with a form post (Apple's `response_mode=form_post`): the same fields as
 * a GET to the callback, where the library checks them. The post comes from the provider's site,
 * so it carries none of our SameSite=Lax cookies; the GET it is turned into (a top-level
 * navigation) does. Null when the path is not a callback; 404 for a provider that is not configured.
 */
export async function oidcFormPost(env: Env, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const match = OIDC_CALLBACK_PATH.exec(url.pathname);
  if (!match || request.method !== "POST") return null;
  if (!oidcProvider(env, match[1])) return new Response("Not found", { status: 404 });
  let form: FormData;
  try {
    form = await (await limitedBody(request, 16 * 1024)).formData();
  } catch (error) {
    if (error instanceof BodyTooLarge) return new Response(error.message, { status: 413 });
    return new Response("The form could not be read", { status: 400 });
  }
  const query = new URLSearchParams();
  for (const field of CALLBACK_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") query.set(field, value);
  }
  return new Response(null, { status: 303, headers: { location: `${url.pathname}?${query}` } });
}

/** What the log-in page says for a refused sign-in (docs/product/site-and-accounts.md#rules-of-the-account-forms: 'Social login failed: ' and the reason). */
export function oidcFailureMessage(code: string): string {
  const reason = REASONS[code] ?? "Please try again.";
  return `Social login failed: ${reason}`;
}

const EXPIRED = "The sign-in expired or was started in another browser. Please try again.";
const UNVERIFIED = "The provider's answer could not be verified. Please try again.";
const REASONS: Record<string, string> = {
  state_not_found: EXPIRED,
  state_mismatch: EXPIRED,
  state_invalid: EXPIRED,
  please_restart_the_process: EXPIRED,
  access_denied: "The sign-in was cancelled.",
  invalid_code: UNVERIFIED,
  issuer_mismatch: UNVERIFIED,
  nonce_binding_missing: UNVERIFIED,
  unable_to_get_user_info: UNVERIFIED,
  email_not_found: "The provider did not share an email address.",
  account_not_linked:
    "An account already uses this email. Log in with your password or a code; the provider's email must be verified to join them.",
  unable_to_link_account: "This sign-in could not be joined to your account.",
  provider_unavailable: "The provider could not be reached. Please try again later.",
  oauth_provider_not_found: "The provider could not be reached. Please try again later.",
};
