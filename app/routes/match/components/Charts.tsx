import type { CommentaryItem } from "../../../data/schemas.ts";
import { manhattanGeometry, wormGeometry, type ChartScale } from "../../../cricket/graphics/chart-geometry.ts";
import { plural } from "../../../cricket/plural.ts";

/**
 * Worm (cumulative runs by over) and manhattan (runs per over, wickets marked) as plain SVG,
 * rendered on the server: no chart library, no client JavaScript. Where the lines and bars go is
 * the core's (app/cricket/graphics/chart-geometry.ts, shared with the graphics files); this draws it.
 */
export interface OverRuns {
  inningsNo: number;
  team: string;
  /** runs in each completed or current over, in order */
  runs: number[];
  /** wickets in each over */
  wickets: number[];
}

const COLOURS = ["#0b7d5b", "#c8102e", "#1565c0", "#b26a00"];
const W = 600;
const H = 220;
const PAD = { left: 34, right: 10, top: 12, bottom: 26 };
const BOX = { left: PAD.left, right: W - PAD.right, top: PAD.top, bottom: H - PAD.bottom };

/** Runs and wickets per over from the over-break items of each innings. */
export function overRunsFrom(items: readonly CommentaryItem[], teams: Record<number, string>): OverRuns[] {
  const byInnings = new Map<number, OverRuns>();
  for (const item of items) {
    if (item.kind !== "over" || !item.over) continue;
    const entry = byInnings.get(item.inningsNo) ?? {
      inningsNo: item.inningsNo,
      team: teams[item.inningsNo] ?? item.over.battingTeam,
      runs: [],
      wickets: [],
    };
    entry.runs[item.over.overNumber - 1] = item.over.runs;
    entry.wickets[item.over.overNumber - 1] = item.over.balls.filter((b) => b.includes("W")).length;
    byInnings.set(item.inningsNo, entry);
  }
  return [...byInnings.values()].map((e) => ({
    ...e,
    runs: Array.from(e.runs, (r) => r ?? 0),
    wickets: Array.from(e.wickets, (w) => w ?? 0),
  }));
}

function grid({ maxX, maxY, x, y }: ChartScale, xLabel: string, yLabel: string) {
  const yStep = maxY > 200 ? 100 : maxY > 80 ? 50 : maxY > 30 ? 10 : 5;
  const xStep = maxX > 60 ? 20 : maxX > 25 ? 10 : 5;
  return (
    <g className="chart__grid" fontSize="10" fill="#5b636b">
      {Array.from({ length: Math.floor(maxY / yStep) + 1 }, (_, i) => i * yStep).map((v) => (
        <g key={`y${v}`}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e3e6e8" />
          <text x={PAD.left - 4} y={y(v) + 3} textAnchor="end">
            {v}
          </text>
        </g>
      ))}
      {Array.from({ length: Math.floor(maxX / xStep) + 1 }, (_, i) => i * xStep).map((v) => (
        <text key={`x${v}`} x={x(v)} y={H - PAD.bottom + 14} textAnchor="middle">
          {v}
        </text>
      ))}
      <text x={W / 2} y={H - 2} textAnchor="middle">
        {xLabel}
      </text>
      <text x={10} y={PAD.top + 4} textAnchor="start">
        {yLabel}
      </text>
    </g>
  );
}

export function WormChart({ innings }: { innings: OverRuns[] }) {
  if (innings.length === 0) return null;
  const worm = wormGeometry(innings, BOX, { wicketSpacing: 7 });
  return (
    <figure className="chart">
      <figcaption>Worm: runs after each over</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={innings.map((i, n) => `${i.team} ${worm.lines[n]!.totals.at(-1) ?? 0} in ${plural(i.runs.length, "over")}`).join("; ")}
      >
        {grid(worm, "Overs", "Runs")}
        {worm.lines.map((line, n) => (
          <g key={innings[n]!.inningsNo}>
            <polyline
              fill="none"
              stroke={COLOURS[n % COLOURS.length]}
              strokeWidth="2"
              points={line.points.map((p) => `${p.x},${p.y}`).join(" ")}
            />
            {line.wickets.map((w) => (
              <circle key={`${w.x}-${w.y}`} cx={w.x} cy={w.y} r="3" fill={COLOURS[n % COLOURS.length]} />
            ))}
          </g>
        ))}
      </svg>
      <Legend innings={innings} />
    </figure>
  );
}

export function ManhattanChart({ innings }: { innings: OverRuns[] }) {
  if (innings.length === 0) return null;
  const manhattan = manhattanGeometry(innings, BOX, { dotOffset: 5, dotSpacing: 7 });
  return (
    <figure className="chart">
      <figcaption>Manhattan: runs in each over (dots are wickets)</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={innings.map((i) => `${i.team}: highest over ${plural(Math.max(...i.runs, 0), "run")}`).join("; ")}
      >
        {grid(manhattan, "Overs", "Runs per over")}
        {manhattan.bars.map((bar) => (
          <g key={`${innings[bar.innings]!.inningsNo}-${bar.over}`}>
            <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={COLOURS[bar.innings % COLOURS.length]} opacity="0.85" />
            {bar.dots.map((dot) => (
              <circle key={dot.y} cx={dot.x} cy={dot.y} r="3" fill="#1f2328" />
            ))}
          </g>
        ))}
      </svg>
      <Legend innings={innings} />
    </figure>
  );
}

function Legend({ innings }: { innings: OverRuns[] }) {
  return (
    <p className="chart__legend">
      {innings.map((inn, n) => (
        <span key={inn.inningsNo}>
          <svg className="chart__key" viewBox="0 0 10 10" aria-hidden="true">
            <rect width="10" height="10" rx="2" fill={COLOURS[n % COLOURS.length]} />
          </svg>{" "}
          {inn.team}
          {innings.filter((i) => i.team === inn.team).length > 1 ? ` (innings ${inn.inningsNo})` : ""}
        </span>
      ))}
    </p>
  );
}
