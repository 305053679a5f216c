/**
 * One benchmark client process (scripts/bench-live.ts starts several, with IPC): it opens `count`
 * live clients on loopback, reports when all are live, and then either the arrival time of every
 * ball at every client (latency) or each client's end state (churn, upstream).
 */
import "../node-version.ts";
import { TrackedClient, type ClientReport } from "./tracked-client.ts";

export type ToClient =
  | {
      type: "start";
      url: string;
      /** several endpoints (two runtimes): client i connects to urls[i % urls.length] instead of url */
      urls?: string[];
      count: number;
      latency: boolean;
      churn?: { minMs: number; maxMs: number };
      backoff?: { initialMs: number; maxMs: number };
    }
  | { type: "churn"; on: boolean }
  | { type: "status" }
  | { type: "finish" };

export type FromClient =
  | { type: "ready"; live: number }
  | { type: "ball"; key: string; times: number[] }
  | { type: "status"; live: number; seqs: number[] }
  | { type: "reports"; reports: ClientReport[] };

const send = (message: FromClient) => process.send!(message);
let clients: TrackedClient[] = [];

process.on("message", async (raw) => {
  const message = raw as ToClient;
  if (message.type === "start") {
    const arrivals = new Map<string, number[]>();
    const onBall = message.latency
      ? (inningsNo: number, position: number, at: number) => {
          const key = `${inningsNo}:${position}`;
          const times = arrivals.get(key) ?? [];
          times.push(at);
          arrivals.set(key, times);
          if (times.length === message.count) {
            arrivals.delete(key);
            send({ type: "ball", key, times });
          }
        }
      : undefined;
    const urls = message.urls?.length ? message.urls : [message.url];
    clients = Array.from(
      { length: message.count },
      (_, i) =>
        new TrackedClient({
          url: urls[i % urls.length]!,
          viewer: `bench-${process.pid}-${i}`,
          ...(message.churn ? { churn: message.churn } : {}),
          ...(message.backoff ? { backoff: message.backoff } : {}),
          ...(onBall ? { onBall } : {}),
        }),
    );
    // Connect in small batches, as pages would arrive, not all in one instant.
    for (let i = 0; i < clients.length; i += 25) {
      for (const client of clients.slice(i, i + 25)) client.start();
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    const deadline = Date.now() + 120_000;
    while (clients.some((c) => !c.live) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    send({ type: "ready", live: clients.filter((c) => c.live).length });
  } else if (message.type === "churn") {
    for (const client of clients) message.on ? client.startChurn() : client.stopChurn();
  } else if (message.type === "status") {
    send({ type: "status", live: clients.filter((c) => c.live).length, seqs: clients.map((c) => c.state?.seq ?? -1) });
  } else if (message.type === "finish") {
    send({ type: "reports", reports: clients.map((c) => c.finish()) });
    setTimeout(() => process.exit(0), 50);
  }
});
process.on("disconnect", () => process.exit(0));
