import { describe, expect, it } from "vitest";
import { Turns } from "./turns.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("Turns", () => {
  it("writes in the numbered order whatever order the requests arrive in", async () => {
    const turns = new Turns();
    const written: number[] = [];
    const write = (n: number) => turns.take("run", n, async () => void written.push(n));
    const all = Promise.all([write(2), write(0), write(3), write(1)]);
    await all;
    expect(written).toEqual([0, 1, 2, 3]);
  });

  it("a failed write still passes the turn on", async () => {
    const turns = new Turns();
    const written: number[] = [];
    const later = turns.take("run", 1, async () => void written.push(1));
    await expect(
      turns.take("run", 0, async () => {
        throw new Error("bad file");
      }),
    ).rejects.toThrow("bad file");
    await later;
    expect(written).toEqual([1]);
  });

  it("a new run starts again from 0", async () => {
    const turns = new Turns();
    await turns.take("first", 0, async () => undefined);
    await turns.take("first", 1, async () => undefined);
    const written: string[] = [];
    const waiting = turns.take("second", 1, async () => void written.push("second 1"));
    await settle();
    expect(written).toEqual([]);
    await turns.take("second", 0, async () => void written.push("second 0"));
    await waiting;
    expect(written).toEqual(["second 0", "second 1"]);
  });

  it("gives up, naming the missing file, when an earlier number never comes", async () => {
    const turns = new Turns(20);
    await expect(turns.take("run", 1, async () => "written")).rejects.toThrow("waited 0.02 s for file 0 of the import, which never came");
  });
});
