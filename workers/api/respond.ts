import type { Context } from "hono";
import type { z } from "zod";
import { RETRY_AFTER_SECONDS, TOO_MANY } from "../../app/backend/security/rate-limit.server.ts";
import { issueLines, issueList } from "../../app/data/zod-messages.ts";

/** `{ success: false, error, issues }` with 400: what a zod error says, field by field. */
export function invalid(c: Context, error: z.ZodError, prefix = "Invalid request") {
  return c.json({ success: false, error: `${prefix}: ${issueLines(error)}`, issues: issueList(error) }, 400);
}

/** The JSON body, or null when it is not JSON (the caller answers 400). */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return null;
  }
}

/** 429 with Retry-After: this client failed too many credential checks. */
export function tooMany(c: Context) {
  c.header("retry-after", String(RETRY_AFTER_SECONDS));
  return c.json({ success: false, error: TOO_MANY }, 429);
}
