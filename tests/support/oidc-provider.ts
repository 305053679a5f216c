/**
 * A real OpenID Connect provider for the tests (the `oidc-provider` package, certified by the
 * OpenID Foundation), on a free local port: discovery, JWKS, authorization with PKCE required,
 * the token endpoint and userinfo, as Google and Apple run them. Two clients, `cricket-edge-google`
 * and `cricket-edge-apple` (answers by form post, like Apple), each allowed the site's callback
 * URL for its provider.
 *
 * Its login is a tiny form (`/interaction/{uid}`): an email, a name and whether the provider
 * says the email is verified; the account is whoever the form names (sub = `sub-` + email). A
 * hidden `forge` field makes the token endpoint's next answer for that account carry a forged
 * id_token — `wrong-audience`, `expired`, `wrong-nonce`, `wrong-issuer` (all signed with the
 * provider's real key), `unpublished-key` (the right claims signed by a key the JWKS does not
 * publish, under the published key's kid) or `none` (no id_token at all) — so each check the
 * site must make is shown to refuse it on its own.
 *
 * Run on its own for a manual end-to-end run (prints the site's environment):
 *   node tests/support/oidc-provider.ts --port 8796 --site http://localhost:8795
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import Provider from "oidc-provider";

export const ID_TOKEN_FORGERIES = ["wrong-audience", "expired", "wrong-nonce", "wrong-issuer", "unpublished-key", "none"] as const;
export type IdTokenForgery = (typeof ID_TOKEN_FORGERIES)[number];

export interface TestOidcProvider {
  issuer: string;
  google: { clientId: string; clientSecret: string };
  apple: { clientId: string; clientSecret: string };
  /** The site's environment for both providers. */
  env: Record<string, string>;
  close(): Promise<void>;
  /** Lets the process exit while it listens (a provider for the whole test run). */
  unref(): void;
}

interface TestAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

const KID = "test-signing-key";

export async function startOidcProvider(options: { sites: string[]; port?: number }): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  const forgeries = new Map<string, IdTokenForgery>();
  const signing = await generateKeyPair("RS256", { extractable: true });
  const unpublished = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(signing.privateKey)), kid: KID, alg: "RS256", use: "sig" };

  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const google = { clientId: "cricket-edge-google", clientSecret: "google-test-secret-0123456789abcdef" };
  const apple = { clientId: "cricket-edge-apple", clientSecret: "apple-test-secret-0123456789abcdef" };
  const callbacks = (provider: string) => options.sites.map((site) => `${site.replace(/\/$/, "")}/user/auth/callback/${provider}`);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: google.clientId,
        client_secret: google.clientSecret,
        redirect_uris: callbacks("google"),
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
      {
        client_id: apple.clientId,
        client_secret: apple.clientSecret,
        redirect_uris: callbacks("apple"),
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [jwk] },
    // PKCE for every client (the default asks it of public clients only).
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    scopes: ["openid", "email", "profile", "name"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"], name: ["name"] },
    // Like Google and Apple: the id_token carries the email and name, not only userinfo.
    conformIdTokenClaims: false,
    cookies: { keys: ["oidc-test-provider-cookie-key-0123456789"] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });

  // The token endpoint's answer, forged for an account whose login asked for it.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== "/token" || ctx.status !== 200) return;
    const body = ctx.body as { id_token?: string } | undefined;
    if (!body?.id_token) return;
    const claims = decodeJwt(body.id_token);
    const forgery = forgeries.get(String(claims.sub));
    if (!forgery) return;
    forgeries.delete(String(claims.sub));
    if (forgery === "none") delete body.id_token;
    else body.id_token = await forge(body.id_token, forgery);
  });

  async function forge(token: string, forgery: Exclude<IdTokenForgery, "none">): Promise<string> {
    const { alg } = decodeProtectedHeader(token);
    const claims: JWTPayload = { ...decodeJwt(token) };
    const now = Math.floor(Date.now() / 1000);
    if (forgery === "wrong-audience") claims.aud = "someone-elses-client";
    if (forgery === "expired") Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
    if (forgery === "wrong-nonce") claims.nonce = "a-nonce-this-browser-never-sent";
    if (forgery === "wrong-issuer") claims.iss = "https://accounts.example.invalid";
    const key = forgery === "unpublished-key" ? unpublished.privateKey : signing.privateKey;
    return new SignJWT(claims).setProtectedHeader({ alg: alg ?? "RS256", kid: KID }).sign(key);
  }

  const callback = provider.callback();
  handle = (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const interaction = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (!interaction) return callback(req, res);
    const login = req.method === "POST" && interaction[2] === "/login";
    (login ? signIn(req, res) : loginForm(req, res)).catch((error: Error) => {
      res.writeHead(400, { "content-type": "text/plain" });
      res.end(error.message);
    });
  };

  async function loginForm(req: IncomingMessage, res: ServerResponse) {
    const { uid, params } = await provider.interactionDetails(req, res);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider: sign in</title></head><body>
<h1>Sign in to the test provider</h1><p>for ${escapeHtml(String(params.client_id))}</p>
<form method="post" action="/interaction/${uid}/login">
<label>Email <input type="email" name="email" required></label>
<label>Name <input type="text" name="name"></label>
<label><input type="checkbox" name="email_verified" value="true" checked> Email verified</label>
<button type="submit">Sign in</button>
</form></body></html>`);
  }

  async function signIn(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const email = (form.get("email") ?? "").trim().toLowerCase();
    if (!email.includes("@")) throw new Error("an email is required");
    const sub = `sub-${email}`;
    accounts.set(sub, { email, email_verified: form.get("email_verified") === "true", name: form.get("name") ?? "" });
    const forgery = form.get("forge");
    if (forgery && (ID_TOKEN_FORGERIES as readonly string[]).includes(forgery)) forgeries.set(sub, forgery as IdTokenForgery);
    else forgeries.delete(sub);
    const { params } = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: sub, clientId: String(params.client_id) });
    grant.addOIDCScope(String(params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  const env = {
    GOOGLE_OIDC_ISSUER: issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    APPLE_OIDC_ISSUER: issuer,
    APPLE_CLIENT_ID: apple.clientId,
    APPLE_CLIENT_SECRET: apple.clientSecret,
  };
  return {
    issuer,
    google,
    apple,
    env,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    unref: () => server.unref(),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      text += chunk;
      if (text.length > 16_384) reject(new Error("form too large"));
    });
    req.on("end", () => resolve(text));
    req.on("error", reject);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const started = await startOidcProvider({ sites: [arg("site") ?? "http://localhost:8787"], port: Number(arg("port") ?? 0) });
  for (const [name, value] of Object.entries(started.env)) console.log(`${name}=${value}`);
}
