import { data, redirect } from "react-router";
import type { z } from "zod";
import { adminSession, sameOrigin } from "../../backend/auth.server.ts";
import { BodyTooLarge, bodyLimitFor, limitedBody } from "../../backend/limits.server.ts";

/**
 * What the desk pages (/admin/inbox, /admin/policies, /admin/videos) share with /admin: the same
 * session (app/backend/auth.server.ts; signing in happens on /admin), same-site posts only, and
 * the body limit before a form is parsed.
 */

export type DeskResult = { ok: boolean; message: string; errors?: Record<string, string> };

export const deskFail = (message: string, status = 400, errors?: Record<string, string>) =>
  data<DeskResult>({ ok: false, message, ...(errors ? { errors } : {}) }, { status });

/** A loader's guard: not signed in → the sign-in on /admin. */
export async function requireDesk(request: Request, env: Env): Promise<void> {
  if (!(await adminSession(request, env))) throw redirect("/admin");
}

/** An action's guard and its form: the form, or the answer to send (403, 401, 413, 400). */
export async function deskForm(request: Request, env: Env): Promise<FormData | ReturnType<typeof deskFail>> {
  if (!sameOrigin(request)) return deskFail("Forms must be sent from this site", 403);
  if (!(await adminSession(request, env))) return deskFail("Please sign in again on /admin", 401);
  try {
    const url = new URL(request.url);
    return await (await limitedBody(request, bodyLimitFor(url.pathname, request.headers.get("content-type")))).formData();
  } catch (error) {
    if (error instanceof BodyTooLarge) return deskFail(error.message, 413);
    return deskFail("The form could not be read");
  }
}

export function issuesOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
  return errors;
}

/** A fresh token for a form that creates something: sent twice, it creates one. */
export const formToken = () => crypto.randomUUID();
