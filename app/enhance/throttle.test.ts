import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { PageRefresher, StreamSeqs } from "./refresh.ts";
import { LAG_MS, throttledRefresh } from "./throttle.ts";

/** A page refresher that records the reads asked for; each read ends (and morphs) at once. */
function recordingRefresher(): { reads: { at: number; tickerSeq?: number }[]; refresher: Pick<PageRefresher, "refresh" | "afterMorph"> } {
  const reads: { at: number; tickerSeq?: number }[] = [];
  const after: ((seqs: StreamSeqs) => void)[] = [];
  return {
    reads,
    refresher: {
      refresh: async (seqs?: StreamSeqs) => {
        reads.push({ at: Date.now(), tickerSeq: seqs?.tickerSeq });
        for (const hook of after) hook({ ...seqs });
      },
      afterMorph: (hook) => void after.push(hook),
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(100_000);
});
afterEach(() => vi.useRealTimers());

test("a change is read once it has settled, not before", async () => {
  const { reads, refresher } = recordingRefresher();
  const onChange = throttledRefresh(refresher, 10_000, 50_000);
  onChange(7, Date.now());
  await vi.advanceTimersByTimeAsync(LAG_MS - 1);
  expect(reads).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(reads).toEqual([{ at: 100_000 + LAG_MS, tickerSeq: 7 }]);
});

test("a change that comes while a read waits is asked for only once it has settled too", async () => {
  const { reads, refresher } = recordingRefresher();
  const onChange = throttledRefresh(refresher, 10_000, 50_000);
  onChange(7, Date.now() - 3_000); // told on connecting: the change was 3 s ago
  await vi.advanceTimersByTimeAsync(200);
  onChange(8, Date.now()); // a new ball elsewhere, before seq 7 is read
  await vi.advanceTimersByTimeAsync(LAG_MS);
  // seq 7 settled first and was read alone; seq 8 waits for its own lag and the page's cadence
  expect(reads).toEqual([{ at: 100_000 + LAG_MS - 3_000, tickerSeq: 7 }]);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(reads).toEqual([
    { at: 100_000 + LAG_MS - 3_000, tickerSeq: 7 },
    { at: 100_000 + LAG_MS - 3_000 + 10_000, tickerSeq: 8 },
  ]);
});

test("changes in quick succession fold into one read of the latest settled seq, at the page's cadence", async () => {
  const { reads, refresher } = recordingRefresher();
  const onChange = throttledRefresh(refresher, 10_000, Date.now()); // the page was just read
  for (let seq = 1; seq <= 5; seq++) {
    onChange(seq, Date.now());
    await vi.advanceTimersByTimeAsync(500);
  }
  await vi.advanceTimersByTimeAsync(10_000);
  expect(reads).toEqual([{ at: 110_000, tickerSeq: 5 }]);
});

test("a change already shown by a later read (this match's own push) is not read again", async () => {
  const { reads, refresher } = recordingRefresher();
  const onChange = throttledRefresh(refresher, 10_000, 50_000);
  onChange(3, Date.now());
  await vi.advanceTimersByTimeAsync(LAG_MS + 100);
  expect(reads).toHaveLength(1);
  onChange(4, Date.now());
  await vi.advanceTimersByTimeAsync(LAG_MS + 1);
  await refresher.refresh({}); // the page read itself after its own match's push, the change settled
  await vi.advanceTimersByTimeAsync(20_000);
  expect(reads.map((read) => read.tickerSeq)).toEqual([3, undefined]);
});
