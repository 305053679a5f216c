/**
 * The account flows of docs/product/site-and-accounts.md#accounts (sign-up, log-in by password or OTP, forgot password, email
 * verification, the signed-in user, sign-out, delete account), on better-auth (./better-auth.server.ts)
 * behind this site's Origin check (the route's), rate limits (./limits.server.ts) and the spec's
 * messages. Each answer is the same whether or not an account has the email or mobile given.
 */
import { removeAvatarObjects } from "./avatar.server.ts";
import { isAPIError } from "better-auth/api";
import { type AccountsEnv, authFor, SESSION_COOKIE, sessionAuthFor } from "./better-auth.server.ts";
import { classify, MESSAGES, normaliseMobile, signUpProblem } from "./identifier.ts";
import { accountAttemptAllowed, LOCKED_OUT, type LimitedAction } from "./limits.server.ts";

/** The privacy policy and terms version a sign-up accepts (recorded per user). */
export const POLICY_VERSION = "2026-11-25";
/** An address no account can have: a log-in with an unknown mobile still costs one password check. */
const NO_ACCOUNT_EMAIL = "no-account@cricket-edge.invalid";

export type Outcome = { ok: true; message?: string; cookies: string[] } | { ok: false; status: number; message: string };

export interface AccountUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  mobile: string | null;
  mobileVerified: boolean;
  image: string | null;
  role: "user" | "editor" | "admin";
  /** the privacy policy and terms version the user accepted (null: never, e.g. made by Google or Apple sign-in) */
  acceptedPolicyVersion: string | null;
}

type Env = AccountsEnv & Parameters<typeof accountAttemptAllowed>[0];

const done = (cookies: string[] = [], message?: string): Outcome => ({ ok: true, cookies, ...(message ? { message } : {}) });
const failed = (status: number, message: string): Outcome => ({ ok: false, status, message });
const lockedOut = () => failed(429, LOCKED_OUT);

function setCookies(headers: Headers | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}

/** The library's reason for a refusal, after the spec's prefix (e.g. 'OTP verification failed: Invalid OTP'). */
function reasonOf(error: unknown): string {
  if (isAPIError(error)) return error.body?.message ?? error.message;
  throw error;
}

async function limited(env: Env, request: Request, action: LimitedAction, account: string): Promise<boolean> {
  return !(await accountAttemptAllowed(env, request, action, account));
}

export interface SignUpForm {
  name: string;
  email: string;
  mobile: string;
  password: string;
  referCode: string;
  acceptedTerms: boolean;
}

/** Registers (refer code first, then the spec's checks in order, then the terms); an existing email gets the same answer. */
export async function signUp(env: Env, request: Request, form: SignUpForm, now = new Date()): Promise<Outcome> {
  const referCode = form.referCode.trim();
  if (referCode && !(await isReferCode(env.DB, referCode))) return failed(400, MESSAGES.referCode);
  const problem = signUpProblem(form);
  if (problem) return failed(400, problem);
  if (!form.acceptedTerms) return failed(400, MESSAGES.terms);
  const email = form.email.trim().toLowerCase();
  if (await limited(env, request, "otp-send", email)) return lockedOut();
  const auth = authFor(env, request);
  try {
    const { user } = await auth.api.signUpEmail({
      body: {
        name: form.name.trim(),
        email,
        password: form.password,
        acceptedPolicyVersion: POLICY_VERSION,
        acceptedPolicyAt: now.toISOString(),
        ...(referCode ? { referCode } : {}),
      },
      headers: request.headers,
    });
    // A mobile another account has is not attached (and not said: the answer stays the same).
    const mobile = normaliseMobile(form.mobile);
    await env.DB.prepare(
      "UPDATE auth_user SET phoneNumber = ?1 WHERE id = ?2 AND email = ?3 AND NOT EXISTS (SELECT 1 FROM auth_user WHERE phoneNumber = ?1)",
    )
      .bind(mobile, user.id, email)
      .run();
    return done([], `Registered. We sent a 6-digit code to ${email}: enter it to verify your email.`);
  } catch (error) {
    return failed(400, `Registration failed: ${reasonOf(error)}`);
  }
}

async function isReferCode(db: D1Database, code: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM refer_codes WHERE code = ? COLLATE NOCASE AND is_active = 1").bind(code).first()) !== null;
}

/** The account's email for a mobile number, or an address no account has (one path, one password check, either way). */
async function emailForMobile(db: D1Database, mobile: string): Promise<string> {
  const row = await db.prepare("SELECT email FROM auth_user WHERE phoneNumber = ?").bind(mobile).first<{ email: string }>();
  return row?.email ?? NO_ACCOUNT_EMAIL;
}

/** Log-in with an email or mobile and a password (the identifier's kind: docs/product/site-and-accounts.md#rules-of-the-account-forms). */
export async function logIn(env: Env, request: Request, identifierText: string, password: string): Promise<Outcome> {
  const identifier = classify(identifierText);
  if (identifier.kind === "neither" || !password) return failed(400, MESSAGES.credentials);
  if (await limited(env, request, "login", identifier.value)) return lockedOut();
  const auth = authFor(env, request);
  const email = identifier.kind === "email" ? identifier.value : await emailForMobile(env.DB, identifier.value);
  try {
    const { headers } = await auth.api.signInEmail({ body: { email, password }, headers: request.headers, returnHeaders: true });
    return done(setCookies(headers));
  } catch (error) {
    reasonOf(error);
    return failed(401, MESSAGES.loginFailed);
  }
}

/** What an OTP send says, whether or not an account has the address. */
export function codeSentMessage(to: string): string {
  return `If an account uses ${to}, a 6-digit code is on its way. It expires in 10 minutes.`;
}

/** Sends a sign-in OTP to an email or mobile (only if an account has it; the answer is the same). */
export async function sendLoginOtp(env: Env, request: Request, identifierText: string): Promise<Outcome> {
  const identifier = classify(identifierText);
  if (identifier.kind === "neither") return failed(400, MESSAGES.credentials);
  if (await limited(env, request, "otp-send", identifier.value)) return lockedOut();
  const auth = authFor(env, request);
  try {
    if (identifier.kind === "email")
      await auth.api.sendVerificationOTP({ body: { email: identifier.value, type: "sign-in" }, headers: request.headers });
    else await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: identifier.value }, headers: request.headers });
    return done([], codeSentMessage(identifierText.trim()));
  } catch (error) {
    const prefix = identifier.kind === "email" ? "Failed to send email OTP: " : "Failed to send mobile OTP: ";
    return failed(400, prefix + reasonOf(error));
  }
}

/** Signs in with the OTP sent by sendLoginOtp. */
export async function verifyLoginOtp(env: Env, request: Request, identifierText: string, otp: string): Promise<Outcome> {
  const identifier = classify(identifierText);
  if (identifier.kind === "neither" || !/^\d{6}$/.test(otp.trim())) return failed(400, MESSAGES.credentials);
  if (await limited(env, request, "otp-verify", identifier.value)) return lockedOut();
  const auth = authFor(env, request);
  try {
    const { headers } =
      identifier.kind === "email"
        ? await auth.api.signInEmailOTP({
            body: { email: identifier.value, otp: otp.trim() },
            headers: request.headers,
            returnHeaders: true,
          })
        : await auth.api.verifyPhoneNumber({
            body: { phoneNumber: identifier.value, code: otp.trim() },
            headers: request.headers,
            returnHeaders: true,
          });
    return done(setCookies(headers));
  } catch (error) {
    const prefix = identifier.kind === "email" ? "Email OTP verification failed: " : "OTP verification failed: ";
    return failed(401, prefix + otpReason(reasonOf(error)));
  }
}

/** The library's OTP refusals, said without telling whether an account exists. */
function otpReason(reason: string): string {
  if (/too many/i.test(reason)) return "Too many attempts. Ask for a new code.";
  if (/expired/i.test(reason)) return "The code has expired. Ask for a new one.";
  return "Invalid OTP";
}

/** Sends a password-reset OTP to an email or mobile (the answer is the same whether an account has it). */
export async function sendResetOtp(env: Env, request: Request, identifierText: string): Promise<Outcome> {
  const identifier = classify(identifierText);
  if (identifier.kind === "neither") return failed(400, MESSAGES.credentials);
  if (await limited(env, request, "otp-send", identifier.value)) return lockedOut();
  const auth = authFor(env, request);
  try {
    if (identifier.kind === "email")
      await auth.api.requestPasswordResetEmailOTP({ body: { email: identifier.value }, headers: request.headers });
    else await auth.api.requestPasswordResetPhoneNumber({ body: { phoneNumber: identifier.value }, headers: request.headers });
    return done([], codeSentMessage(identifierText.trim()));
  } catch (error) {
    const prefix = identifier.kind === "email" ? "Failed to send email OTP: " : "Failed to send mobile OTP: ";
    return failed(400, prefix + reasonOf(error));
  }
}

/** Sets a new password with a reset OTP; every session of the account ends. */
export async function resetPassword(
  env: Env,
  request: Request,
  identifierText: string,
  otp: string,
  newPassword: string,
): Promise<Outcome> {
  const identifier = classify(identifierText);
  if (identifier.kind === "neither" || !/^\d{6}$/.test(otp.trim())) return failed(400, MESSAGES.credentials);
  if (newPassword.length < 6 || newPassword.length > 128) return failed(400, MESSAGES.password);
  if (await limited(env, request, "otp-verify", identifier.value)) return lockedOut();
  const auth = authFor(env, request);
  try {
    if (identifier.kind === "email") {
      await auth.api.resetPasswordEmailOTP({
        body: { email: identifier.value, otp: otp.trim(), password: newPassword },
        headers: request.headers,
      });
    } else {
      await auth.api.resetPasswordPhoneNumber({
        body: { phoneNumber: identifier.value, otp: otp.trim(), newPassword },
        headers: request.headers,
      });
    }
    return done([], "Your password has been reset. Log in with the new one.");
  } catch (error) {
    return failed(400, `Password reset failed: ${otpReason(reasonOf(error))}`);
  }
}

/** Sends a new email-verification OTP (only to an account's unverified email; the answer is the same). */
export async function sendEmailVerification(env: Env, request: Request, emailText: string): Promise<Outcome> {
  const identifier = classify(emailText);
  if (identifier.kind !== "email") return failed(400, MESSAGES.email);
  if (await limited(env, request, "otp-send", identifier.value)) return lockedOut();
  const auth = authFor(env, request);
  try {
    await auth.api.sendVerificationOTP({ body: { email: identifier.value, type: "email-verification" }, headers: request.headers });
    return done([], codeSentMessage(identifier.value));
  } catch (error) {
    return failed(400, `Failed to send email OTP: ${reasonOf(error)}`);
  }
}

/** Marks the email verified with its OTP. */
export async function verifyEmail(env: Env, request: Request, emailText: string, otp: string): Promise<Outcome> {
  const identifier = classify(emailText);
  if (identifier.kind !== "email" || !/^\d{6}$/.test(otp.trim())) return failed(400, "Email OTP verification failed: Invalid OTP");
  if (await limited(env, request, "otp-verify", identifier.value)) return lockedOut();
  const auth = authFor(env, request);
  try {
    await auth.api.verifyEmailOTP({ body: { email: identifier.value, otp: otp.trim() }, headers: request.headers });
    return done([], "Your email is verified. You can log in now.");
  } catch (error) {
    return failed(400, `Email OTP verification failed: ${otpReason(reasonOf(error))}`);
  }
}

/** Whether the request carries our session cookie at all (no cookie: no database read). */
export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`${SESSION_COOKIE}=`);
}

/** The signed-in user of this request, or null (no cookie, an ended or revoked session). */
export async function currentUser(env: Env, request: Request): Promise<AccountUser | null> {
  if (!hasSessionCookie(request)) return null;
  const session = await sessionAuthFor(env, request).api.getSession({ headers: request.headers, query: { disableRefresh: true } });
  if (!session) return null;
  const user = session.user as typeof session.user & {
    phoneNumber?: string | null;
    phoneNumberVerified?: boolean;
    role?: string;
    acceptedPolicyVersion?: string | null;
  };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: !!user.emailVerified,
    mobile: user.phoneNumber ?? null,
    mobileVerified: !!user.phoneNumberVerified,
    image: user.image ?? null,
    role: user.role === "admin" || user.role === "editor" ? user.role : "user",
    acceptedPolicyVersion: user.acceptedPolicyVersion ?? null,
  };
}

/**
 * Whether the account must accept the current privacy policy and terms before it is used: an
 * account made by Google or Apple sign-in has accepted none (decision 030), and one that accepted
 * an older version accepts the current one. Until then the account pages send it to /user/terms.
 */
export function needsPolicyAcceptance(user: Pick<AccountUser, "acceptedPolicyVersion">): boolean {
  return user.acceptedPolicyVersion !== POLICY_VERSION;
}

/** Records the current version as accepted now (like sign-up's). */
export async function acceptPolicies(db: D1Database, userId: string, now = new Date()): Promise<void> {
  await db
    .prepare("UPDATE auth_user SET acceptedPolicyVersion = ?1, acceptedPolicyAt = ?2, updatedAt = ?2 WHERE id = ?3")
    .bind(POLICY_VERSION, now.toISOString(), userId)
    .run();
}

/** A cookie that removes the session cookie in the browser. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax`;
}

/** Ends this session on the server (its row is deleted) and in the browser. */
export async function signOut(env: Env, request: Request): Promise<Outcome> {
  if (hasSessionCookie(request)) {
    try {
      await authFor(env, request).api.signOut({ headers: request.headers });
    } catch (error) {
      reasonOf(error);
    }
  }
  return done([clearedSessionCookie()]);
}

/**
 * Deletes the signed-in user: the account, its credentials, sessions, OTPs, support requests and
 * match-alert subscriptions (their follows go with them), in one batch; then the avatar's objects.
 */
export async function deleteAccount(env: Env & { FILES: R2Bucket }, request: Request): Promise<Outcome> {
  const user = await currentUser(env, request);
  if (!user) return failed(401, "Please log in again");
  const db = env.DB;
  // Codes for its email and mobile, and any "Add Now" code it asked for (its identifier names the account: ./mobile-otp.ts).
  const identifiers = [user.email, user.mobile, `add-mobile:${user.id}:`].filter((value): value is string => !!value);
  await db.batch([
    ...identifiers.map((value) => db.prepare("DELETE FROM auth_verification WHERE instr(identifier, ?) > 0").bind(value)),
    db.prepare("DELETE FROM support_requests WHERE user_id = ?").bind(user.id),
    db.prepare("DELETE FROM match_follows WHERE subscription_id IN (SELECT id FROM push_subscriptions WHERE user_id = ?)").bind(user.id),
    db.prepare("DELETE FROM push_subscriptions WHERE user_id = ?").bind(user.id),
    db.prepare("DELETE FROM auth_session WHERE userId = ?").bind(user.id),
    db.prepare("DELETE FROM auth_account WHERE userId = ?").bind(user.id),
    db.prepare("DELETE FROM auth_user WHERE id = ?").bind(user.id),
  ]);
  // The avatar's objects in R2 (decision 029) go after the rows: a failure here leaves no account behind.
  await removeAvatarObjects(env.FILES, user.image);
  return done([clearedSessionCookie()]);
}
