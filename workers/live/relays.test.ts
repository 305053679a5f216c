import { expect, test } from "vitest";
import { hashKey, relayCapacity, relayOf, relaysFor, RELAY_SOCKETS } from "./relays.ts";

const keys = Array.from({ length: 20_000 }, (_, i) => hashKey(`viewer-${i}`));

test("a viewer's relay is in range and stays while K stays; K + 1 moves about 1/(K + 1) of them, all to the new relay", () => {
  for (const relays of [1, 2, 7, 40]) {
    const placed = keys.map((key) => relayOf(key, relays));
    expect(placed.every((index) => index >= 0 && index < relays)).toBe(true);
    expect(keys.map((key) => relayOf(key, relays))).toEqual(placed);
    const grown = keys.map((key) => relayOf(key, relays + 1));
    const moved = grown.filter((index, i) => index !== placed[i]);
    expect(moved.every((index) => index === relays)).toBe(true);
    expect(moved.length / keys.length).toBeGreaterThan(0.7 / (relays + 1));
    expect(moved.length / keys.length).toBeLessThan(1.3 / (relays + 1));
  }
});

test("viewers spread evenly: no relay holds much more than its share", () => {
  const relays = 20;
  const counts = new Array<number>(relays).fill(0);
  for (const key of keys) counts[relayOf(key, relays)]!++;
  const share = keys.length / relays;
  expect(Math.max(...counts)).toBeLessThan(share * 1.1);
  expect(Math.min(...counts)).toBeGreaterThan(share * 0.9);
});

test("K follows the audience at three quarters of N; N is configurable, else the measured default", () => {
  expect(relaysFor(0, 1_000)).toBe(1);
  expect(relaysFor(750, 1_000)).toBe(1);
  expect(relaysFor(751, 1_000)).toBe(2);
  expect(relaysFor(1_000_000, 1_000)).toBe(1_334);
  expect(relayCapacity({ LIVE_RELAY_SOCKETS: "4" })).toBe(4);
  expect(relayCapacity({ LIVE_RELAY_SOCKETS: "" })).toBe(RELAY_SOCKETS);
  expect(relayCapacity({ LIVE_RELAY_SOCKETS: "lots" })).toBe(RELAY_SOCKETS);
});
