import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { BASE_URL } from "./browser.ts";

const ADMIN_TOKEN = process.env.ADMIN_TOKEN || "dev-admin-token";

/** The admin API of the site under test (bearer token; `npm test` runs the site with the local default). */
export async function adminApi<T = unknown>(method: string, apiPath: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(BASE_URL + apiPath, {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function updateSettings(update: Record<string, unknown>) {
  const { status, body } = await adminApi("PUT", "/api/admin/site-settings", update);
  if (status !== 200) throw new Error(`settings update failed: ${status} ${JSON.stringify(body)}`);
}

const AXE = readFileSync(path.resolve(import.meta.dirname, "../../node_modules/axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/** axe-core's violations on the page (optionally only inside `include` selectors). */
export async function axeViolations(page: Page, include?: string[]): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: an added inline <script> would be blocked by the page's CSP.
  await page.evaluate(AXE);
  return page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = selectors ? { include: selectors.map((s) => [s]) } : document;
    const result = await axe.run(context, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, include ?? null);
}

export const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(" ")}: ${n.failureSummary}`)
          .join("\n  ")}`,
    )
    .join("\n");
