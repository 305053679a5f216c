import { describe, expect, it } from "vitest";
import { ALERT_BITS, ALERT_KINDS, ALL_KINDS_MASK, type AlertKind, isAlertKind, kindsMask, kindsOf } from "./kinds.ts";

/** Every order of a list (5 kinds: 120 orders). */
function orders<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((item, index) => orders([...list.slice(0, index), ...list.slice(index + 1)]).map((rest) => [item, ...rest]));
}

describe("the stored bits of alert kinds", () => {
  it("are the ones saved follows were written with (match_follows.events since migration 0023)", () => {
    // Changing one of these changes what every saved follow means: a kind keeps its bit for good.
    expect(ALERT_BITS).toEqual({ wicket: 0, fifty: 1, hundred: 2, innings: 3, result: 4 });
    expect(kindsMask(["wicket"])).toBe(1);
    expect(kindsMask(["hundred", "result"])).toBe(20);
    expect(ALL_KINDS_MASK).toBe(31);
  });

  it("are one distinct bit per kind, and the display order lists every kind once", () => {
    const bits = Object.values(ALERT_BITS);
    expect(new Set(bits).size).toBe(bits.length);
    for (const bit of bits) expect(bit >= 0 && bit < 31).toBe(true);
    expect([...ALERT_KINDS].sort()).toEqual((Object.keys(ALERT_BITS) as AlertKind[]).sort());
  });

  it("do not depend on the display order: every saved mask reads as the same kinds in any order", () => {
    const displayOrders = orders(ALERT_KINDS);
    expect(displayOrders).toHaveLength(120);
    for (let mask = 0; mask <= ALL_KINDS_MASK; mask++) {
      const kinds = new Set(kindsOf(mask));
      for (const order of displayOrders) {
        const read = kindsOf(mask, order);
        expect(new Set(read)).toEqual(kinds);
        // listed in the order asked for, and written back to the same mask
        expect(read).toEqual(order.filter((kind) => kinds.has(kind)));
        expect(kindsMask(read)).toBe(mask);
      }
    }
  });

  it("ignore bits of no known kind", () => {
    expect(kindsOf(1 | (1 << 7))).toEqual(["wicket"]);
  });

  it("tell a kind from anything else", () => {
    expect(ALERT_KINDS.every(isAlertKind)).toBe(true);
    for (const value of ["sixes", "toString", "__proto__", "", 0, null, undefined]) expect(isAlertKind(value)).toBe(false);
  });
});
