/**
 * How OTPs and account mail leave the site. A deployment sends through an email/SMS API set by
 * environment (MESSAGE_API_URL and MESSAGE_API_KEY: one JSON POST per message); without it, local
 * development (LOCAL_DEVELOPMENT=on) and the Worker tests (ACCOUNT_OUTBOX=on) keep each message in
 * the `outbox` table, which the tests read and /dev/outbox lists. Anywhere else nothing is sent and
 * the flow fails closed (MessagesUnavailable), rather than pretending a code went out.
 */
import { isLocalDevelopment } from "../security/local-development.ts";

export interface Message {
  channel: "email" | "sms";
  /** an email address, or a mobile number as +91XXXXXXXXXX */
  to: string;
  subject: string;
  body: string;
}

export interface MessageSender {
  send(message: Message): Promise<void>;
}

export class MessagesUnavailable extends Error {
  constructor() {
    super("Account messages are not configured: set MESSAGE_API_URL and MESSAGE_API_KEY");
    this.name = "MessagesUnavailable";
  }
}

interface SenderEnv {
  DB: D1Database;
  MESSAGE_API_URL?: string;
  MESSAGE_API_KEY?: string;
  ACCOUNT_OUTBOX?: string;
  LOCAL_DEVELOPMENT?: string;
}

/** Keeps the message in D1 (development and tests). */
export function outboxSender(db: D1Database, now = () => Date.now()): MessageSender {
  return {
    async send(message) {
      await db
        .prepare("INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?)")
        .bind(message.channel, message.to, message.subject, message.body, now())
        .run();
    },
  };
}

/** Sends through the configured provider API; a failed send is an error the flow reports. */
export function apiSender(url: string, key: string): MessageSender {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
        body: JSON.stringify(message),
      });
      if (!response.ok) throw new Error(`The message API answered ${response.status}`);
    },
  };
}

/** The sender here, or null when none may be used (a deployment without the API). */
export function senderFor(env: SenderEnv): MessageSender | null {
  if (env.MESSAGE_API_URL && env.MESSAGE_API_KEY) return apiSender(env.MESSAGE_API_URL, env.MESSAGE_API_KEY);
  if (env.ACCOUNT_OUTBOX === "on" || isLocalDevelopment(env)) return outboxSender(env.DB);
  return null;
}

export interface OutboxEntry {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
  createdAt: number;
}

/** The newest kept messages, for /dev/outbox (and a recipient's, for the tests). */
export async function readOutbox(db: D1Database, recipient?: string, limit = 50): Promise<OutboxEntry[]> {
  const where = recipient ? "WHERE recipient = ?" : "";
  const statement = db.prepare(
    `SELECT id, channel, recipient, subject, body, created_at AS createdAt FROM outbox ${where} ORDER BY id DESC LIMIT ${Math.min(limit, 200)}`,
  );
  const { results } = await (recipient ? statement.bind(recipient) : statement).all<OutboxEntry>();
  return results;
}
