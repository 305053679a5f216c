const LOOPBACK: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A request to this machine: local development (npm start, npm run dev, the tests' site). A deployed Worker is never reached so. */
export function isLocalRequest(request: Request): boolean {
  return LOOPBACK.has(new URL(request.url).hostname);
}
