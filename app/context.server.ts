import { createContext } from "react-router";

/** What every loader can reach: the Worker's bindings and execution context. */
export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
}

export const workerContext = createContext<WorkerContext>();

/**
 * The Content-Security-Policy nonce of this response (workers/app.ts makes one per request and
 * puts it in the policy; app/entry.server.tsx gives it to every script of the page).
 */
export const nonceContext = createContext<string>();
