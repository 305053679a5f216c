import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { BASE_URL, launchChromium } from "./browser.ts";
import { axeViolations, describeViolations } from "./shell-helpers.ts";

const FINAL = "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024";
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// Six tabs, each a full axe run over a long page: more than the default 30 s on a busy machine.
test.each([1280, 390])(
  "axe finds no accessibility violations on the match page's tabs at %ipx",
  async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const tab of ["", "/scorecard", "/squads", "/highlights", "/live_line", "?innings=1"]) {
      await page.goto(`${BASE_URL}${FINAL}${tab}`);
      const violations = await axeViolations(page);
      expect(violations, `${tab || "commentary"} at ${width}px: ${describeViolations(violations)}`).toEqual([]);
    }
    await page.close();
  },
  90_000,
);
