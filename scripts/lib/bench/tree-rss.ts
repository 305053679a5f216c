import { readdirSync, readFileSync } from "node:fs";

const read = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return ""; // the process (or thread) exited meanwhile
  }
};

/** The process and all its descendants, from each thread's children list in /proc (Linux). */
function tree(root: number): number[] {
  const pids: number[] = [];
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    pids.push(pid);
    let threads: string[] = [];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const thread of threads) {
      for (const child of read(`/proc/${pid}/task/${thread}/children`).split(" ").filter(Boolean)) pending.push(Number(child));
    }
  }
  return pids;
}

/**
 * Memory (bytes) of a process and all its descendants: the proportional set size (Pss), so pages
 * the processes share (libraries, the runtime) are counted once, not once per process as summed
 * RSS would.
 */
export function treePss(root: number): number {
  return tree(root).reduce((total, pid) => total + Number(/^Pss:\s+(\d+) kB/m.exec(read(`/proc/${pid}/smaps_rollup`))?.[1] ?? 0) * 1024, 0);
}

/** Samples treePss(root) every intervalMs until stopped (cheap: a few files per process); returns the peak. */
export function peakMemorySampler(root: number, intervalMs = 200) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treePss(root));
  };
  const timer = setInterval(sample, intervalMs);
  sample();
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
