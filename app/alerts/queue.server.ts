/**
 * The alerts queue's consumer (docs/decisions/028-match-alerts.md): a batch of alerts (one message
 * per event, queued by the match rooms), each sent to the match's followers who chose that kind of
 * event, several at a time; subscriptions whose push service answers 404/410 are removed.
 */
import { vapidForKey } from "./config.server.ts";
import { followersOf, removeSubscriptions } from "./follows.server.ts";
import { type AlertMessage, isAlertKind } from "./kinds.ts";
import { sendAlert } from "./send.server.ts";

/** Requests in flight at once (a Worker may have six connections open per origin; more wait). */
const PARALLEL = 6;

function isAlert(body: unknown): body is AlertMessage {
  const alert = body as Partial<AlertMessage> | null;
  return (
    typeof alert === "object" &&
    alert !== null &&
    Number.isSafeInteger(alert.matchId) &&
    isAlertKind(alert.kind) &&
    typeof alert.title === "string" &&
    typeof alert.body === "string"
  );
}

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

export async function consumeAlerts(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const gone = new Set<number>();
  const sends: { message: Message<unknown>; alert: AlertMessage; follower: Awaited<ReturnType<typeof followersOf>>[number] }[] = [];
  const failedMessages = new Set<Message<unknown>>();
  for (const message of batch.messages) {
    if (!isAlert(message.body)) {
      message.ack();
      continue;
    }
    const alert = message.body;
    for (const follower of await followersOf(env.DB, alert.matchId, alert.kind)) sends.push({ message, alert, follower });
  }
  await inParallel(sends, async ({ message, alert, follower }) => {
    if (gone.has(follower.id)) return;
    const vapid = vapidForKey(env, follower.vapidKey);
    // Made with a key this Worker no longer has: no push service would accept it.
    if (!vapid) {
      gone.add(follower.id);
      return;
    }
    const outcome = await sendAlert(follower, alert, vapid);
    if (outcome === "gone") gone.add(follower.id);
    else if (outcome === "failed") failedMessages.add(message);
  });
  await removeSubscriptions(env.DB, [...gone]);
  // A push service that failed (5xx, a network error) is tried again with the whole message once;
  // the tag makes a repeat replace the notification already shown, never add a second.
  for (const message of batch.messages) {
    if (failedMessages.has(message) && message.attempts < 2) message.retry({ delaySeconds: 5 });
    else message.ack();
  }
}
