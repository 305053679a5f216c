/**
 * Where the worm's lines and the manhattan's bars go: the one geometry of both charts, drawn by
 * the graphics files (charts.ts, SVG text) and the scorecard (app/routes/match/components/Charts.tsx,
 * React). Numbers in, coordinates out; how each draws them (sizes, colours, ticks, labels) is its
 * own. Coordinates are left unrounded: a renderer rounds if it wants to.
 */

/** One innings as the charts see it: runs and wickets in each over, in order. */
export interface ChartInnings {
  runs: readonly number[];
  wickets: readonly number[];
}

/** The plot area in the drawing's units: x grows to the right, y downwards. */
export interface PlotBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartScale {
  /** the longest innings in overs (at least 1) */
  maxX: number;
  /** the highest value plotted, at least the chart's floor */
  maxY: number;
  /** the value at the top of the y axis (maxY, or a round number above it) */
  top: number;
  x: (value: number) => number;
  y: (value: number) => number;
}

export interface Point {
  x: number;
  y: number;
}

/** How a chart's scale is set: the top of the y axis for its highest value (default: that value). */
export interface ScaleOptions {
  yTop?: (maxY: number) => number;
}

function scale(box: PlotBox, maxX: number, maxY: number, { yTop = (max) => max }: ScaleOptions): ChartScale {
  const top = yTop(maxY);
  return {
    maxX,
    maxY,
    top,
    x: (v) => box.left + (v / Math.max(maxX, 1)) * (box.right - box.left),
    y: (v) => box.bottom - (v / Math.max(top, 1)) * (box.bottom - box.top),
  };
}

const longest = (innings: readonly ChartInnings[]) => Math.max(1, ...innings.map((inn) => inn.runs.length));

/** The running total after each over. */
export function runningTotals(runs: readonly number[]): number[] {
  let total = 0;
  return runs.map((r) => {
    total += r;
    return total;
  });
}

export interface WormLine {
  /** the total after each over */
  totals: number[];
  /** the start (0, 0), then the total after each over */
  points: Point[];
  /** a marker for each wicket, stacked upwards `wicketSpacing` apart in its over */
  wickets: Point[];
}

/** Worm: each innings' running total, over by over (y from 0 to at least 10 runs). */
export function wormGeometry(
  innings: readonly ChartInnings[],
  box: PlotBox,
  { wicketSpacing, ...options }: ScaleOptions & { wicketSpacing: number },
): ChartScale & { lines: WormLine[] } {
  const allTotals = innings.map((inn) => runningTotals(inn.runs));
  const s = scale(box, longest(innings), Math.max(10, ...allTotals.flat()), options);
  const lines = innings.map((inn, n) => {
    const totals = allTotals[n]!;
    return {
      totals,
      points: [{ x: s.x(0), y: s.y(0) }, ...totals.map((t, over) => ({ x: s.x(over + 1), y: s.y(t) }))],
      wickets: inn.wickets.flatMap((w, over) =>
        Array.from({ length: w }, (_, k) => ({ x: s.x(over + 1), y: s.y(totals[over]!) - k * wicketSpacing })),
      ),
    };
  });
  return { ...s, lines };
}

export interface ManhattanBar {
  /** which of the innings given (0-based) */
  innings: number;
  /** 0-based over */
  over: number;
  runs: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** a dot for each wicket above the bar, `dotOffset` over its top and `dotSpacing` apart */
  dots: Point[];
}

/** Manhattan: a bar for each over's runs (y from 0 to at least 6), the innings side by side in each over's slot. */
export function manhattanGeometry(
  innings: readonly ChartInnings[],
  box: PlotBox,
  { dotOffset, dotSpacing, ...options }: ScaleOptions & { dotOffset: number; dotSpacing: number },
): ChartScale & { slot: number; barWidth: number; bars: ManhattanBar[] } {
  const s = scale(box, longest(innings), Math.max(6, ...innings.flatMap((inn) => inn.runs)), options);
  const slot = (box.right - box.left) / Math.max(s.maxX, 1);
  const barWidth = Math.max(1, (slot * 0.8) / Math.max(innings.length, 1));
  const bars = innings.flatMap((inn, n) =>
    inn.runs.map((runs, over): ManhattanBar => {
      const left = s.x(over) + slot * 0.1 + n * barWidth;
      return {
        innings: n,
        over,
        runs,
        x: left,
        y: s.y(runs),
        width: barWidth,
        height: s.y(0) - s.y(runs),
        dots: Array.from({ length: inn.wickets[over] ?? 0 }, (_, k) => ({
          x: left + barWidth / 2,
          y: s.y(runs) - dotOffset - k * dotSpacing,
        })),
      };
    }),
  );
  return { ...s, slot, barWidth, bars };
}
