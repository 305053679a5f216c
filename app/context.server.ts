import { createContext } from "react-router";

/** What every loader can reach: the Worker's bindings and execution context. */
export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
}

export const workerContext = createContext<WorkerContext>();
