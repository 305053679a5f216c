import { env, exports } from "cloudflare:workers";
import { SESSION_COOKIE } from "../../app/backend/accounts/better-auth.server.ts";
import { clientIp } from "./site-state.ts";

const BASE = "http://site";

/** A form post to an account page, as the site's own page sends it (same Origin), from `ip`. */
export function post(
  path: string,
  fields: Record<string, string>,
  options: { ip?: string; cookie?: string; origin?: string | null; fetchSite?: string } = {},
) {
  return exports.default.fetch(
    new Request(BASE + path, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": "Mozilla/5.0",
        ...(options.origin === null ? {} : { origin: options.origin ?? BASE }),
        ...(options.fetchSite ? { "sec-fetch-site": options.fetchSite } : {}),
        ...(options.ip ? { "cf-connecting-ip": clientIp(options.ip) } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

export function page(path: string, cookie?: string) {
  return exports.default.fetch(new Request(BASE + path, { headers: { "user-agent": "Mozilla/5.0", ...(cookie ? { cookie } : {}) } }));
}

/** The session cookie a response sets, as a Cookie header ("" when none). */
export function sessionFrom(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return set ? set.split(";")[0]! : "";
}

/** The newest 6-digit code sent to `recipient` (email or +91 mobile). */
export async function lastCode(recipient: string): Promise<string> {
  const row = await env.DB.prepare("SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1")
    .bind(recipient)
    .first<{ body: string }>();
  const code = /\b(\d{6})\b/.exec(row?.body ?? "")?.[1];
  if (!code) throw new Error(`No code sent to ${recipient}`);
  return code;
}

export async function outboxCount(recipient: string): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?").bind(recipient).first<{ n: number }>())!.n;
}

export interface TestAccount {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

let serial = 0;
/** A fresh account's details (unique email and mobile per call). */
export function newAccount(tag: string): TestAccount {
  serial += 1;
  const digits = String(Date.now() % 1_000_000).padStart(6, "0") + String(serial).padStart(3, "0");
  return { name: `Fan ${tag}`, email: `${tag}-${serial}-${digits}@example.com`, mobile: `9${digits}`, password: "wicket-keeper-7" };
}

export function signUpFields(account: TestAccount, extra: Record<string, string> = {}) {
  return {
    intent: "sign-up",
    name: account.name,
    email: account.email,
    mobile: account.mobile,
    password: account.password,
    terms: "on",
    ...extra,
  };
}

/** Signs up and verifies the email; the account can log in. */
export async function registered(account: TestAccount, ip = "198.51.100.200"): Promise<void> {
  const response = await post("/user/sign-up", signUpFields(account), { ip });
  if (response.status !== 302) throw new Error(`Sign-up answered ${response.status}: ${await response.text()}`);
  const verified = await post(
    "/user/login?method=verify",
    { intent: "verify-email", identifier: account.email, otp: await lastCode(account.email) },
    { ip },
  );
  if (verified.status !== 200) throw new Error(`Verification answered ${verified.status}`);
}

export async function loggedIn(identifier: string, password: string, ip = "198.51.100.201"): Promise<string> {
  const response = await post("/user/login", { intent: "login", identifier, password }, { ip });
  const cookie = sessionFrom(response);
  if (response.status !== 302 || !cookie) throw new Error(`Log-in answered ${response.status}`);
  return cookie;
}

/** The alert text of an account page (the message area above the form). */
export function alertOf(html: string): string | null {
  const match = /class="account-message account-message--(?:error|ok)"[^>]*>([^<]*)</.exec(html);
  return match
    ? match[1]!
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&")
    : null;
}
