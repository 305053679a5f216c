import { existsSync } from "node:fs";

/** Debian's Chromium and the flags these machines need (headless, no sandbox, no network chatter): the e2e tests and Lighthouse use both. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's chromium-headless-shell (the same engine without the browser's UI layers) when it is
 * installed: the browser tests' pages render the same and start faster with less CPU. Push needs
 * the full browser's profile, and Lighthouse scores what a reader's browser does: both keep CHROMIUM_PATH.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
