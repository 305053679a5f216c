/**
 * Reading an account form post: the Origin check, a size limit before parsing, then zod (every
 * field a bounded string; what each means is checked by the flow that uses it).
 */
import { z } from "zod";
import { sameOrigin } from "../../backend/admin/admin-access.server.ts";
import { BodyTooLarge, limitedBody } from "../../backend/security/limits.server.ts";

export const ACCOUNT_FORM_BYTES = 16 * 1024;

export const INTENTS = [
  "login",
  "otp-send",
  "otp-verify",
  "reset-send",
  "reset",
  "verify-send",
  "verify-email",
  "sign-up",
  "sign-out",
  "delete",
  "support",
  "alerts-save",
  "alerts-remove",
  "mobile-send",
  "mobile-verify",
  "accept-terms",
] as const;

const text = (max: number) => z.string().max(max, `A field is longer than ${max} characters`).default("");

export const accountFormSchema = z.object({
  intent: z.enum(INTENTS, { message: "Unknown form" }),
  identifier: text(254),
  password: text(128),
  newPassword: text(128),
  otp: text(12),
  name: text(100),
  email: text(254),
  mobile: text(20),
  referCode: text(32),
  terms: text(8),
  topic: text(20),
  issue: text(4000),
  // a followed match's alerts (decision 028): the match, the chosen kinds joined by commas
  matchId: text(20),
  events: text(100),
});

export type AccountForm = z.infer<typeof accountFormSchema>;
export type FormRead = { ok: true; form: AccountForm } | { ok: false; status: number; message: string };

export async function readAccountForm(request: Request): Promise<FormRead> {
  if (!sameOrigin(request)) return { ok: false, status: 403, message: "Forms must be sent from this site" };
  let entries: Record<string, string>;
  try {
    const body = await (await limitedBody(request, ACCOUNT_FORM_BYTES)).formData();
    entries = Object.fromEntries([...body.entries()].map(([key, value]) => [key, typeof value === "string" ? value : ""]));
    // Checkboxes of one name (a follow's events) come as one value per box.
    entries.events = body
      .getAll("events")
      .filter((v) => typeof v === "string")
      .join(",");
  } catch (error) {
    if (error instanceof BodyTooLarge) return { ok: false, status: 413, message: error.message };
    return { ok: false, status: 400, message: "The form could not be read" };
  }
  const parsed = accountFormSchema.safeParse(entries);
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? "The form is not valid" };
  return { ok: true, form: parsed.data };
}
