/**
 * Get Support (docs/product/site-and-accounts.md#accounts): a signed-in user's request on one of three topics, stored for the admin
 * inbox. The subject and email are the server's (never the form's).
 */
import { z } from "zod";
import { SUPPORT_TOPICS, supportSubject } from "./support-topics.ts";

export const MAX_ISSUE = 2000;

export const supportSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { message: "Choose a topic: Content, Notifications or Others" }),
  issue: z.string().trim().min(1, "Please describe your issue").max(MAX_ISSUE, `Please keep your issue under ${MAX_ISSUE} characters`),
});

export async function storeSupportRequest(
  db: D1Database,
  user: { id: string; email: string },
  request: z.infer<typeof supportSchema>,
  now = Date.now(),
): Promise<void> {
  await db
    .prepare("INSERT INTO support_requests (user_id, topic, subject, email, issue, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(user.id, request.topic, supportSubject(request.topic), user.email, request.issue, now)
    .run();
}
