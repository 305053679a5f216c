/**
 * The profile's "Add Now" mobile (issue 15; docs/product/site-and-accounts.md#accounts): a signed-in user enters an Indian mobile
 * number (the formats of docs/product/site-and-accounts.md#rules-of-the-account-forms), gets a 6-digit code by SMS through the sender, and the number is
 * saved as verified only with that code. The code is better-auth's phone-number OTP (10 minutes,
 * single use, 3 tries; decision 025), stored under an identifier bound to the account and the
 * number (./mobile-otp.ts); sends and tries are rate limited per number and per IP.
 *
 * No enumeration: the answer to a send is the same whether or not another account has the
 * number. A number another account has verified gets no code (its owner gets a notice instead),
 * so no code can confirm it. A number another account only typed in (at sign-up, never
 * verified) goes to whoever proves they hold it: it is taken off the other account, whose owner
 * is told by email.
 */
import { isAPIError } from "better-auth/api";
import type { AccountUser, Outcome } from "./accounts.server.ts";
import { type AccountsEnv, authFor } from "./better-auth.server.ts";
import { isMobile, isOtp, MESSAGES, normaliseMobile } from "./identifier.ts";
import { accountAttemptAllowed, LOCKED_OUT } from "./limits.server.ts";
import { addMobileIdentifier } from "./mobile-otp.ts";
import { senderFor } from "./sender.server.ts";

type Env = AccountsEnv & Parameters<typeof accountAttemptAllowed>[0];

const failed = (status: number, message: string): Outcome => ({ ok: false, status, message });
const done = (message: string): Outcome => ({ ok: true, cookies: [], message });

export function mobileCodeSentMessage(mobile: string): string {
  return `A 6-digit code is on its way to ${mobile}. Enter it to verify your mobile number; it expires in 10 minutes.`;
}

interface Holder {
  id: string;
  email: string;
  verified: number;
}

async function holderOf(db: D1Database, mobile: string, userId: string): Promise<Holder | null> {
  return db
    .prepare("SELECT id, email, phoneNumberVerified AS verified FROM auth_user WHERE phoneNumber = ? AND id != ?")
    .bind(mobile, userId)
    .first<Holder>();
}

/** Step 1: sends the code to the number (or, for a number another account has verified, a notice). */
export async function sendAddMobileOtp(env: Env, request: Request, user: AccountUser, mobileText: string): Promise<Outcome> {
  const text = mobileText.trim();
  if (!isMobile(text)) return failed(400, MESSAGES.mobile);
  const mobile = normaliseMobile(text);
  if (user.mobile === mobile && user.mobileVerified) return done(`${mobile} is already your verified mobile number.`);
  if (!(await accountAttemptAllowed(env, request, "otp-send", mobile))) return failed(429, LOCKED_OUT);
  const auth = authFor(env, request);
  const holder = await holderOf(env.DB, mobile, user.id);
  try {
    if (holder?.verified) {
      await senderFor(env)?.send({
        channel: "sms",
        to: mobile,
        subject: "Cricket Edge",
        body: "Someone tried to add this mobile number to another Cricket Edge account. It stays with yours; no action is needed.",
      });
    } else {
      await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: addMobileIdentifier(user.id, mobile) }, headers: request.headers });
    }
    return done(mobileCodeSentMessage(mobile));
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return failed(400, `Failed to send mobile OTP: ${error.body?.message ?? error.message}`);
  }
}

/** Step 2: checks the code (spent on success) and saves the number as verified. */
export async function verifyAddedMobile(env: Env, request: Request, user: AccountUser, mobileText: string, otp: string): Promise<Outcome> {
  const text = mobileText.trim();
  if (!isMobile(text)) return failed(400, MESSAGES.mobile);
  if (!isOtp(otp)) return failed(400, "OTP verification failed: Invalid OTP");
  const mobile = normaliseMobile(text);
  if (!(await accountAttemptAllowed(env, request, "otp-verify", mobile))) return failed(429, LOCKED_OUT);
  const auth = authFor(env, request);
  try {
    await auth.api.consumePhoneNumberOTP({ body: { phoneNumber: addMobileIdentifier(user.id, mobile), code: otp.trim() } });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const reason = error.body?.message ?? error.message;
    if (/too many/i.test(reason)) return failed(400, "OTP verification failed: Too many attempts. Ask for a new code.");
    if (/expired/i.test(reason)) return failed(400, "OTP verification failed: The code has expired. Ask for a new one.");
    return failed(400, "OTP verification failed: Invalid OTP");
  }
  // One transaction: an unverified claim by another account gives way; a verified one never does.
  const holder = await holderOf(env.DB, mobile, user.id);
  const now = new Date().toISOString();
  const [, saved] = await env.DB.batch([
    env.DB.prepare(
      "UPDATE auth_user SET phoneNumber = NULL, updatedAt = ?3 WHERE phoneNumber = ?1 AND id != ?2 AND phoneNumberVerified = 0",
    ).bind(mobile, user.id, now),
    env.DB.prepare(
      "UPDATE auth_user SET phoneNumber = ?1, phoneNumberVerified = 1, updatedAt = ?3 WHERE id = ?2 AND NOT EXISTS (SELECT 1 FROM auth_user WHERE phoneNumber = ?1 AND id != ?2)",
    ).bind(mobile, user.id, now),
  ]);
  if (!saved?.meta.changes) return failed(400, "OTP verification failed: Invalid OTP");
  if (holder && !holder.verified) {
    await senderFor(env)?.send({
      channel: "email",
      to: holder.email,
      subject: "A mobile number was removed from your Cricket Edge account",
      body: `The mobile number ${mobile} on your account was never verified, and its holder has now verified it on another account. Add your own number from your profile.`,
    });
  }
  return done(`Your mobile number ${mobile} is verified and saved.`);
}
