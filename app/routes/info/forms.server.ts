import { data, redirect } from "react-router";
import { sameOrigin } from "../../backend/admin/admin-access.server.ts";
import { BodyTooLarge, bodyLimitFor, limitedBody } from "../../backend/security/limits.server.ts";
import { clientAddress, RETRY_AFTER_SECONDS, withinLimit } from "../../backend/security/rate-limit.server.ts";
import { passesTurnstile, TURNSTILE_FAILED } from "../../backend/security/turnstile.server.ts";
import { HONEYPOT_FIELD } from "./form-fields.ts";

/**
 * What the public forms (advertise, contact) share before their own fields are read: same-site
 * posts only, the body size limit, the rate limit, the honeypot and, when configured, Turnstile
 * (decision 022). Their answers: a redirect to the thank-you, or the form again with what was
 * typed and a message.
 */

/** The fields that are never echoed back into the form. */
const NOT_ECHOED = new Set([HONEYPOT_FIELD, "cf-turnstile-response", "clientToken"]);

export interface FormFailure {
  ok: false;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export const TOO_MANY_SENT = "You have sent several messages in the last minute: please wait a minute and send it again";

/** The form again, with a message, its field errors and what was typed (files excepted). */
export function formFailure(
  form: FormData | null,
  message: string,
  status: number,
  errors: Record<string, string> = {},
): ReturnType<typeof data<FormFailure>> {
  const values: Record<string, string> = {};
  for (const [key, value] of form?.entries() ?? [])
    if (typeof value === "string" && !NOT_ECHOED.has(key)) values[key] = value.slice(0, 5000);
  return data<FormFailure>(
    { ok: false, message, errors, values },
    { status, headers: status === 429 ? { "retry-after": String(RETRY_AFTER_SECONDS) } : {} },
  );
}

/** The thank-you: a new GET of the page (a reload does not send again). */
export const thanks = (pathname: string) => redirect(`${pathname}?sent=1`, 303);

export type Screened = { form: FormData } | { answer: Response | ReturnType<typeof data<FormFailure>> };

/**
 * Reads a public form and screens it: the answer to send at once (refused, limited, or a bot
 * thanked without storing anything), or the form to read.
 */
export async function screenPublicForm(request: Request, env: Env): Promise<Screened> {
  const { pathname } = new URL(request.url);
  if (!sameOrigin(request)) return { answer: formFailure(null, "Forms must be sent from this site", 403) };
  let form: FormData;
  try {
    form = await (await limitedBody(request, bodyLimitFor(pathname, request.headers.get("content-type")))).formData();
  } catch (error) {
    if (error instanceof BodyTooLarge) return { answer: formFailure(null, `Your message was not sent: ${error.message}`, 413) };
    return { answer: formFailure(null, "Your message could not be read: please send it again", 400) };
  }
  // A bot that filled the hidden field is thanked and nothing is kept (it learns nothing to adapt to).
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return { answer: thanks(pathname) };
  if (!(await withinLimit(env, "ENQUIRY_LIMITER", request))) return { answer: formFailure(form, TOO_MANY_SENT, 429) };
  if (!(await passesTurnstile(env, form.get("cf-turnstile-response"), clientAddress(request, env)))) {
    return { answer: formFailure(form, TURNSTILE_FAILED, 400) };
  }
  return { form };
}

/** The string fields of a form as an object (zod reads it). */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, typeof form.get(name) === "string" ? String(form.get(name)) : ""]));
}
