import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { admin, get, PNG_BYTES, upload } from "./site-helpers.ts";

interface AdsAnswer {
  success: boolean;
  data: { id: number; imageUrl: string; linkUrl: string }[];
  error?: string;
}
const slot = async (path: string, size: string) => (await get(`/api/ads?${new URLSearchParams({ path, size })}`)).json<AdsAnswer>();
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString();

test("a fresh install has house ads of every size, site-wide", async () => {
  for (const size of ["808x99", "303x250", "303x600"]) {
    const answer = await slot("/", size);
    expect(answer.success).toBe(true);
    expect(answer.data).toHaveLength(2);
    expect(answer.data[0]!.imageUrl).toMatch(new RegExp(`^/ads/house-.+-${size}\\.svg$`));
  }
  expect((await slot("/cricket-match/live-scores", "303x250")).data).toHaveLength(2);
});

test("only active, started, unended ads of exactly the size, on a matching page", async () => {
  const base = { imageUrl: "/ads/house-apps-808x99.svg", linkUrl: "https://example.com/", size: { width: 303, height: 250 } };
  const created = async (extra: Record<string, unknown>) => {
    const response = await admin("POST", "/api/admin/ads", { ...base, ...extra });
    expect(response.status).toBe(201);
    return (await response.json<{ data: { id: number } }>()).data.id;
  };
  const section = await created({ name: "section", page: { path: "/cricket-series/*" } });
  const exact = await created({ name: "exact", page: { path: "/cricket-team" } });
  const paused = await created({ name: "paused", page: { path: "/cricket-team" }, isActive: false });
  const future = await created({ name: "future", page: { path: "/cricket-team" }, startDate: iso(2) });
  const ended = await created({ name: "ended", page: { path: "/cricket-team" }, startDate: iso(-5), endDate: iso(-1) });
  const running = await created({ name: "running", page: { path: "/cricket-team" }, startDate: iso(-1), endDate: iso(1) });

  const ids = async (path: string, size = "303x250") => (await slot(path, size)).data.map((a) => a.id);
  expect(await ids("/cricket-series/2/indian-premier-league-2025")).toContain(section);
  expect(await ids("/cricket-series")).toContain(section);
  expect(await ids("/cricket-seriesx")).not.toContain(section);
  const team = await ids("/cricket-team/");
  expect(team).toEqual(expect.arrayContaining([exact, running]));
  expect(team).not.toContain(paused);
  expect(team).not.toContain(future);
  expect(team).not.toContain(ended);
  expect(team.indexOf(exact)).toBeLessThan(team.length - 2); // page ads before the site-wide house ads
  expect(await ids("/cricket-team/india/17")).not.toContain(exact); // not a wildcard
  expect(await ids("/cricket-team", "303x600")).not.toContain(exact); // wrong size

  // The width and height form of the query, and bad queries.
  const byWidth = await (await get("/api/ads?path=/cricket-team&width=303&height=250")).json<AdsAnswer>();
  expect(byWidth.data.map((a) => a.id)).toContain(exact);
  const badSize = await get("/api/ads?path=/&size=300x250");
  expect(badSize.status).toBe(400);
  expect((await badSize.json<AdsAnswer>()).error).toContain("size: must be one of 303x600, 303x250, 808x99");
  expect((await get("/api/ads?size=808x99")).status).toBe(400);

  for (const id of [section, exact, paused, future, ended, running])
    expect((await admin("DELETE", `/api/admin/ads/${id}`)).status).toBe(200);
});

test("admin CRUD validates and answers 404 for unknown ads", async () => {
  expect((await get("/api/admin/ads")).status).toBe(401);
  const invalid = await admin("POST", "/api/admin/ads", {
    page: { path: "/" },
    imageUrl: "",
    linkUrl: "javascript:x",
    size: { width: 1, height: 1 },
  });
  expect(invalid.status).toBe(400);
  const message = (await invalid.json<{ error: string }>()).error;
  expect(message).toContain("imageUrl: is required");
  expect(message).toContain("linkUrl: must be an http(s) URL or a path on this site");
  expect(message).toContain("size: size must be one of");

  const created = await admin("POST", "/api/admin/ads", {
    name: "Spring campaign",
    page: { path: "/" },
    imageUrl: "https://cdn.example.com/a.png",
    linkUrl: "/mobileapps",
    size: { width: 808, height: 99, totalSpaces: 2 },
  });
  const ad = (await created.json<{ data: { id: number; page: { path: string; isWildcard: boolean }; size: { totalSpaces: number } } }>())
    .data;
  expect(ad).toMatchObject({ page: { path: "/", isWildcard: false }, size: { totalSpaces: 2 } });
  const updated = await admin("PUT", `/api/admin/ads/${ad.id}`, { isActive: false, endDate: iso(3) });
  expect(updated.status).toBe(200);
  expect((await updated.json<{ data: { isActive: boolean } }>()).data.isActive).toBe(false);
  expect((await admin("PUT", `/api/admin/ads/${ad.id}`, { startDate: iso(5) })).status).toBe(400); // after its end
  expect((await admin("GET", `/api/admin/ads/${ad.id}`)).status).toBe(200);
  expect((await admin("DELETE", `/api/admin/ads/${ad.id}`)).status).toBe(200);
  expect((await admin("GET", `/api/admin/ads/${ad.id}`)).status).toBe(404);
  expect((await admin("PUT", "/api/admin/ads/999999", { isActive: true })).status).toBe(404);
  expect((await admin("DELETE", "/api/admin/ads/abc")).status).toBe(400);
});

test("images upload to R2 (type and size checked), are served from /api/files, and go with their ad", async () => {
  const refused = await upload(new File(["<svg onload='alert(1)'/>"], "x.svg", { type: "image/svg+xml" }));
  expect(refused.status).toBe(415);
  expect((await refused.json<{ error: string }>()).error).toMatch(/^Upload refused: the file must be a PNG, JPEG, GIF or WebP/);
  expect((await upload(new File([new Uint8Array(1024 * 1024 + 1)], "big.png"))).status).toBe(413);
  expect((await upload(new File([PNG_BYTES], "x.png"), "ads", {})).status).toBe(401);

  const stored = await upload(new File([PNG_BYTES], "banner.png", { type: "image/png" }));
  expect(stored.status).toBe(201);
  const { url, key } = (await stored.json<{ data: { url: string; key: string } }>()).data;
  expect(url).toMatch(/^\/api\/files\/ads\/[0-9a-f-]{36}\.png$/);
  const served = await get(url);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/png");
  expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
  expect((await get("/api/files/ads/../../etc.png")).status).toBe(404);

  const ad = await admin("POST", "/api/admin/ads", {
    page: { path: "/*" },
    imageUrl: url,
    linkUrl: "https://example.com/",
    size: { width: 303, height: 600 },
  });
  const id = (await ad.json<{ data: { id: number } }>()).data.id;
  expect((await slot("/anywhere", "303x600")).data.map((a) => a.imageUrl)).toContain(url);
  await admin("DELETE", `/api/admin/ads/${id}`);
  await new Promise((resolve) => setTimeout(resolve, 50)); // the R2 delete runs after the response
  expect(await env.FILES.get(key)).toBeNull();
});
