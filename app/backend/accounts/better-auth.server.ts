/**
 * The authentication library (better-auth, docs/decisions/025-accounts.md), configured for this
 * site: users, sessions, credentials and OTPs in D1 (the auth_* tables of migration 0022), passwords
 * hashed with scrypt (N=16384, r=16: memory-hard), one session cookie `__Host-ce_session`
 * (Secure, HttpOnly, SameSite=Lax, Path=/), no cookie cache (a revoked session ends at once), email
 * and SMS OTPs of 6 digits that live 10 minutes, are stored hashed, are used once and allow
 * OTP_ATTEMPTS tries. The library's HTTP handler is not mounted: the account pages call its API on
 * the server, after their own Origin check and rate limits (./limits.server.ts).
 */
import { betterAuth } from "better-auth";
import { emailOTP } from "better-auth/plugins/email-otp";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { phoneNumber } from "better-auth/plugins/phone-number";
import { isLocalDevelopment } from "../security/local-development.ts";
import { isMobile } from "./identifier.ts";
import { addMobileTarget } from "./mobile-otp.ts";
import { type OidcProvider, oidcPluginConfig } from "./oidc-config.server.ts";
import { MessagesUnavailable, senderFor, type MessageSender } from "./sender.server.ts";

export const SESSION_COOKIE = "__Host-ce_session";
/** The OpenID Connect sign-in's state (signed, 5 minutes): binds the flow to this browser (./oidc.server.ts). */
export const OIDC_STATE_COOKIE = "__Host-ce_oidc_state";
export const OTP_SECONDS = 10 * 60;
export const OTP_ATTEMPTS = 3;
const SESSION_SECONDS = 30 * 24 * 60 * 60;
/** Local development only (a request to this machine), like the admin area's default token. */
const DEV_AUTH_SECRET = "cricket-edge-local-development-auth-secret-0000";

export interface AccountsEnv {
  DB: D1Database;
  AUTH_SECRET?: string;
  MESSAGE_API_URL?: string;
  MESSAGE_API_KEY?: string;
  ACCOUNT_OUTBOX?: string;
}

export class AccountsClosed extends Error {
  constructor() {
    super("Accounts are closed: set the AUTH_SECRET secret (wrangler secret put AUTH_SECRET)");
    this.name = "AccountsClosed";
  }
}

/** The signing secret: AUTH_SECRET, or the local default in local development; null when accounts are closed. */
export function authSecret(env: AccountsEnv): string | null {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  return isLocalDevelopment(env) ? DEV_AUTH_SECRET : null;
}

const OTP_SUBJECTS = {
  "sign-in": "Your Cricket Edge sign-in code",
  "email-verification": "Verify your Cricket Edge email",
  "forget-password": "Reset your Cricket Edge password",
  "change-email": "Confirm your new Cricket Edge email",
} as const;

function otpBody(code: string, purpose: string): string {
  return `${code} is your Cricket Edge code to ${purpose}. It expires in 10 minutes. If you did not ask for it, ignore this message.`;
}

const PURPOSES = {
  "sign-in": "sign in",
  "email-verification": "verify your email",
  "forget-password": "reset your password",
  "change-email": "confirm your new email",
} as const;

function createAuth(env: AccountsEnv, request: Request, secret: string, sender: MessageSender, oidc: OidcProvider[]) {
  const origin = new URL(request.url).origin;
  return betterAuth({
    appName: "Cricket Edge",
    baseURL: origin,
    basePath: "/user/auth",
    secret,
    trustedOrigins: [origin],
    database: env.DB,
    // Ours are per account and per IP on the Cloudflare binding (./limits.server.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its warnings name each failed sign-in ("User not found"): not for the logs of a public site.
    logger: { level: "error" },
    user: {
      modelName: "auth_user",
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        acceptedPolicyVersion: { type: "string", required: false },
        acceptedPolicyAt: { type: "string", required: false },
        referCode: { type: "string", required: false },
      },
    },
    session: { modelName: "auth_session", expiresIn: SESSION_SECONDS, cookieCache: { enabled: false } },
    // A provider's sign-in joins an existing account only when the provider says the email is
    // verified and the account's own email is verified too (the library's rules, made explicit).
    account: {
      modelName: "auth_account",
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true, allowDifferentEmails: false },
    },
    verification: { modelName: "auth_verification" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // Sign-up never signs in and answers an existing email like a new one (no enumeration); the owner is told.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await sender.send({
          channel: "email",
          to: user.email,
          subject: "Someone tried to sign up with your email",
          body: "Someone tried to create a Cricket Edge account with this email, which already has one. If it was you, log in or reset your password.",
        });
      },
      revokeSessionsOnPasswordReset: true,
    },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: { name: SESSION_COOKIE, attributes: { secure: true, httpOnly: true, sameSite: "lax", path: "/" } },
        state: { name: OIDC_STATE_COOKIE, attributes: { secure: true, httpOnly: true, sameSite: "lax", path: "/" } },
      },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
    },
    // A refused OpenID Connect callback (no or bad state) goes back to the log-in page with its code.
    onAPIError: { errorURL: `${origin}/user/login` },
    plugins: [
      // OpenID Connect sign-in (Google, Apple): only on the requests that start or finish one, since
      // the plugin reads each provider's discovery document when the instance starts.
      ...(oidc.length > 0 ? [genericOAuth({ config: oidc.map(oidcPluginConfig) })] : []),
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_SECONDS,
        allowedAttempts: OTP_ATTEMPTS,
        storeOTP: "hashed",
        disableSignUp: true,
        sendVerificationOnSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }) => {
          await sender.send({ channel: "email", to: email, subject: OTP_SUBJECTS[type], body: otpBody(otp, PURPOSES[type]) });
        },
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: OTP_SECONDS,
        allowedAttempts: OTP_ATTEMPTS,
        // A number, or the profile's "Add Now" code (./mobile.server.ts): `add-mobile:{user}:{number}`,
        // kept apart from sign-in codes and bound to the account that asked.
        phoneNumberValidator: (number) => isMobile(number) || addMobileTarget(number) !== null,
        // An OTP goes only to a number an account has (the answer is the same either way).
        sendOTP: async ({ phoneNumber: to, code }) => {
          const added = addMobileTarget(to);
          if (added) {
            await sender.send({
              channel: "sms",
              to: added,
              subject: "Cricket Edge code",
              body: otpBody(code, "add this mobile number to your account"),
            });
            return;
          }
          if (await hasMobile(env.DB, to))
            await sender.send({ channel: "sms", to, subject: "Cricket Edge code", body: otpBody(code, "sign in") });
        },
        sendPasswordResetOTP: async ({ phoneNumber: to, code }) => {
          await sender.send({ channel: "sms", to, subject: "Cricket Edge code", body: otpBody(code, "reset your password") });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

async function hasMobile(db: D1Database, mobile: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM auth_user WHERE phoneNumber = ?").bind(mobile).first()) !== null;
}

/**
 * The library for this request; throws AccountsClosed or MessagesUnavailable when it must not run
 * (fail closed). `oidc`: the OpenID Connect providers this request starts or finishes a sign-in with.
 */
export function authFor(env: AccountsEnv, request: Request, oidc: OidcProvider[] = []): Auth {
  const secret = authSecret(env);
  if (secret === null) throw new AccountsClosed();
  const sender = senderFor(env);
  if (sender === null) throw new MessagesUnavailable();
  return createAuth(env, request, secret, sender, oidc);
}

/** The library for reading this request's session only: needs the signing secret, not the sender (it sends nothing). */
export function sessionAuthFor(env: AccountsEnv, request: Request): Auth {
  const secret = authSecret(env);
  if (secret === null) throw new AccountsClosed();
  const unavailable: MessageSender = {
    send: async () => {
      throw new MessagesUnavailable();
    },
  };
  return createAuth(env, request, secret, senderFor(env) ?? unavailable, []);
}
