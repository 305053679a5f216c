/**
 * Match Facts' venue guide (issue 37, decision 051): a ground in data/venues.csv shows its capacity,
 * its ends and the other sides based there (the two playing left out), with the page the facts were
 * taken from (and what that page does not give); a ground not in the list shows only what the data
 * knows and says the list has no row for it. The broadcast guide is empty on Cricsheet's data and
 * says so.
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
  // Sunrisers Hyderabad v Rajasthan Royals at Uppal (IPL 2025); India v England at Providence;
  // USA v Pakistan at Grand Prairie, Dallas (not in the list).
  // India v South Africa at the Kensington Oval (its source gives a capacity, no ends).
  await importFixtures("1473439", "1415754", "1415711", "1415755");
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

test("a ground under another of Cricsheet's spellings: its row still joins, and neither side playing is based there", async () => {
  const html = await factsOf("1415754");
  expect(guide(html)).toMatchObject({
    Stadium: "Providence Stadium",
    Capacity: "20,000",
    Ends: "Media Centre End, Pavilion End",
    "Also Hosts": "Guyana, Guyana Amazon Warriors",
  });
  expect(html).not.toContain("not in our sourced venue list");
});

test("a listed ground whose source names no ends: the capacity, and the line says what the page does not give", async () => {
  const html = await factsOf("1415755");
  const rows = guide(html);
  expect(rows).toMatchObject({ Stadium: "Kensington Oval", Capacity: "30,549" });
  expect(rows).not.toHaveProperty("Ends");
  expect(html).toMatch(/Capacity, ends and the sides based here: <a href="[^"]+">wiki\.charlieakan\.net<\/a>; it gives no ends\./);
});

test("a ground not in the list: no capacity, ends or hosts, and the page says the list has no row for it", async () => {
  const html = await factsOf("1415711");
  const rows = guide(html);
  expect(rows.Stadium).toBe("Grand Prairie Stadium");
  expect(rows).not.toHaveProperty("Capacity");
  expect(rows).not.toHaveProperty("Ends");
  expect(rows).not.toHaveProperty("Also Hosts");
  expect(html).toContain("Capacity and ends: this ground is not in our sourced venue list yet.");
  expect(html).not.toContain("Capacity, ends and the sides based here");
});
