import { exports } from "cloudflare:workers";

/**
 * A browser's part in an OpenID Connect sign-in, for Worker tests: the site (this Worker, host
 * `site`) and the test provider (a real server on a local port, tests/support/oidc-provider.ts),
 * each with its own cookies; redirects followed by hand so each hop can be looked at.
 */
export const SITE = "http://site";

export class CookieJar {
  readonly cookies = new Map<string, string>();
  take(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (/max-age=0\b/i.test(line) || /expires=thu, 01 jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  copy(): CookieJar {
    const jar = new CookieJar();
    for (const [name, value] of this.cookies) jar.cookies.set(name, value);
    return jar;
  }
}

export function site(path: string, jar?: CookieJar, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("user-agent", "Mozilla/5.0");
  const cookie = jar?.header();
  if (cookie) headers.set("cookie", cookie);
  return exports.default.fetch(new Request(new URL(path, SITE), { ...init, headers, redirect: "manual" }));
}

export interface ProviderLogin {
  email: string;
  name?: string;
  emailVerified?: boolean;
  /** A forged id_token from the token endpoint (tests/support/oidc-provider.ts). */
  forge?: string;
}

/** How the provider sends the browser back: a GET to the callback, or (Apple) a form post. */
export type Callback = { method: "GET"; url: string } | { method: "POST"; url: string; body: URLSearchParams };

export interface Authorized {
  /** The site's cookies after the start (the state cookie). */
  siteJar: CookieJar;
  /** The provider's authorization URL the site sent the browser to. */
  authorizationUrl: URL;
  callback: Callback;
}

/** Starts a sign-in at the site and completes the provider's login form; the callback the browser would make next. */
export async function authorize(provider: "google" | "apple", login: ProviderLogin): Promise<Authorized> {
  const siteJar = new CookieJar();
  const start = await site(`/user/auth/${provider}`, siteJar);
  if (start.status !== 302) throw new Error(`the start answered ${start.status}: ${await start.text()}`);
  siteJar.take(start);
  const authorizationUrl = new URL(start.headers.get("location")!);
  const providerJar = new CookieJar();
  let request = new Request(authorizationUrl, { redirect: "manual" });
  for (let hop = 0; hop < 10; hop++) {
    const cookie = providerJar.header();
    if (cookie) request.headers.set("cookie", cookie);
    const response = await fetch(request);
    providerJar.take(response);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, request.url);
      if (next.origin === SITE) return { siteJar, authorizationUrl, callback: { method: "GET", url: next.pathname + next.search } };
      request = new Request(next, { redirect: "manual" });
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${html}`);
    const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html)?.[1];
    if (!action) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
    const target = new URL(action.replace(/&amp;/g, "&"), request.url);
    if (target.origin === SITE)
      return { siteJar, authorizationUrl, callback: { method: "POST", url: target.pathname, body: hiddenFields(html) } };
    const form = new URLSearchParams({ email: login.email, name: login.name ?? "" });
    if (login.emailVerified !== false) form.set("email_verified", "true");
    if (login.forge) form.set("forge", login.forge);
    request = new Request(target, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
  }
  throw new Error("too many redirects at the provider");
}

/** The hidden inputs of the provider's form-post page (Apple's way back). */
function hiddenFields(html: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const input of html.matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1];
    if (name)
      fields.set(
        name,
        (value ?? "")
          .replace(/&amp;/g, "&")
          .replace(/&quot;/g, '"')
          .replace(/&#39;|&#x27;/g, "'"),
      );
  }
  return fields;
}

/** The browser's callback to the site (a form post arrives without the site's SameSite=Lax cookies, then is followed). */
export async function returnToSite(callback: Callback, jar: CookieJar): Promise<Response> {
  if (callback.method === "GET") return site(callback.url, jar);
  const posted = await site(callback.url, undefined, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://127.0.0.1" },
    body: callback.body.toString(),
  });
  if (posted.status !== 303) throw new Error(`the form post answered ${posted.status}`);
  return site(posted.headers.get("location")!, jar);
}

/** A whole sign-in; the site's answer to the callback. */
export async function signInWith(provider: "google" | "apple", login: ProviderLogin): Promise<Response> {
  const { siteJar, callback } = await authorize(provider, login);
  return returnToSite(callback, siteJar);
}
