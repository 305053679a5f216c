import { describe, expect, it } from "vitest";
import type { CommentaryItem } from "../data/schemas.ts";
import type { LiveSnapshot } from "../live/protocol.ts";
import { alertsOf, type RoomEvent } from "./from-room.ts";

const snapshot = (over: Partial<LiveSnapshot> = {}): LiveSnapshot => ({
  matchId: 7,
  seq: 10,
  updatedAt: 0,
  source: "scoring",
  state: "In Progress",
  status: "India opt to bat",
  isReplay: false,
  teams: [
    { id: 1, name: "India", shortName: "IND" },
    { id: 2, name: "South Africa", shortName: "SA" },
  ],
  innings: [{ inningsNo: 1, teamId: 1, runs: 152, wickets: 4, overs: "17.2", declared: false, superOver: false }],
  balls: [104],
  miniscore: null,
  commentary: [],
  ...over,
});

const item = (over: Partial<CommentaryItem>): CommentaryItem => ({
  key: "0:103:ball",
  kind: "ball",
  inningsNo: 1,
  timestamp: 0,
  overLabel: "17.2",
  event: "NONE",
  text: "",
  bold: [],
  highlights: 0,
  batterId: null,
  bowlerId: null,
  over: null,
  ...over,
});

const ball = (commentary: CommentaryItem[]): RoomEvent => ({
  type: "ball",
  inningsNo: 1,
  position: 103,
  overLabel: "17.2",
  event: commentary[0]!.event,
  commentary,
  patch: {},
});

describe("alertsOf", () => {
  it("tells a wicket with the score after it", () => {
    const events: RoomEvent[] = [
      ball([item({ event: "WICKET", highlights: 8, text: "Nortje to Kohli, OUT, caught" })]),
      { type: "wicket", inningsNo: 1, position: 103, text: "Nortje to Kohli, OUT, caught", lastWicket: null, patch: {}, commentary: [] },
    ];
    const alerts = alertsOf(snapshot(), events, snapshot());
    expect(alerts).toEqual([
      {
        matchId: 7,
        kind: "wicket",
        title: "IND v SA: Wicket! IND 152/4 (17.2 ov)",
        body: "Nortje to Kohli, OUT, caught",
        url: "/live-cricket-scores/7",
        tag: "7:wicket:1:103",
      },
    ]);
  });

  it("tells fifties and hundreds from the ball's milestones, and nothing for other milestones", () => {
    const events = [
      ball([
        item({ event: "FOUR" }),
        item({ key: "0:103:m:50", kind: "milestone", event: "FIFTY", text: "FIFTY for Kohli! 50 (41)" }),
        item({ key: "0:103:m:100", kind: "milestone", event: "HUNDRED", text: "HUNDRED for Rohit! 100 (60)" }),
        item({ key: "0:103:m:stand", kind: "milestone", event: "PARTNERSHIP", text: "50-run partnership" }),
        item({ key: "0:103:m:team", kind: "milestone", event: "TEAM_SCORE", text: "150 up" }),
      ]),
    ];
    const alerts = alertsOf(snapshot(), events, snapshot());
    expect(alerts.map((a) => [a.kind, a.body, a.tag])).toEqual([
      ["fifty", "FIFTY for Kohli! 50 (41)", "7:fifty:0:103:m:50"],
      ["hundred", "HUNDRED for Rohit! 100 (60)", "7:hundred:0:103:m:100"],
    ]);
  });

  it("tells an innings break, and the result instead when the match ends with the innings", () => {
    const end: RoomEvent = { type: "innings", inningsNo: 1, action: "end", team: null, patch: {}, commentary: [] };
    const brk = snapshot({ state: "Innings Break", status: "South Africa need 177 runs" });
    expect(alertsOf(snapshot(), [end], brk).map((a) => [a.kind, a.title, a.body])).toEqual([
      ["innings", "IND v SA: Innings break", "IND 152/4 (17.2 ov). South Africa need 177 runs"],
    ]);
    const done = snapshot({ state: "Complete", status: "India won by 7 runs" });
    expect(alertsOf(snapshot(), [end], done).map((a) => [a.kind, a.body])).toEqual([["result", "India won by 7 runs"]]);
    // A fresh snapshot (no events) still tells the result, once.
    expect(alertsOf(snapshot(), null, done).map((a) => a.kind)).toEqual(["result"]);
    expect(alertsOf(done, null, done)).toEqual([]);
  });

  it("tells nothing for an ordinary ball", () => {
    expect(alertsOf(snapshot(), [ball([item({ event: "NONE" })])], snapshot())).toEqual([]);
  });
});
