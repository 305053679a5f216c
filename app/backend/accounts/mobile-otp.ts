/**
 * The profile's "Add Now" code (./mobile.server.ts) is stored by better-auth's phone-number plugin
 * under its own identifier, `add-mobile:{user id}:{+91 number}`: a sign-in code for the number can
 * never confirm it, and a code asked for by one account cannot confirm it for another.
 */
const ADD_MOBILE = /^add-mobile:([A-Za-z0-9_-]{1,64}):(\+91[789]\d{9})$/;

export function addMobileIdentifier(userId: string, mobile: string): string {
  return `add-mobile:${userId}:${mobile}`;
}

/** The number an "Add Now" identifier sends to, or null when the text is not one. */
export function addMobileTarget(identifier: string): string | null {
  return ADD_MOBILE.exec(identifier)?.[2] ?? null;
}
