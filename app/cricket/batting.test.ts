import { describe, expect, test } from "vitest";
import { battingCard, battingOrder } from "./batting.ts";
import { innings, wicket } from "../../tests/support/cricket-builders.ts";

const names = { A: "RG Sharma", B: "V Kohli", C: "RR Pant", D: "SA Yadav", X: "KA Maharaj", K: "H Klaasen", Q: "Q de Kock" };

describe("batting order", () => {
  test("order of first appearance as striker or non-striker", () => {
    const played = innings("India", [
      { batter: "A", nonStriker: "B" },
      { batter: "A", nonStriker: "B", wickets: [wicket("bowled", "A")] },
      { batter: "B", nonStriker: "C" },
      { batter: "D", nonStriker: "B" },
    ]);
    expect(battingOrder(played)).toEqual(["A", "B", "C", "D"]);
  });

  test("a batter dismissed without reaching the crease (timed out) enters at that wicket", () => {
    const played = innings("Sri Lanka", [
      { batter: "A", nonStriker: "B", wickets: [wicket("caught", "A", "K"), wicket("timed out", "C")] },
      { batter: "D", nonStriker: "B" },
    ]);
    const card = battingCard(played, names);
    expect(card.map((row) => row.player.id)).toEqual(["A", "B", "C", "D"]);
    expect(card[2]).toMatchObject({ runs: 0, balls: 0, dismissal: "timed out", isOut: true, status: "out" });
  });
});

describe("batting figures", () => {
  test("runs, balls (all but wides), boundaries (not all-run fours), strike rate", () => {
    const card = battingCard(
      innings("India", [
        { runs: 4 },
        { runs: 6 },
        { runs: 4, nonBoundary: true },
        { extras: { wides: 1 } },
        { extras: { noballs: 1 }, runs: 1 },
        { extras: { legbyes: 1 } },
        { runs: 0 },
      ]),
      names,
    );
    expect(card[0]).toMatchObject({ runs: 15, balls: 6, fours: 1, sixes: 1, strikeRate: "250.00", dismissal: "not out", isOut: false });
    expect(card[1]).toMatchObject({ runs: 0, balls: 0, strikeRate: "0.00", dismissal: "not out" });
  });

  test("whole-number strike rates get .00", () => {
    const card = battingCard(innings("India", [{ runs: 1 }, { runs: 1 }]), names);
    expect(card[0]?.strikeRate).toBe("100.00");
  });

  test("dismissal text and bowler", () => {
    const card = battingCard(innings("India", [{ bowler: "X", wickets: [wicket("caught", "A", "K")] }]), names);
    expect(card[0]).toMatchObject({
      dismissal: "c Klaasen b Maharaj",
      isOut: true,
      status: "out",
      bowler: { id: "X", shortName: "Maharaj" },
    });
  });
});

describe("retirements", () => {
  test("retired hurt and never back: not out, shown as retired hurt", () => {
    const card = battingCard(
      innings("India", [
        { batter: "A", nonStriker: "B", runs: 2 },
        { batter: "A", nonStriker: "B", wickets: [wicket("retired hurt", "A")] },
        { batter: "C", nonStriker: "B" },
      ]),
      names,
    );
    expect(card[0]).toMatchObject({ runs: 2, balls: 2, status: "retired hurt", dismissal: "retired hurt", isOut: false });
  });

  test("retired hurt, came back and was out: the later state wins", () => {
    const card = battingCard(
      innings("India", [
        { batter: "A", nonStriker: "B", runs: 4 },
        { batter: "A", nonStriker: "B", wickets: [wicket("retired hurt", "A")] },
        { batter: "C", nonStriker: "B", wickets: [wicket("bowled", "C")] },
        { batter: "A", nonStriker: "B", runs: 1 },
        { batter: "B", nonStriker: "A", bowler: "X", wickets: [wicket("caught", "B", "Q")] },
        { batter: "A", nonStriker: "D", runs: 2 },
      ]),
      names,
    );
    const rowA = card.find((row) => row.player.id === "A");
    expect(rowA).toMatchObject({ runs: 7, balls: 4, status: "not out", dismissal: "not out", isOut: false });
    expect(card.find((row) => row.player.id === "B")).toMatchObject({ dismissal: "c de Kock b Maharaj", isOut: true });
  });

  test("retired hurt, came back and then out", () => {
    const card = battingCard(
      innings("India", [
        { batter: "A", nonStriker: "B", wickets: [wicket("retired hurt", "A")] },
        { batter: "C", nonStriker: "B", wickets: [wicket("bowled", "C")] },
        { batter: "A", nonStriker: "B", bowler: "X", wickets: [wicket("lbw", "A")] },
      ]),
      names,
    );
    expect(card[0]).toMatchObject({ player: { id: "A" }, dismissal: "lbw b Maharaj", isOut: true, status: "out" });
  });

  test("a retirement recorded as a batter replacement (Cricsheet's other form) reads as retired hurt until the batter returns", () => {
    const replaced = (reason: string) =>
      innings("India", [
        { batter: "A", nonStriker: "B", runs: 3 },
        { batter: "C", nonStriker: "B", runs: 1 },
      ]).deliveries.map((delivery, index) =>
        index === 1 ? { ...delivery, replacements: { role: [{ in: "C", out: "A", role: "batter" as const, reason }] } } : delivery,
      );
    const card = battingCard({ team: "India", deliveries: replaced("injury") }, names);
    expect(card[0]).toMatchObject({ player: { id: "A" }, runs: 3, status: "retired hurt", dismissal: "retired hurt", isOut: false });
    expect(battingCard({ team: "India", deliveries: replaced("unknown") }, names)[0]?.status).toBe("retired not out");

    const back = [...replaced("injury"), ...innings("India", [{ batter: "A", nonStriker: "B", runs: 2 }]).deliveries];
    expect(battingCard({ team: "India", deliveries: back }, names)[0]).toMatchObject({ runs: 5, status: "not out", dismissal: "not out" });
  });

  test("a bowler replacement is not a retirement", () => {
    const deliveries = innings("India", [{ batter: "A", nonStriker: "B" }]).deliveries.map((delivery) => ({
      ...delivery,
      replacements: { role: [{ in: "Y", out: "X", role: "bowler" as const, reason: "injury" }] },
    }));
    expect(battingCard({ team: "India", deliveries }, names).map((row) => row.status)).toEqual(["not out", "not out"]);
  });

  test("retired out is a dismissal; retired not out is not", () => {
    const card = battingCard(
      innings("India", [{ batter: "A", nonStriker: "B", wickets: [wicket("retired out", "A"), wicket("retired not out", "B")] }]),
      names,
    );
    expect(card[0]).toMatchObject({ status: "out", dismissal: "retired out", isOut: true });
    expect(card[1]).toMatchObject({ status: "retired not out", dismissal: "retired not out", isOut: false });
  });
});

describe("odd real cases", () => {
  test("run out on a no-ball: the striker still faced the ball; the non-striker who never faced is listed out", () => {
    const card = battingCard(
      innings("Netherlands", [
        { batter: "A", nonStriker: "C", extras: { noballs: 1 }, runs: 1, wickets: [wicket("run out", "C", "K", "Q")] },
      ]),
      names,
    );
    expect(card[0]).toMatchObject({ player: { id: "A" }, runs: 1, balls: 1, isOut: false });
    expect(card[1]).toMatchObject({ player: { id: "C" }, runs: 0, balls: 0, dismissal: "run out (Klaasen/de Kock)", isOut: true });
  });

  test("stumped off a wide: out, but no ball faced", () => {
    const card = battingCard(
      innings("Gujarat Titans", [{ batter: "A", bowler: "X", extras: { wides: 1 }, wickets: [wicket("stumped", "A", "Q")] }]),
      names,
    );
    expect(card[0]).toMatchObject({ balls: 0, runs: 0, dismissal: "st de Kock b Maharaj", isOut: true });
  });
});
