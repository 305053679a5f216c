/** Accounts fail closed on a deployment without their secrets (decision 025). */
import { describe, expect, test } from "vitest";
import { authSecret } from "./better-auth.server.ts";
import { senderFor } from "./sender.server.ts";

const db = {} as D1Database;
/** Local development is the setting (decision 046), never the request's host. */
const local = { LOCAL_DEVELOPMENT: "on" };

describe("without AUTH_SECRET", () => {
  test("a deployed Worker has no signing secret (accounts closed); this machine uses the local default", () => {
    expect(authSecret({ DB: db })).toBeNull();
    expect(authSecret({ DB: db, ...local })).toMatch(/^cricket-edge-local/);
    expect(authSecret({ DB: db, AUTH_SECRET: "s".repeat(40) })).toBe("s".repeat(40));
  });
});

describe("the message sender", () => {
  test("a deployment without MESSAGE_API_URL has none: no code is pretended to be sent", () => {
    expect(senderFor({ DB: db })).toBeNull();
  });
  test("locally, and in tests that ask for it, messages go to the outbox", () => {
    expect(senderFor({ DB: db, ...local })).not.toBeNull();
    expect(senderFor({ DB: db, ACCOUNT_OUTBOX: "on" })).not.toBeNull();
  });
  test("with the API configured, messages are posted to it", async () => {
    const sent: Request[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return new Response(null, { status: 202 });
    }) as typeof fetch;
    try {
      const sender = senderFor({ DB: db, MESSAGE_API_URL: "https://messages.example/send", MESSAGE_API_KEY: "k" })!;
      await sender.send({ channel: "sms", to: "+919876543210", subject: "Cricket Edge code", body: "123456 is your code" });
    } finally {
      globalThis.fetch = original;
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get("authorization")).toBe("Bearer k");
    expect(await sent[0]!.json()).toEqual({
      channel: "sms",
      to: "+919876543210",
      subject: "Cricket Edge code",
      body: "123456 is your code",
    });
  });
});
