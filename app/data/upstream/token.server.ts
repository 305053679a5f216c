/**
 * The provider's request token (docs/product/site-and-accounts.md#source-requests): HMAC-SHA256 signed with the client secret, scope
 * "all", valid 60 seconds, written JWT-style as base64url(header).base64url(payload).base64url(sig).
 * WebCrypto only (`crypto.subtle` exists in workerd and Node 24).
 */

export const TOKEN_LIFETIME_SECONDS = 60;
/** A cached token is replaced this many seconds before it expires (clock skew, request latency). */
export const TOKEN_REFRESH_MARGIN_SECONDS = 5;

export interface TokenPayload {
  sub: string;
  scope: "all";
  /** issued at, epoch seconds */
  iat: number;
  /** expires at, epoch seconds (iat + 60) */
  exp: number;
}

const HEADER = { alg: "HS256", typ: "JWT" } as const;
const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function hmacKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

/** Signs a token for `user` issued at `nowMs`. */
export async function mintToken(user: string, secret: string, nowMs: number): Promise<{ token: string; payload: TokenPayload }> {
  const iat = Math.floor(nowMs / 1000);
  const payload: TokenPayload = { sub: user, scope: "all", iat, exp: iat + TOKEN_LIFETIME_SECONDS };
  const signingInput = `${base64url(encoder.encode(JSON.stringify(HEADER)))}.${base64url(encoder.encode(JSON.stringify(payload)))}`;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(signingInput));
  return { token: `${signingInput}.${base64url(new Uint8Array(signature))}`, payload };
}

/**
 * The payload of a token signed with `secret` and not expired at `nowMs`; null otherwise (bad
 * shape, wrong algorithm, bad signature, expired, or issued in the future).
 */
export async function verifyToken(token: string, secret: string, nowMs: number = Date.now()): Promise<TokenPayload | null> {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  try {
    const headerJson = JSON.parse(new TextDecoder().decode(fromBase64url(header))) as { alg?: unknown };
    if (headerJson.alg !== "HS256") return null;
    const valid = await crypto.subtle.verify(
      "HMAC",
      await hmacKey(secret, "verify"),
      fromBase64url(signature),
      encoder.encode(`${header}.${body}`),
    );
    if (!valid) return null;
    const payload = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as Partial<TokenPayload>;
    if (typeof payload.sub !== "string" || payload.scope !== "all") return null;
    if (typeof payload.iat !== "number" || typeof payload.exp !== "number") return null;
    const now = Math.floor(nowMs / 1000);
    if (now >= payload.exp || payload.iat > now + TOKEN_REFRESH_MARGIN_SECONDS) return null;
    return payload as TokenPayload;
  } catch {
    return null;
  }
}

/**
 * One token per 60-second window: minted on first use, reused until TOKEN_REFRESH_MARGIN_SECONDS
 * before it expires, then replaced. Concurrent requests share one mint.
 */
export function createTokenSource(user: string, secret: string, now: () => number): () => Promise<string> {
  let current: Promise<{ token: string; payload: TokenPayload }> | null = null;
  let reuseUntil = -Infinity; // epoch seconds from which `current` is no longer handed out
  return async () => {
    const nowMs = now();
    const nowSeconds = Math.floor(nowMs / 1000);
    if (current === null || nowSeconds >= reuseUntil) {
      const minting = mintToken(user, secret, nowMs);
      current = minting;
      reuseUntil = nowSeconds + TOKEN_LIFETIME_SECONDS - TOKEN_REFRESH_MARGIN_SECONDS;
      minting.catch(() => {
        if (current === minting) current = null;
      });
    }
    return (await current).token;
  };
}
