/**
 * Local development is a setting, never read from the request (decision 046): the Worker var
 * LOCAL_DEVELOPMENT=on, which npm start, npm run dev, the browser tests' sites and the benchmark
 * servers set, and `npm run check:deploy` refuses. The Host header, the URL and any client header
 * are the client's word: a deployed Worker reached as `localhost` is still a deployed Worker.
 * The setting opens the development conveniences: the built-in admin token and auth secret,
 * /dev/outbox, the published push key pair and push services on plain http.
 */
export const LOCAL_DEVELOPMENT = "LOCAL_DEVELOPMENT";

export function isLocalDevelopment(env: unknown): boolean {
  return (env as Record<string, unknown> | null | undefined)?.[LOCAL_DEVELOPMENT] === "on";
}
