import { describe, expect, test } from "vitest";
import {
  countLegalBalls,
  deliveryPositions,
  formatOvers,
  isLegalDelivery,
  normaliseOvers,
  overNotationToBalls,
  positionLabel,
} from "./overs.ts";
import { ball, deliveriesFrom } from "../../tests/support/cricket-builders.ts";

describe("legal deliveries", () => {
  test("wides and no-balls are not legal; byes and leg byes are", () => {
    expect(isLegalDelivery(ball({ runs: 4 }))).toBe(true);
    expect(isLegalDelivery(ball({ extras: { wides: 1 } }))).toBe(false);
    expect(isLegalDelivery(ball({ extras: { noballs: 1 }, runs: 6 }))).toBe(false);
    expect(isLegalDelivery(ball({ extras: { byes: 4 } }))).toBe(true);
    expect(isLegalDelivery(ball({ extras: { legbyes: 1 } }))).toBe(true);
  });

  test("counts only legal balls", () => {
    const deliveries = [ball(), ball({ extras: { wides: 1 } }), ball({ extras: { noballs: 1 } }), ball({ runs: 1 })];
    expect(countLegalBalls(deliveries)).toBe(2);
  });
});

describe("formatOvers", () => {
  test.each([
    [0, "0"],
    [5, "0.5"],
    [116, "19.2"],
    [118, "19.4"],
    [120, "20"],
    [121, "20.1"],
  ])("%i legal balls → %s", (legalBalls, text) => {
    expect(formatOvers(legalBalls, 6)).toBe(text);
  });

  test("uses the match's balls per over", () => {
    expect(formatOvers(12, 5)).toBe("2.2");
    expect(formatOvers(10, 5)).toBe("2");
  });
});

describe("normaliseOvers", () => {
  test.each([
    [4.6, 5],
    [19.7, 20.1],
    [5.9, 6.3],
    [0.6, 1],
    [19.4, 19.4],
    [20, 20],
    [0, 0],
    ["19.4", 19.4],
    ["4.6", 5],
  ])("%s → %s", (value, expected) => {
    expect(normaliseOvers(value)).toBe(expected);
  });

  test.each([[Number.NaN], [-1], [-0.1], ["abc"], [""], ["  "], [Number.POSITIVE_INFINITY], [null], [undefined], [{}], [true]])(
    "%s → 'N/A'",
    (value) => {
      expect(normaliseOvers(value)).toBe("N/A");
    },
  );

  test("rolls over at the match's balls per over", () => {
    expect(normaliseOvers(3.5, 5)).toBe(4);
    expect(normaliseOvers(3.4, 5)).toBe(3.4);
  });
});

describe("overNotationToBalls", () => {
  test.each([
    [25.3, 153],
    [20, 120],
    [11.2, 68],
    [0.1, 1],
    [5.6, 36],
  ])("%s overs → %i balls", (notation, balls) => {
    expect(overNotationToBalls(notation, 6)).toBe(balls);
  });
});

describe("deliveryPositions", () => {
  test("extras belong to the ball still to come and do not advance the over; the count resets each over", () => {
    const deliveries = deliveriesFrom([
      { extras: { wides: 1 } },
      {},
      { extras: { noballs: 1 } },
      {},
      {},
      {},
      {},
      {},
      { extras: { wides: 1 } },
    ]);
    const positions = deliveryPositions(deliveries);
    expect(positions.map((position) => [position.over, position.ballNumber, position.legalBallsInOver])).toEqual([
      [0, 1, 0],
      [0, 1, 1],
      [0, 2, 1],
      [0, 2, 2],
      [0, 3, 3],
      [0, 4, 4],
      [0, 5, 5],
      [0, 6, 6],
      [1, 1, 0],
    ]);
    expect(positions.at(-1)?.legalBallsInInnings).toBe(6);
  });

  test("labels show the legal balls bowled in the over when the delivery was done", () => {
    const deliveries = deliveriesFrom([{ over: 15 }, { over: 15 }, { over: 15, extras: { wides: 1 } }, { over: 15 }]);
    const labels = deliveryPositions(deliveries).map(positionLabel);
    expect(labels).toEqual(["15.1", "15.2", "15.2", "15.3"]);
  });
});
