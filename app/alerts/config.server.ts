/**
 * VAPID keys for match alerts (docs/decisions/028-match-alerts.md): the public key is the
 * VAPID_PUBLIC_KEY var, the private key the VAPID_PRIVATE_KEY secret, the contact VAPID_SUBJECT.
 * Fail closed: without both keys a deployed Worker offers no bell and refuses follows (503). Local
 * development (LOCAL_DEVELOPMENT=on: npm start, the e2e tests' site) uses the documented local pair
 * below, like the admin token's local default (app/backend/admin/admin-access.server.ts). Messages are signed
 * with the pair the subscription was made for, so a local subscription can never be sent with the
 * deployment's key nor the other way round.
 */
import { isLocalDevelopment } from "../backend/security/local-development.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** For local development only: published here, so never valid for a deployed site's subscriptions. */
export const DEV_VAPID: VapidKeys = {
  publicKey: "BA8HIP_EGZJpKMeH_j1EqyDmpL6Vb4I1CHwE65MpazBkCC9hIprMUN2NRTN5HAwBYsqzlG0wTrT3qrlQ_USVzec",
  privateKey: "pn0iGNJm0Lkm1YP_Bx4Dc7lY4u-Iv2ktX5c-QssQymY",
  subject: "mailto:alerts@localhost",
};

interface AlertsEnv {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

function configured(env: unknown): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env as AlertsEnv;
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: subject || "mailto:alerts@invalid" };
}

/** The keys a browser subscribes with; null when alerts are off (no bell). */
export function vapidFor(env: unknown): VapidKeys | null {
  return configured(env) ?? (isLocalDevelopment(env) ? DEV_VAPID : null);
}

/** The pair that signs messages for a subscription made with `publicKey`; null when none does (the key was rotated). */
export function vapidForKey(env: unknown, publicKey: string): VapidKeys | null {
  const keys = configured(env);
  if (keys?.publicKey === publicKey) return keys;
  return publicKey === DEV_VAPID.publicKey ? DEV_VAPID : null;
}
