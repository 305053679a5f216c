/**
 * Match Facts' venue guide (issue 37, decision 051): a ground in data/venues.csv shows its capacity,
 * its ends and the other sides based there (the two playing left out), with the page the facts were
 * taken from; a ground not in the list shows only what the data knows. The broadcast guide is empty
 * on Cricsheet's data and says so.
 */
import { beforeAll, expect, test, vi } from "vitest";
import { pageHtml, unfollowed } from "../support/worker-pages.ts";
import { importFixtures } from "./import.ts";

vi.setConfig({ testTimeout: 120_000 });

/** A match's Match Facts tab, at its canonical address. */
async function factsOf(id: string) {
  const canonical = (await unfollowed(`/live-cricket-scores/${id}`)).headers.get("location")!;
  return pageHtml(`${new URL(canonical, "http://site").pathname}/match-facts`);
}

/** The venue guide's rows: label → value. */
function guide(html: string): Record<string, string> {
  const section = /<h2>Venue Guide<\/h2>(.*?)<\/section>/s.exec(html)![1]!;
  return Object.fromEntries([...section.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/gs)].map((m) => [m[1]!, m[2]!]));
}

beforeAll(async () => {
  // Sunrisers Hyderabad v Rajasthan Royals at Uppal (IPL 2025); India v England at Providence (not in the list).
  await importFixtures("1473439", "1415754");
});

test("a listed ground: capacity, ends and the other side based there, with the facts' source", async () => {
  const html = await factsOf("1473439");
  expect(guide(html)).toMatchObject({
    Stadium: "Rajiv Gandhi International Stadium",
    Capacity: "39,200",
    Ends: "North End, Pavilion End",
    // Sunrisers Hyderabad play here too, but they are in this match: only Hyderabad is news.
    "Also Hosts": "Hyderabad",
  });
  expect(html).toMatch(
    /Capacity, ends and the sides based here: <a href="https:\/\/review\.clateway\.com\/[^"]*">review\.clateway\.com<\/a>/,
  );
  expect(html).toContain("No broadcast details are available for this match.");
});

test("a ground not in the list: no capacity, ends or hosts, and no source line", async () => {
  const rows = guide(await factsOf("1415754"));
  expect(rows.Stadium).toBe("Providence Stadium");
  expect(rows).not.toHaveProperty("Capacity");
  expect(rows).not.toHaveProperty("Ends");
  expect(rows).not.toHaveProperty("Also Hosts");
});
