/**
 * The account forms' rules (docs/product/site-and-accounts.md#rules-of-the-account-forms), pure and safe for the browser (the forms' script uses
 * them to enable Continue; the server decides): what a login identifier is, Indian mobile numbers,
 * and the sign-up checks in the spec's order with its messages.
 */

export const MIN_PASSWORD = 6;
/** better-auth's own maximum; longer passwords are refused before hashing. */
export const MAX_PASSWORD = 128;
export const MAX_NAME = 100;
export const MAX_EMAIL = 254;

export const MESSAGES = {
  name: "Name is required",
  email: "Please enter a valid email",
  mobile: "Please enter a valid mobile number",
  password: "Password must be at least 6 characters",
  referCode: "Invalid referral code",
  terms: "Please accept the Privacy Policy and Terms of Use",
  credentials: "Please enter valid credentials",
  loginFailed: "Login failed. Please check your credentials.",
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional +91 with an optional separator, an optional leading 0 or 91, then 7, 8 or 9 and nine digits. */
const MOBILE = /^(?:\+91[\s-]?)?(?:0|91)?[789]\d{9}$/;

export type Identifier = { kind: "email"; value: string } | { kind: "mobile"; value: string } | { kind: "neither" };

export function isEmail(text: string): boolean {
  return text.length <= MAX_EMAIL && EMAIL.test(text);
}

export function isMobile(text: string): boolean {
  return MOBILE.test(text);
}

/** One stored form of a mobile number: +91 and its ten digits. */
export function normaliseMobile(text: string): string {
  return `+91${text.replace(/\D/g, "").slice(-10)}`;
}

/** The login identifier classed as email, mobile or neither; emails lower-cased, mobiles normalised. */
export function classify(raw: string): Identifier {
  const text = raw.trim();
  if (isEmail(text)) return { kind: "email", value: text.toLowerCase() };
  if (isMobile(text)) return { kind: "mobile", value: normaliseMobile(text) };
  return { kind: "neither" };
}

export interface SignUpInput {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** The first sign-up rule broken, in the spec's order, or null. */
export function signUpProblem(input: SignUpInput): string | null {
  const name = input.name.trim();
  if (!name || name.length > MAX_NAME) return MESSAGES.name;
  if (!isEmail(input.email.trim())) return MESSAGES.email;
  if (!isMobile(input.mobile.trim())) return MESSAGES.mobile;
  if (input.password.length < MIN_PASSWORD || input.password.length > MAX_PASSWORD) return MESSAGES.password;
  return null;
}

/** OTPs are six digits. */
export function isOtp(text: string): boolean {
  return /^\d{6}$/.test(text.trim());
}
