/**
 * The site's version (migration 0018: bumped by trigger on every change of settings, ads and
 * editors' content). Edge-cached pages are keyed to it. Each isolate keeps the number it read for
 * MEMO_MS, so a cached page costs no D1 read; a write through this isolate forgets it at once.
 * (A number, not a promise: nothing of one request's I/O is handed to another.)
 */
export const MEMO_MS = 2_000;

let memo: { version: number; readAt: number } | null = null;

export async function siteVersion(db: D1Database, now = Date.now()): Promise<number> {
  if (memo && now - memo.readAt < MEMO_MS) return memo.version;
  const row = await db.prepare("SELECT version FROM site_version WHERE id = 1").first<{ version: number }>();
  memo = { version: row?.version ?? 0, readAt: now };
  return memo.version;
}

export function forgetSiteVersion(): void {
  memo = null;
}
