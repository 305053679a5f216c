import { describe, expect, test } from "vitest";
import { dayRangeText, dayText } from "./day-text.ts";

describe("dayText", () => {
  test("a stored day reads as the site shows days", () => {
    expect(dayText("2026-11-27")).toBe("27 Nov 2026");
    expect(dayText("2025-03-02")).toBe("2 Mar 2025");
    expect(dayText("2026-11-27", { weekday: true })).toBe("Fri, 27 Nov 2026");
  });

  test("the day does not move with the machine's zone (UTC on server and browser)", () => {
    expect(dayText("2024-12-31")).toBe("31 Dec 2024");
    expect(dayText("2025-01-01")).toBe("1 Jan 2025");
  });

  test("text that is not a day is left as it is", () => {
    expect(dayText("")).toBe("");
    expect(dayText("TBC")).toBe("TBC");
    expect(dayText("2026-13-45")).toBe("2026-13-45");
  });
});

describe("dayRangeText", () => {
  test("one day once, two days joined", () => {
    expect(dayRangeText("2026-11-27", "2026-11-27")).toBe("27 Nov 2026");
    expect(dayRangeText("2024-12-26", "2024-12-30")).toBe("26 Dec 2024 – 30 Dec 2024");
  });
});
