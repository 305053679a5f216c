/** Get Support's topics (docs/product/site-and-accounts.md#accounts), safe for the browser: the support form lists them. */
export const SUPPORT_TOPICS = ["Content", "Notifications", "Others"] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export function supportSubject(topic: SupportTopic): string {
  return `Support request on ${topic}`;
}
