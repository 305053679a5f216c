/**
 * A match both sides know (decision 061): the held provider's recent list has the 2024 men's T20
 * World Cup final under its own id (TWIN_MATCH), and D1 holds it imported from Cricsheet (1415755).
 * Hybrid shows it once, under our id: the list links to ours, the provider's id answers 301 to our
 * page (each tab to the same tab), and our history pages link to ours.
 */
import { beforeAll, expect, test } from "vitest";
import { FINAL, KOHLI, fetchPage, importHistory, page, setFault } from "./hybrid-helpers.ts";
import { TWIN_MATCH } from "./provider-answers.ts";

let own = { series: 0, india: 0 };

beforeAll(async () => {
  await setFault("none");
  own = await importHistory();
});

test("the provider's recent list shows a match we also hold once, under our id and slug", async () => {
  const recent = await page("/cricket-match/live-scores/recent-matches");
  expect(recent.status).toBe(200);
  expect(recent.html).toContain("India won by 7 runs");
  expect(recent.html).toContain(`/live-cricket-scores/${FINAL}/`);
  expect(recent.html).not.toContain(`/live-cricket-scores/${TWIN_MATCH}`);
  // The link is our canonical address: it answers 200, not a redirect.
  const href = recent.html.match(new RegExp(`/live-cricket-scores/${FINAL}/[a-z0-9-]+`))![0];
  const ours = await fetchPage(href);
  expect(ours.status).toBe(200);
  await ours.body?.cancel();
});

test("the provider's id of that match answers 301 to our page, and each tab to our same tab", async () => {
  const bare = await fetchPage(`/live-cricket-scores/${TWIN_MATCH}`);
  expect(bare.status).toBe(301);
  expect(bare.headers.get("location")).toMatch(new RegExp(`^/live-cricket-scores/${FINAL}/[a-z0-9-]+$`));
  await bare.body?.cancel();
  const tab = await fetchPage(`/live-cricket-scores/${TWIN_MATCH}/ind-vs-rsa-final/scorecard`);
  expect(tab.status).toBe(301);
  expect(tab.headers.get("location")).toMatch(new RegExp(`^/live-cricket-scores/${FINAL}/[a-z0-9-]+/scorecard$`));
  await tab.body?.cancel();
  const followed = await page(`/live-cricket-scores/${TWIN_MATCH}`);
  expect(followed.status).toBe(200);
  expect(followed.path).toMatch(new RegExp(`^/live-cricket-scores/${FINAL}/`));
  expect(followed.html).toContain("India won by 7 runs");
});

test("our history pages link to our id of that match, never the provider's", async () => {
  for (const path of [`/profiles/${KOHLI}`, `/cricket-series/${own.series}`, "/cricket-scorecard-archives/2024"]) {
    const history = await page(path);
    expect([path, history.status]).toEqual([path, 200]);
    expect(history.html).not.toContain(`/live-cricket-scores/${TWIN_MATCH}`);
  }
  const series = await page(`/cricket-series/${own.series}`);
  expect(series.html).toContain(`/live-cricket-scores/${FINAL}/`);
});
