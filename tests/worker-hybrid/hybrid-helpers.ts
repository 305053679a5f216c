/**
 * What the worker-hybrid tests share: the held provider's controls, D1's history (a handful of
 * imported Cricsheet matches and their ratings) and reading a page as a reader's browser would.
 */
import { env, exports } from "cloudflare:workers";
import { storeRatings } from "../../app/data/embedded/store/ratings.server.ts";
import type { Fault } from "../support/held-provider.ts";
import { importFixtures } from "../worker/import.ts";

const CONTROL = (env as unknown as { TEST_PROVIDER_CONTROL: string }).TEST_PROVIDER_CONTROL;

/** Makes every call of the provider (or of one path) fail as `kind` (or none). */
export const setFault = async (kind: Fault | "none", path = "*") =>
  (await fetch(`${CONTROL}/fault?path=${encodeURIComponent(path)}&kind=${kind}`, { method: "POST" })).json();

/** How many calls the provider has had, by path. */
export const providerCalls = async () => (await (await fetch(`${CONTROL}/calls`)).json()) as Record<string, number>;

/** The 2024 men's T20 World Cup final (India beat South Africa; V Kohli player of the match). */
export const FINAL = 1415755;
export const KOHLI = "ba607b88";

/** Imports the history (the final and its semi-final) and stores the ratings; D1's own ids of the final's series and of India. */
export async function importHistory(): Promise<{ series: number; india: number }> {
  await importFixtures(String(FINAL), "1415754");
  await storeRatings(env.DB);
  const series = await env.DB.prepare("SELECT series_id AS id FROM matches WHERE id = ?").bind(FINAL).first<{ id: number }>();
  const india = await env.DB.prepare("SELECT id FROM teams WHERE name = 'India' AND gender = 'male'").first<{ id: number }>();
  return { series: series!.id, india: india!.id };
}

export const fetchPage = (path: string) =>
  exports.default.fetch(new Request(`http://site${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0" } }));

/** A page, its redirects to the canonical address followed (at most three). */
export async function page(path: string): Promise<{ status: number; html: string; path: string }> {
  let at = path;
  for (let hops = 0; hops < 3; hops++) {
    const response = await fetchPage(at);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, "http://site");
      at = next.pathname + next.search;
      continue;
    }
    return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", ""), path: at };
  }
  throw new Error(`${path}: more than three redirects`);
}
