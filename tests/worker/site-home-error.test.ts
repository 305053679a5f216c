import { env } from "cloudflare:workers";
import { afterAll, expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

// The files after this one share its database (decision 043): the table comes back.
afterAll(() => env.DB.prepare("ALTER TABLE site_content_gone RENAME TO site_content").run());

test("when the home data fails, the page still renders with the spec's red error box, its cause not shown", async () => {
  await importFixtures("1415755");
  // The CMS table disappears (a bad deploy): the home sections cannot be built.
  await env.DB.prepare("ALTER TABLE site_content RENAME TO site_content_gone").run();
  const response = await get("/");
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<p class="home__error" role="alert">Error: <!-- -->Not available right now</p>');
  expect(html).not.toContain("no such table");
  expect(html).toContain("site-header"); // the shell is unaffected
  expect(html).toContain("Cricsheet");
});
