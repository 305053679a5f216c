import type { CommentaryItem } from "../../../data/schemas.ts";
import { plural } from "../../../cricket/plural.ts";

/**
 * Worm (cumulative runs by over) and manhattan (runs per over, wickets marked) as plain SVG,
 * rendered on the server: no chart library, no client JavaScript.
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

function axes(maxX: number, maxY: number, xLabel: string, yLabel: string) {
  const x = (v: number) => PAD.left + (v / Math.max(maxX, 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / Math.max(maxY, 1)) * (H - PAD.top - PAD.bottom);
  const yStep = maxY > 200 ? 100 : maxY > 80 ? 50 : maxY > 30 ? 10 : 5;
  const xStep = maxX > 60 ? 20 : maxX > 25 ? 10 : 5;
  const grid = (
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
  return { x, y, grid };
}

export function WormChart({ innings }: { innings: OverRuns[] }) {
  if (innings.length === 0) return null;
  const totals = innings.map((i) => i.runs.reduce<number[]>((acc, r) => [...acc, (acc.at(-1) ?? 0) + r], []));
  const maxX = Math.max(...innings.map((i) => i.runs.length));
  const maxY = Math.max(...totals.flat(), 10);
  const { x, y, grid } = axes(maxX, maxY, "Overs", "Runs");
  return (
    <figure className="chart">
      <figcaption>Worm: runs after each over</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={innings.map((i, n) => `${i.team} ${totals[n]!.at(-1) ?? 0} in ${plural(i.runs.length, "over")}`).join("; ")}
      >
        {grid}
        {innings.map((inn, n) => (
          <g key={inn.inningsNo}>
            <polyline
              fill="none"
              stroke={COLOURS[n % COLOURS.length]}
              strokeWidth="2"
              points={[`${x(0)},${y(0)}`, ...totals[n]!.map((t, over) => `${x(over + 1)},${y(t)}`)].join(" ")}
            />
            {inn.wickets.flatMap((w, over) =>
              Array.from({ length: w }, (_, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the k-th wicket of an over is its identity
                <circle key={`${over}-${k}`} cx={x(over + 1)} cy={y(totals[n]![over]!) - k * 7} r="3" fill={COLOURS[n % COLOURS.length]} />
              )),
            )}
          </g>
        ))}
      </svg>
      <Legend innings={innings} />
    </figure>
  );
}

export function ManhattanChart({ innings }: { innings: OverRuns[] }) {
  if (innings.length === 0) return null;
  const maxX = Math.max(...innings.map((i) => i.runs.length));
  const maxY = Math.max(...innings.flatMap((i) => i.runs), 6);
  const { x, y, grid } = axes(maxX, maxY, "Overs", "Runs per over");
  const slot = (W - PAD.left - PAD.right) / Math.max(maxX, 1);
  const barWidth = Math.max(1, (slot * 0.8) / innings.length);
  return (
    <figure className="chart">
      <figcaption>Manhattan: runs in each over (dots are wickets)</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={innings.map((i) => `${i.team}: highest over ${plural(Math.max(...i.runs, 0), "run")}`).join("; ")}
      >
        {grid}
        {innings.map((inn, n) =>
          inn.runs.map((r, over) => {
            const left = x(over) + slot * 0.1 + n * barWidth;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an over's number is its identity
              <g key={`${inn.inningsNo}-${over}`}>
                <rect x={left} y={y(r)} width={barWidth} height={y(0) - y(r)} fill={COLOURS[n % COLOURS.length]} opacity="0.85" />
                {Array.from({ length: inn.wickets[over] ?? 0 }, (_, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the k-th wicket of an over is its identity
                  <circle key={k} cx={left + barWidth / 2} cy={y(r) - 5 - k * 7} r="3" fill="#1f2328" />
                ))}
              </g>
            );
          }),
        )}
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
