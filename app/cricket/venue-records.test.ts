import { describe, expect, test } from "vitest";
import {
  averageFirstInnings,
  offsetText,
  utcOffsetLabel,
  venueRecordBlock,
  venuesByCountry,
  venueStatsBlock,
  type VenueRecord,
} from "./venue-records.ts";

const record: VenueRecord = {
  format: "T20",
  gender: "male",
  matches: 8,
  wonBattingFirst: 3,
  wonBattingSecond: 4,
  firstInningsRuns: 1442,
  firstInnings: 8,
  highest: {
    runs: 277,
    wickets: 3,
    allOut: false,
    declared: false,
    team: "Sunrisers Hyderabad",
    opponent: "Mumbai Indians",
    date: "2024-03-27",
  },
  lowest: { runs: 89, wickets: 9, allOut: true, declared: false, team: "Gujarat Titans", opponent: "Delhi Capitals", date: "2024-04-17" },
};

describe("venueRecordBlock", () => {
  test("matches, wins batting first and chasing, other results, the average first innings, the record totals", () => {
    expect(venueRecordBlock(record)).toEqual({
      title: "STATS - T20",
      rows: [
        { label: "Total matches", value: "8", highlight: false },
        { label: "Matches won batting first", value: "3 (38%)", highlight: false },
        { label: "Matches won bowling first", value: "4 (50%)", highlight: false },
        { label: "Drawn, tied or no result", value: "1 (13%)", highlight: false },
        { label: "Average 1st Inns scores", value: "180", highlight: false },
        { label: "Highest total recorded", value: "277-3 by Sunrisers Hyderabad vs Mumbai Indians, 27 Mar 2024", highlight: true },
        // All out with a batter absent hurt (9 wickets) is still all out: runs only.
        { label: "Lowest total recorded", value: "89 by Gujarat Titans vs Delhi Capitals, 17 Apr 2024", highlight: true },
      ],
    });
  });

  test("women's formats are named; rows without data are left out", () => {
    const block = venueRecordBlock({
      ...record,
      format: "Test",
      gender: "female",
      matches: 1,
      wonBattingFirst: 1,
      wonBattingSecond: 0,
      highest: { ...record.highest!, declared: true, runs: 575, wickets: 9 },
      lowest: null,
    });
    expect(block.title).toBe("STATS - WOMEN'S TEST");
    expect(block.rows.map((r) => r.label)).not.toContain("Lowest total recorded");
    expect(block.rows.map((r) => r.label)).not.toContain("Drawn, tied or no result");
    expect(block.rows.find((r) => r.highlight)!.value).toMatch(/^575-9 d by /);
    expect(averageFirstInnings({ firstInningsRuns: 0, firstInnings: 0 })).toBeNull();
  });
});

describe("venueStatsBlock (the provider's venueStats)", () => {
  test("multi-line values split at the first hyphen into averages, duplicates skipped; record rows highlighted", () => {
    const block = venueStatsBlock([
      { key: "Total matches", value: "22" },
      { key: "Average scores", value: "1st inns-345\n2nd inns-312\n3rd inns-250\n4th inns-250\n1st innings - 345" },
      { key: "Highest total recorded", value: "759/7 by IND vs ENG" },
      { key: "Lowest total recorded", value: "83 by IND vs ENG" },
      { key: "Broken" },
    ]);
    expect(block).toEqual({
      title: "STATS - TEST",
      rows: [
        { label: "Total matches", value: "22", highlight: false },
        { label: "Average 1st Inns scores", value: "345", highlight: false },
        { label: "Average 2nd Inns scores", value: "312", highlight: false },
        { label: "Average 3rd Inns scores", value: "250", highlight: false },
        { label: "Highest total recorded", value: "759/7 by IND vs ENG", highlight: true },
        { label: "Lowest total recorded", value: "83 by IND vs ENG", highlight: true },
        { label: "Error", value: "Data processing error", highlight: false },
      ],
    });
  });
});

describe("venuesByCountry", () => {
  test("the country with most venues first, grounds by name, unknown countries under Other", () => {
    const v = (name: string, country: string | null) => ({ name, country });
    expect(
      venuesByCountry([
        v("Wankhede", "India"),
        v("Sharjah", "UAE"),
        v("Eden Gardens", "India"),
        v("Somewhere", null),
        v("Dubai", "UAE"),
        v("Chepauk", "India"),
      ]),
    ).toEqual([
      { country: "India", venues: [v("Chepauk", "India"), v("Eden Gardens", "India"), v("Wankhede", "India")] },
      { country: "UAE", venues: [v("Dubai", "UAE"), v("Sharjah", "UAE")] },
      { country: "Other", venues: [v("Somewhere", null)] },
    ]);
    expect(venuesByCountry([])).toEqual([]);
  });
});

test("offsetText", () => {
  expect([offsetText(19_800_000), offsetText(-4 * 3_600_000), offsetText(0), offsetText(39_600_000)]).toEqual([
    "+05:30",
    "-04:00",
    "+00:00",
    "+11:00",
  ]);
});

test("utcOffsetLabel: the provider's offset as given, a zone's at the match (daylight saving counts), unknown as null", () => {
  const january = Date.UTC(2026, 0, 4);
  const june = Date.UTC(2025, 5, 20);
  expect(utcOffsetLabel("+05:30", january)).toBe("UTC +05:30");
  expect(utcOffsetLabel("Asia/Kolkata", january)).toBe("UTC +05:30");
  expect(utcOffsetLabel("Australia/Sydney", january)).toBe("UTC +11:00");
  expect(utcOffsetLabel("Europe/London", june)).toBe("UTC +01:00");
  expect([utcOffsetLabel(null, june), utcOffsetLabel("UTC", june), utcOffsetLabel("Nowhere/Else", june)]).toEqual([null, null, null]);
});
