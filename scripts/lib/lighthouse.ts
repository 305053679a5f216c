/**
 * Lighthouse against Debian's Chromium, shared by the e2e check (tests/e2e/lighthouse.test.ts:
 * accessibility, best practices, SEO) and the benchmark (scripts/bench-lighthouse.ts: performance
 * too). One browser serves every page: Lighthouse opens a tab in it through its DevTools port.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse, { type Flags, type Result } from "lighthouse";
import defaultConfig from "lighthouse/core/config/default-config.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

export type Category = "performance" | "accessibility" | "best-practices" | "seo";

export interface LighthouseBrowser {
  port: number;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with a DevTools port for Lighthouse. */
export async function launchLighthouseChromium(): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), "cricket-lighthouse-"));
  const chromium: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, "--disable-default-apps", "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const close = async () => {
    if (chromium.exitCode === null) {
      const exited = new Promise((resolve) => chromium.once("exit", resolve));
      chromium.kill("SIGTERM");
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    // Chromium names its DevTools endpoint on stderr once it listens.
    const port = await new Promise<number>((resolve, reject) => {
      let said = "";
      const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port within 30 s:\n${said}`)), 30_000);
      chromium.stderr!.on("data", (chunk: Buffer) => {
        said += chunk.toString();
        const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
        if (listening) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
      });
      chromium.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}) before it listened:\n${said}`));
      });
    });
    chromium.stderr!.resume();
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** How long a page must be quiet to count as loaded, when no metric is measured (ms). */
const QUICK_LOAD = { pauseAfterFcpMs: 100, pauseAfterLoadMs: 100, networkQuietThresholdMs: 250, cpuQuietThresholdMs: 250 };

/**
 * The audits of `categories` that count for nothing in their scores (weight 0: manual checks and
 * notes). A check that asserts the scores skips them: about a fifth of Lighthouse's CPU a page
 * (docs/benchmarks/test-loop.md), and no score or weighted audit changes.
 */
function unweightedAudits(categories: Category[]): string[] {
  return categories.flatMap((category) =>
    (defaultConfig.categories?.[category]?.auditRefs ?? []).filter((ref) => ref.weight === 0).map((ref) => ref.id),
  );
}

/**
 * One mobile Lighthouse run (the default config: a Moto G Power-sized screen, simulated slow 4G
 * and 4× CPU slowdown for performance) of `url` in the browser at `port`.
 */
export async function runLighthouse(
  url: string,
  port: number,
  categories: Category[],
  options: { errorPage?: boolean } = {},
): Promise<Result> {
  const flags: Flags = {
    port,
    hostname: "127.0.0.1",
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    // The filmstrip's full-page picture is for the HTML report, which nobody reads here.
    disableFullPageScreenshot: true,
    // Lighthouse refuses a 4xx page unless told: the 404 page answers 404 on purpose.
    ignoreStatusCode: options.errorPage ?? false,
    // Without performance, nothing is timed: the audits read the loaded page, so the quiet windows
    // that settle a trace (1 s each by default) only add waiting — about a second a page.
    ...(categories.includes("performance") ? {} : { ...QUICK_LOAD, skipAudits: unweightedAudits(categories) }),
  };
  const answer = await lighthouse(url, flags);
  if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (answer.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${answer.lhr.runtimeError.message}`);
  return answer.lhr;
}

/** A category's score out of 100 (null when Lighthouse could not score it). */
export function score(result: Result, category: Category): number | null {
  const value = result.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

export interface FailedAudit {
  id: string;
  title: string;
  score: number | null;
  /** the audit's items (elements, URLs, messages), as Lighthouse reports them, shortened */
  items: string[];
}

/** The audits of a category that count towards its score and did not pass. */
export function failedAudits(result: Result, category: Category): FailedAudit[] {
  const refs = result.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => result.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, items: auditItems(audit.details) }));
}

function auditItems(details: Result["audits"][string]["details"]): string[] {
  if (!details || !("items" in details) || !Array.isArray(details.items)) return [];
  return details.items.slice(0, 8).map((item) => {
    const record = item as Record<string, unknown>;
    const node = record.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
    if (node) return `${node.selector ?? ""} ${node.snippet ?? ""}${node.explanation ? ` — ${node.explanation}` : ""}`.trim();
    return JSON.stringify(item).slice(0, 300);
  });
}

/** Failed audits as lines for an assertion message: id, title, then each item. */
export function describeFailedAudits(audits: FailedAudit[]): string {
  return audits
    .map((audit) => [`${audit.id} (${audit.score}): ${audit.title}`, ...audit.items.map((item) => `    ${item}`)].join("\n"))
    .join("\n");
}
