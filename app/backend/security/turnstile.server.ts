/**
 * Cloudflare Turnstile, the public forms' human check (decision 022). On only when the secret is
 * set (TURNSTILE_SECRET_KEY, with TURNSTILE_SITE_KEY for the widget); the answer is verified on the
 * server with Cloudflare's siteverify call. Without the secret the forms rely on the honeypot and
 * the rate limit alone, which work offline.
 */

export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";
export const TURNSTILE_FAILED = "The human check failed or expired: please try it again";

interface TurnstileEnv {
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_SITE_KEY?: string;
}

/** The widget's site key when the check is on (both keys set), else null. */
export function turnstileSiteKey(env: unknown): string | null {
  const { TURNSTILE_SECRET_KEY, TURNSTILE_SITE_KEY } = env as TurnstileEnv;
  return TURNSTILE_SECRET_KEY && TURNSTILE_SITE_KEY ? TURNSTILE_SITE_KEY : null;
}

/**
 * Whether this submission passes the check: true when the check is off; otherwise Cloudflare's
 * verdict on the widget's answer (`cf-turnstile-response`). A network failure fails closed.
 */
export async function passesTurnstile(
  env: unknown,
  answer: FormDataEntryValue | null,
  remoteIp: string | null,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  const secret = (env as TurnstileEnv).TURNSTILE_SECRET_KEY;
  if (!secret || !turnstileSiteKey(env)) return true;
  if (typeof answer !== "string" || answer === "" || answer.length > 2048) return false;
  const body = new FormData();
  body.set("secret", secret);
  body.set("response", answer);
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetcher(SITEVERIFY_URL, { method: "POST", body });
    if (!response.ok) return false;
    const verdict = (await response.json()) as { success?: unknown };
    return verdict.success === true;
  } catch {
    return false;
  }
}
