import { type ChartInnings, type ChartScale, manhattanGeometry, runningTotals, wormGeometry } from "./chart-geometry.ts";
import { framed, PLOT, type LegendEntry } from "./frame.ts";
import { teamColours } from "./colours.ts";
import { el, GRID, INK, MUTED, round, text, tickStep } from "./svg.ts";
import type { GraphicInnings, MatchGraphicsInput } from "./types.ts";

/** The running total after each over: the worm's points (the last one is the innings' runs from its overs). */
export function wormPoints(innings: GraphicInnings): number[] {
  return runningTotals(innings.overRuns);
}

const chartInnings = (inn: GraphicInnings): ChartInnings => ({ runs: inn.overRuns, wickets: inn.overWickets });

/** The y axis ends on a tick: the first multiple of the tick step at or above the highest value. */
const yTop = (maxY: number) => Math.ceil(maxY / tickStep(maxY, 6)) * tickStep(maxY, 6);

/** Each innings' colour: its team's, the same side's later innings dashed. */
export function inningsStyles(input: MatchGraphicsInput, innings: GraphicInnings[]): { colour: string; dashed: boolean }[] {
  const colours = teamColours(input.teams[0].name, input.teams[1].name);
  const seen = new Map<string, number>();
  return innings.map((inn) => {
    const times = seen.get(inn.team.name) ?? 0;
    seen.set(inn.team.name, times + 1);
    return { colour: inn.team.name === input.teams[1].name ? colours[1] : colours[0], dashed: times > 0 };
  });
}

const scoreText = (inn: GraphicInnings) => `${inn.runs}${inn.wickets < 10 ? `/${inn.wickets}` : ""}${inn.declared ? "d" : ""}`;

function legendFor(input: MatchGraphicsInput, innings: GraphicInnings[]): LegendEntry[] {
  const styles = inningsStyles(input, innings);
  const repeated = innings.some((a, i) => innings.findIndex((b) => b.team.name === a.team.name) !== i);
  return innings.map((inn, i) => ({
    ...styles[i]!,
    label: `${repeated ? `${inn.team.shortName} inns ${inn.inningsNo}` : inn.team.name} ${scoreText(inn)} (${inn.overs} ov)`,
  }));
}

/**
 * Grid, ticks and axis titles for values 0..maxX by 0..maxY in the plot area. `slots`: the x
 * values are numbered slots (overs of a manhattan), labelled 1, step, 2×step… under their middles.
 */
function axes({ maxX, maxY, top, x, y }: ChartScale, xTitle: string, yTitle: string, slots = false): string {
  const xStep = tickStep(maxX, 10);
  const yStep = tickStep(maxY, 6);
  const parts: string[] = [];
  for (let v = 0; v <= top; v += yStep) {
    parts.push(el("line", { x1: PLOT.left, x2: PLOT.right, y1: round(y(v)), y2: round(y(v)), stroke: GRID }));
    parts.push(text(PLOT.left - 12, y(v) + 7, String(v), { "font-size": 20, fill: MUTED, "text-anchor": "end" }));
  }
  const xTicks = slots ? [1, ...Array.from({ length: Math.floor(maxX / xStep) }, (_, i) => (i + 1) * xStep).filter((v) => v > 1)] : [];
  if (!slots) for (let v = 0; v <= maxX; v += xStep) xTicks.push(v);
  for (const v of xTicks) {
    const at = slots ? (x(v - 1) + x(v)) / 2 : x(v);
    parts.push(text(at, PLOT.bottom + 28, String(v), { "font-size": 20, fill: MUTED, "text-anchor": "middle" }));
  }
  parts.push(el("line", { x1: PLOT.left, x2: PLOT.right, y1: PLOT.bottom, y2: PLOT.bottom, stroke: INK, "stroke-width": 2 }));
  parts.push(el("line", { x1: PLOT.left, x2: PLOT.left, y1: PLOT.top, y2: PLOT.bottom, stroke: INK, "stroke-width": 2 }));
  parts.push(text((PLOT.left + PLOT.right) / 2, PLOT.bottom + 55, xTitle, { "font-size": 20, fill: INK, "text-anchor": "middle" }));
  parts.push(
    el(
      "text",
      {
        x: 30,
        y: (PLOT.top + PLOT.bottom) / 2,
        "font-size": 20,
        fill: INK,
        "text-anchor": "middle",
        transform: `rotate(-90 30 ${(PLOT.top + PLOT.bottom) / 2})`,
      },
      yTitle,
    ),
  );
  return parts.join("");
}

const charted = (input: MatchGraphicsInput) => input.innings.filter((inn) => inn.overRuns.length > 0);

/** Worm: the running total over by over for every innings, wickets as rings, each total at the line's end. */
export function wormSvg(input: MatchGraphicsInput): string {
  const innings = charted(input);
  const worm = wormGeometry(innings.map(chartInnings), PLOT, { yTop, wicketSpacing: 14 });
  const { x, y } = worm;
  const svg = axes(worm, "Overs", "Runs");
  const styles = inningsStyles(input, innings);
  const labelYs: number[] = [];
  const lines = innings.map((inn, n) => {
    const { colour, dashed } = styles[n]!;
    const { totals, points, wickets } = worm.lines[n]!;
    const path = points.map((p) => `${round(p.x)},${round(p.y)}`).join(" ");
    const rings = wickets.map((w) =>
      el("circle", { cx: round(w.x), cy: round(w.y), r: 6, fill: "#ffffff", stroke: colour, "stroke-width": 3 }),
    );
    // End labels move apart when two innings end at about the same height: the lower total's label goes down.
    const endY = y(totals.at(-1) ?? 0) + 7;
    let labelY = endY;
    for (
      let clash = labelYs.find((other) => Math.abs(other - labelY) < 24);
      clash !== undefined;
      clash = labelYs.find((other) => Math.abs(other - labelY) < 24)
    ) {
      labelY = endY >= clash ? clash + 24 : clash - 24;
    }
    labelYs.push(labelY);
    const label = text(x(totals.length) + 12, labelY, `${inn.team.shortName} ${scoreText(inn)}`, {
      "font-size": 22,
      "font-weight": 700,
      fill: colour,
    });
    return (
      el("polyline", {
        points: path,
        fill: "none",
        stroke: colour,
        "stroke-width": 4,
        "stroke-linejoin": "round",
        "stroke-dasharray": dashed ? "12 8" : undefined,
      }) +
      rings.join("") +
      label
    );
  });
  return framed({
    heading: "Worm: runs after each over",
    subtitle: input.title,
    footer: input.series,
    legend: legendFor(input, innings),
    body: svg + lines.join(""),
  });
}

/** Manhattan: one bar per over (runs in it), wickets as dots above; innings side by side. */
export function manhattanSvg(input: MatchGraphicsInput, inningsNos?: number[]): string {
  const innings = charted(input).filter((inn) => !inningsNos || inningsNos.includes(inn.inningsNo));
  const manhattan = manhattanGeometry(innings.map(chartInnings), PLOT, { yTop, dotOffset: 9, dotSpacing: 14 });
  const svg = axes(manhattan, "Over", "Runs in the over", true);
  const styles = inningsStyles(input, innings);
  const dotRadius = Math.min(6, Math.max(3, manhattan.barWidth / 2));
  const bars = manhattan.bars.map(
    (bar) =>
      el("rect", {
        x: round(bar.x),
        y: round(bar.y),
        width: round(bar.width),
        height: round(bar.height),
        fill: styles[bar.innings]!.colour,
        "data-over": bar.over + 1,
      }) + bar.dots.map((dot) => el("circle", { cx: round(dot.x), cy: round(dot.y), r: dotRadius, fill: INK })).join(""),
  );
  const which = inningsNos && innings.length === 1 ? `, ${innings[0]!.team.name} innings ${innings[0]!.inningsNo}` : "";
  return framed({
    heading: `Manhattan: runs in each over${which}`,
    subtitle: `${input.title} (dots are wickets)`,
    footer: input.series,
    legend: legendFor(input, innings).map((entry) => ({ ...entry, dashed: false })),
    body: svg + bars.join(""),
  });
}

export interface PartnershipBar {
  wicket: number;
  runs: number;
  /** who was out to end it; null when it was unbroken */
  endedBy: string | null;
}

/** An innings' partnerships from its falls of wicket: each one's runs, the last unbroken one included when it scored or stood. */
export function partnershipBars(innings: GraphicInnings): PartnershipBar[] {
  const bars: PartnershipBar[] = [];
  let before = 0;
  for (const fall of innings.fallOfWickets) {
    bars.push({ wicket: fall.wicket, runs: fall.runs - before, endedBy: fall.batter });
    before = fall.runs;
  }
  if (innings.runs > before || innings.fallOfWickets.length < 10) {
    bars.push({ wicket: innings.fallOfWickets.length + 1, runs: innings.runs - before, endedBy: null });
  }
  return bars;
}

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;

/** Partnerships of one innings: a bar for each wicket's stand, its runs, and who was out to end it. */
export function partnershipsSvg(input: MatchGraphicsInput, inningsNo: number): string {
  const innings = input.innings.find((inn) => inn.inningsNo === inningsNo);
  const bars = innings ? partnershipBars(innings) : [];
  const colour = innings ? inningsStyles(input, [innings])[0]!.colour : INK;
  const max = Math.max(10, ...bars.map((b) => b.runs));
  const rowHeight = Math.min(44, (PLOT.bottom + 40 - PLOT.top + 20) / Math.max(bars.length, 1));
  const barLeft = 200;
  const barRight = 780;
  const rows = bars.map((bar, i) => {
    const top = PLOT.top - 20 + i * rowHeight;
    const width = Math.max(2, (bar.runs / max) * (barRight - barLeft));
    return (
      text(barLeft - 16, top + rowHeight * 0.65, `${ordinal(bar.wicket)} wkt`, { "font-size": 20, fill: INK, "text-anchor": "end" }) +
      el("rect", {
        x: barLeft,
        y: round(top + rowHeight * 0.15),
        width: round(width),
        height: round(rowHeight * 0.7),
        fill: colour,
        rx: 3,
      }) +
      text(barLeft + width + 12, top + rowHeight * 0.65, String(bar.runs), { "font-size": 20, "font-weight": 700, fill: INK }) +
      text(barLeft + width + 70, top + rowHeight * 0.65, bar.endedBy ? `ended: ${bar.endedBy} out` : "unbroken", {
        "font-size": 18,
        fill: MUTED,
      })
    );
  });
  return framed({
    heading: innings ? `Partnerships: ${innings.team.name}, innings ${inningsNo}` : "Partnerships",
    subtitle: input.title,
    footer: input.series,
    legend: innings ? [{ colour, label: `${innings.team.name} ${scoreText(innings)} (${innings.overs} ov)` }] : [],
    body: rows.join(""),
  });
}
