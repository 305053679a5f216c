/**
 * Which OpenID Connect providers this deployment offers (docs/decisions/027-openid-sign-in.md):
 * a provider is on only when its issuer, client id and client secret are all set —
 * GOOGLE_OIDC_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and likewise APPLE_*. Without them it
 * has no button and its routes answer 404. An issuer must be https (http only on this machine,
 * for the tests' local provider). The settings for better-auth's genericOAuth plugin: discovery
 * from the issuer, PKCE, and an id_token that must be verified (signature by the issuer's
 * published keys, issuer, audience, expiry, nonce) — a provider whose discovery gives no keys is
 * left out, and an answer without an id_token signs nobody in.
 */
import type { GenericOAuthConfig } from "better-auth/plugins/generic-oauth";
import { decodeJwt } from "jose";

export const OIDC_PROVIDER_IDS = ["google", "apple"] as const;
export type OidcProviderId = (typeof OIDC_PROVIDER_IDS)[number];

const LABELS: Record<OidcProviderId, string> = { google: "Google", apple: "Apple" };

export interface OidcEnv {
  GOOGLE_OIDC_ISSUER?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  APPLE_OIDC_ISSUER?: string;
  APPLE_CLIENT_ID?: string;
  APPLE_CLIENT_SECRET?: string;
}

export interface OidcProvider {
  id: OidcProviderId;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An issuer URL we accept: https, or http on this machine (the tests' provider); no query or fragment. */
export function acceptableIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.search || url.hash || url.username || url.password) return false;
    return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}

/** The configured providers, in button order. */
export function oidcProviders(env: OidcEnv): OidcProvider[] {
  const providers: OidcProvider[] = [];
  for (const id of OIDC_PROVIDER_IDS) {
    const prefix = id === "google" ? "GOOGLE" : "APPLE";
    const issuer = env[`${prefix}_OIDC_ISSUER`]?.trim() ?? "";
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim() ?? "";
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim() ?? "";
    if (!issuer && !clientId && !clientSecret) continue;
    if (!issuer || !clientId || !clientSecret || !acceptableIssuer(issuer)) {
      // Half a configuration is no configuration: no button, routes 404, and the log says why.
      console.error(`${LABELS[id]} sign-in is off: set ${prefix}_OIDC_ISSUER (https), ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET`);
      continue;
    }
    providers.push({ id, label: LABELS[id], issuer: issuer.replace(/\/+$/, ""), clientId, clientSecret });
  }
  return providers;
}

/** The configured provider with this id, or null (unknown or not configured: a 404). */
export function oidcProvider(env: OidcEnv, id: string | undefined): OidcProvider | null {
  return oidcProviders(env).find((p) => p.id === id) ?? null;
}

type AppleUser = { name?: { firstName?: string; lastName?: string } };

/**
 * Who signed in, from the id_token's claims. The library calls this only after it verified the
 * id_token (`requireIdTokenVerification` keeps a provider without keys out); without an id_token
 * there is nobody (no fallback to an unverified userinfo answer).
 */
async function userFromIdToken(tokens: { idToken?: string; user?: unknown }) {
  if (!tokens.idToken) return null;
  const claims = decodeJwt(tokens.idToken);
  if (typeof claims.sub !== "string" || typeof claims.email !== "string") return null;
  // Apple sends the name once, beside the token (the `user` field of its first answer).
  const apple = (tokens.user ?? {}) as AppleUser;
  const appleName = [apple.name?.firstName, apple.name?.lastName].filter(Boolean).join(" ");
  const name = typeof claims.name === "string" ? claims.name : appleName;
  return {
    id: claims.sub,
    sub: claims.sub,
    email: claims.email.toLowerCase(),
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    name: name.slice(0, 100),
    image: typeof claims.picture === "string" && claims.picture.startsWith("https://") ? claims.picture : undefined,
  };
}

/** better-auth's genericOAuth settings for one provider. */
export function oidcPluginConfig(provider: OidcProvider): GenericOAuthConfig {
  return {
    providerId: provider.id,
    name: provider.label,
    discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    pkce: true,
    requireIdTokenVerification: true,
    // Apple sends its answer as a form post when the name or email is asked for.
    ...(provider.id === "apple"
      ? { scopes: ["openid", "email", "name"], responseMode: "form_post" as const }
      : { scopes: ["openid", "email", "profile"] }),
    getUserInfo: userFromIdToken,
  };
}
