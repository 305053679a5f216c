import { describe, expect, test } from "vitest";
import { analyticsId, DEFAULT_MAINTENANCE_MESSAGE, DEFAULT_SETTINGS, settingsFromJson, settingsUpdateSchema } from "./settings.server.ts";

describe("reading settings", () => {
  test("missing, broken or invalid fields read as the defaults", () => {
    expect(settingsFromJson(null)).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromJson("{not json")).toEqual(DEFAULT_SETTINGS);
    const read = settingsFromJson(
      JSON.stringify({ companyName: "Edge Media", whatsappUrl: "javascript:alert(1)", maintenanceMessage: "" }),
    );
    expect(read.companyName).toBe("Edge Media");
    expect(read.whatsappUrl).toBe("");
    expect(read.maintenanceMessage).toBe(DEFAULT_MAINTENANCE_MESSAGE);
  });

  test("the default maintenance message is the spec's", () => {
    expect(DEFAULT_MAINTENANCE_MESSAGE).toBe("We are currently undergoing maintenance. Please check back later.");
  });
});

describe("updating settings", () => {
  const errors = (input: unknown) =>
    settingsUpdateSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

  test("links must be http(s) URLs or empty", () => {
    expect(errors({ facebookUrl: "https://facebook.com/edge", twitterUrl: "" })).toEqual([]);
    expect(errors({ facebookUrl: "ftp://facebook.com" })).toEqual(["facebookUrl: must be an http(s) URL"]);
    expect(errors({ telegramUrl: "javascript:alert(1)" })).toEqual(["telegramUrl: must be an http(s) URL"]);
  });

  test("logos and the favicon are site paths or http(s) URLs", () => {
    expect(errors({ headerLogo: "/api/files/logos/x.png", favicon: "https://cdn.example.com/f.ico" })).toEqual([]);
    expect(errors({ headerLogo: "//evil.example/logo.png" })).toHaveLength(1);
    expect(errors({ favicon: "data:image/png;base64,AAAA" })).toHaveLength(1);
  });

  test("unknown fields and wrong types are refused; the analytics id has a shape", () => {
    expect(errors({ maintenanceMod: true })[0]).toMatch(/Unrecognized key/i);
    expect(errors({ maintenanceMode: "yes" })).toHaveLength(1);
    expect(errors({ googleAnalyticsId: "G-ABC123" })).toEqual([]);
    expect(errors({ googleAnalyticsId: 'G-1"><script>' })).toHaveLength(1);
    expect(analyticsId({ googleAnalyticsId: "" })).toBeNull();
    expect(analyticsId({ googleAnalyticsId: "G-ABC123" })).toBe("G-ABC123");
  });
});
