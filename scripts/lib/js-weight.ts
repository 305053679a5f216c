import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page makes the browser download: every /assets/*.js the HTML preloads or
 * loads, and what those modules import in turn, gzipped as a CDN would send them.
 */
export async function pageJavaScript(url: string): Promise<{ files: { path: string; gzip: number }[]; totalGzip: number }> {
  const origin = new URL(url).origin;
  const html = await (await fetch(url, { headers: { "user-agent": "Mozilla/5.0" } })).text();
  // Preloaded modules, module scripts, and the modules the inline entry script imports.
  const pending = [
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<script[^>]+src="(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/(?:import|from)\s*["'](\/assets\/[\w.-]+\.js)["']/g)].map((m) => m[1]!),
  ];
  const seen = new Map<string, number>();
  while (pending.length) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    const body = await (await fetch(origin + path)).text();
    seen.set(path, gzipSync(body, { level: 9 }).length);
    // Static imports only: strings naming other routes' modules are loaded when those routes are.
    for (const m of body.matchAll(/(?:import|from)\s*["'](\.\/[\w.-]+\.js|\/assets\/[\w.-]+\.js)["']/g)) {
      pending.push(m[1]!.startsWith("./") ? `/assets/${m[1]!.slice(2)}` : m[1]!);
    }
  }
  const files = [...seen].map(([path, gzip]) => ({ path, gzip })).sort((a, b) => b.gzip - a.gzip);
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}
