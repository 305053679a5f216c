import { expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { admin, get } from "./site-helpers.ts";

test("editors' CMS entries and stories reach the home page, validated; unpublished stories wait", async () => {
  await importFixtures("1415755");
  const bad = await admin("POST", "/api/admin/content", { slot: "sidebar", title: "", linkUrl: "javascript:x" });
  expect(bad.status).toBe(400);
  const message = (await bad.json<{ error: string }>()).error;
  expect(message).toContain("slot:");
  expect(message).toContain("title: is required");
  expect(message).toContain("linkUrl: must be an http(s) URL or a path on this site");

  const video = await admin("POST", "/api/admin/content", {
    slot: "specials",
    position: 0,
    label: "Specials",
    title: "The Barbados final, ball by ball",
    linkUrl: "/cricket-videos",
  });
  expect(video.status).toBe(201);
  const { id } = (await video.json<{ data: { id: number } }>()).data;
  const listed = await (await admin("GET", "/api/admin/content")).json<{ data: { id: number; slot: string }[] }>();
  expect(listed.data.filter((c) => c.slot === "specials")).toHaveLength(3);

  const hour = 3_600_000;
  const story = await admin("POST", "/api/admin/stories", {
    headline: "Bumrah named player of the tournament",
    intro: "15 wickets at 8.26.",
    cardType: "NewsBig",
    context: "T20 World Cup 2024",
    publishedTime: new Date(Date.now() - hour).toISOString(),
  });
  expect(story.status).toBe(201);
  expect((await story.json<{ data: { id: string } }>()).data.id).toMatch(/^story-\d+$/);
  await admin("POST", "/api/admin/stories", {
    headline: "Embargoed: the new schedule",
    publishedTime: new Date(Date.now() + hour).toISOString(),
  });

  let html = await (await get("/")).text();
  expect(html).toContain("The Barbados final, ball by ball");
  expect(html).toContain("Bumrah named player of the tournament");
  expect(html).not.toContain("Embargoed: the new schedule");

  expect(
    (
      await admin("PUT", `/api/admin/content/${id}`, {
        slot: "specials",
        title: "Renamed",
        linkUrl: "/cricket-videos",
        isActive: false,
      })
    ).status,
  ).toBe(200);
  html = await (await get("/")).text();
  expect(html).not.toContain("The Barbados final, ball by ball");
  expect((await admin("DELETE", `/api/admin/content/${id}`)).status).toBe(200);
  expect((await admin("DELETE", `/api/admin/content/${id}`)).status).toBe(404);
  expect((await admin("PUT", "/api/admin/stories/99999", { headline: "x", publishedTime: new Date().toISOString() })).status).toBe(404);
});
