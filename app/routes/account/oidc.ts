import { data, redirect } from "react-router";
import { withAccountHint } from "../../backend/accounts/account-hint.server.ts";
import { AccountsClosed } from "../../backend/accounts/better-auth.server.ts";
import { oidcProvider } from "../../backend/accounts/oidc-config.server.ts";
import { finishOidcSignIn, type OidcStep, startOidcSignIn } from "../../backend/accounts/oidc.server.ts";
import { MessagesUnavailable } from "../../backend/accounts/sender.server.ts";
import { RETRY_AFTER_SECONDS } from "../../backend/security/rate-limit.server.ts";
import { workerContext } from "../../context.server.ts";
import type { Route } from "./+types/oidc";

/**
 * Sign-in with Google or Apple (docs/decisions/027-openid-sign-in.md): GET /user/auth/{provider}
 * sends the browser to the provider, GET /user/auth/callback/{provider} takes its answer back. A
 * provider that is not configured (or unknown) answers 404. No page of its own: redirects only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const provider = oidcProvider(env, params.provider);
  if (!provider) throw data("Not found", { status: 404 });
  const callback = new URL(request.url).pathname.startsWith("/user/auth/callback/");
  let step: OidcStep;
  try {
    step = await (callback ? finishOidcSignIn : startOidcSignIn)(env, request, provider);
  } catch (error) {
    if (error instanceof AccountsClosed || error instanceof MessagesUnavailable) {
      console.error(error.message);
      throw data("Accounts are not available right now. Please try again later.", { status: 503 });
    }
    throw error;
  }
  if (!step.ok) throw data(step.message, { status: step.status, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });
  const headers = new Headers();
  // With the session goes the hint the shared pages' header reads (decision 047).
  for (const cookie of withAccountHint(step.cookies)) headers.append("set-cookie", cookie);
  return redirect(step.location, { headers });
}
