import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "../../scripts/lib/chromium.ts";

/** Debian's Chromium (its headless shell when installed), with the flags these machines need (no network chatter). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
}

export const BASE_URL = process.env.SITE_URL ?? "http://localhost:8787";

const SCREENSHOTS = path.resolve(import.meta.dirname, "../../screenshots");

/** Saves a full-page screenshot under screenshots/ (kept out of git) for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
