/**
 * Rate limits of the account flows (docs/security.md): log-in, OTP send and OTP verify are each
 * limited per client IP (ACCOUNT_IP_LIMITER) and per account (ACCOUNT_LIMITER), on Cloudflare's
 * rate limiting binding. The account key is what was typed (normalised email or mobile), whether
 * or not an account has it, so a lockout says nothing about who has an account; its message is
 * the same for every refusal.
 */
import { clientKey } from "../security/rate-limit.server.ts";

export type LimitedAction = "login" | "otp-send" | "otp-verify" | "support";
export const LOCKED_OUT = "Too many attempts. Please wait a minute and try again.";

type Limiter = { limit(options: { key: string }): Promise<{ success: boolean }> };
interface LimiterEnv {
  ACCOUNT_IP_LIMITER?: Limiter;
  ACCOUNT_LIMITER?: Limiter;
}

/** One more attempt of `action` by this client on `account`: false when either is over its limit. */
export async function accountAttemptAllowed(env: LimiterEnv, request: Request, action: LimitedAction, account: string): Promise<boolean> {
  const ip = clientKey(request, env);
  const [byIp, byAccount] = await Promise.all([
    ip !== null && env.ACCOUNT_IP_LIMITER ? env.ACCOUNT_IP_LIMITER.limit({ key: `${action}:${ip}` }) : { success: true },
    env.ACCOUNT_LIMITER ? env.ACCOUNT_LIMITER.limit({ key: `${action}:${account.toLowerCase()}` }) : { success: true },
  ]);
  return byIp.success && byAccount.success;
}
