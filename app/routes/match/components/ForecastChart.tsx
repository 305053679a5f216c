import type { MatchForecast, MatchInfo } from "../../../data/schemas.ts";

/**
 * The win probability (decision 049): each side's chance now, and how it moved ball by ball — a
 * line of the first team's chance across both innings, drawn on the server as plain SVG, with a
 * sentence saying what it shows for those who cannot see it.
 */
const W = 600;
const H = 150;
const PAD = { left: 44, right: 10, top: 10, bottom: 26 };

const percent = (chance: number) => `${Math.round(chance * 100)}%`;

export function ForecastChart({ forecast, info }: { forecast: MatchForecast; info: MatchInfo }) {
  const { points } = forecast;
  if (points.length === 0) return null;
  if (points.some((p) => p.draw !== undefined)) return <TestForecastChart forecast={forecast} info={info} />;
  const [first, second] = info.teams;
  const firstName = forecast.teams[0] === second.name ? second : first;
  const otherName = firstName === first ? second : first;
  const inningsBalls = Math.max(...points.map((p) => p.balls), 1);
  const x = (p: MatchForecast["points"][number]) =>
    PAD.left + (((p.inningsNo - 1) * inningsBalls + p.balls) / (2 * inningsBalls)) * (W - PAD.left - PAD.right);
  const y = (chance: number) => PAD.top + (1 - chance) * (H - PAD.top - PAD.bottom);
  const start = { x: PAD.left, y: y(0.5) };
  const path = `M${start.x.toFixed(1)} ${start.y.toFixed(1)}${points.map((p) => `L${x(p).toFixed(1)} ${y(p.chance).toFixed(1)}`).join("")}`;
  const now = points.at(-1)!.chance;
  const lowest = points.reduce((a, b) => (b.chance < a.chance ? b : a));
  const highest = points.reduce((a, b) => (b.chance > a.chance ? b : a));
  const where = (p: MatchForecast["points"][number]) => `${p.inningsNo === 1 ? "first" : "second"} innings, over ${p.label}`;
  const summary = `${firstName.name}'s chance of winning, ball by ball: ${percent(now)} now; highest ${percent(highest.chance)} (${where(highest)}), lowest ${percent(lowest.chance)} (${where(lowest)}).`;
  return (
    <section className="forecast" aria-labelledby="forecast-heading">
      <h2 id="forecast-heading" className="forecast__heading">
        Win probability
      </h2>
      <p className="forecast__now">
        <span>
          {firstName.shortName} <strong data-forecast-side="first">{percent(now)}</strong>
        </span>
        <span>
          {otherName.shortName} <strong data-forecast-side="second">{percent(1 - now)}</strong>
        </span>
      </p>
      <figure className="forecast__chart">
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="forecast-summary">
          <title>{`${firstName.name}'s chance of winning, ball by ball`}</title>
          <g fontSize="14" fill="#5b636b">
            {[0, 0.5, 1].map((v) => (
              <g key={v}>
                <line
                  x1={PAD.left}
                  x2={W - PAD.right}
                  y1={y(v)}
                  y2={y(v)}
                  stroke={v === 0.5 ? "#9aa3ab" : "#e3e6e8"}
                  strokeDasharray={v === 0.5 ? "4 3" : undefined}
                />
                <text x={PAD.left - 4} y={y(v) + 3} textAnchor="end">
                  {v * 100}%
                </text>
              </g>
            ))}
            <line
              x1={(PAD.left + W - PAD.right) / 2}
              x2={(PAD.left + W - PAD.right) / 2}
              y1={PAD.top}
              y2={H - PAD.bottom}
              stroke="#e3e6e8"
            />
            <text x={PAD.left + (W - PAD.left - PAD.right) / 4} y={H - 5} textAnchor="middle">
              1st innings
            </text>
            <text x={PAD.left + (3 * (W - PAD.left - PAD.right)) / 4} y={H - 5} textAnchor="middle">
              2nd innings
            </text>
          </g>
          <path d={path} fill="none" stroke="#0b7d5b" strokeWidth="2" />
        </svg>
        <figcaption id="forecast-summary">{summary}</figcaption>
      </figure>
      <p className="forecast__method">
        From the score, wickets, balls left, target and both sides' recent results.{" "}
        <a href="/cricket-stats/forecast-method">How it works</a>
      </p>
    </section>
  );
}

type Point = MatchForecast["points"][number];
const ORDINAL = ["1st", "2nd", "3rd", "4th"];
/** A Test's scheduled length in legal balls (five days of 90 overs): the chart's width until play runs past it. */
const TEST_BALLS = 5 * 90 * 6;

/**
 * A Test's three outcomes (decision 060), over by over: the first team's chance of winning from the
 * bottom, the draw's band above it, the other team's chance the rest, drawn as two lines and a band.
 */
function TestForecastChart({ forecast, info }: { forecast: MatchForecast; info: MatchInfo }) {
  const { points } = forecast;
  const [first, second] = info.teams;
  const firstName = forecast.teams[0] === second.name ? second : first;
  const otherName = firstName === first ? second : first;
  // Each point's place in the match: the legal balls of the innings before it, then its own.
  const starts: number[] = [];
  let before = 0;
  const at = points.map((p, i) => {
    const previous = points[i - 1];
    if (!previous || previous.inningsNo !== p.inningsNo) {
      if (previous) before += previous.balls;
      starts.push(before);
    }
    return before + p.balls;
  });
  const span = Math.max(TEST_BALLS, at.at(-1) ?? 0);
  const x = (balls: number) => PAD.left + (balls / span) * (W - PAD.left - PAD.right);
  const y = (chance: number) => PAD.top + (1 - chance) * (H - PAD.top - PAD.bottom);
  // From the first over's point (a Test has no even starting point as a limited-overs match has).
  const line = (value: (p: Point) => number) =>
    points.map((p, i) => `${i ? "L" : "M"}${x(at[i]!).toFixed(1)} ${y(value(p)).toFixed(1)}`).join("");
  const win = (p: Point) => p.chance;
  const winOrDraw = (p: Point) => Math.min(1, p.chance + (p.draw ?? 0));
  // The draw's band: along the first team's line, back along the line above the draw.
  const band = `${line(win)}${points
    .map((p, i) => `L${x(at[i]!).toFixed(1)} ${y(winOrDraw(p)).toFixed(1)}`)
    .reverse()
    .join("")}Z`;
  const now = points.at(-1)!;
  const draw = now.draw ?? 0;
  const other = Math.max(0, 1 - now.chance - draw);
  const where = (p: Point) => `${ORDINAL[p.inningsNo - 1]} innings, over ${p.label}`;
  const highest = points.reduce((a, b) => (b.chance > a.chance ? b : a));
  const lowest = points.reduce((a, b) => (b.chance < a.chance ? b : a));
  const summary = `Over by over: ${firstName.name} win ${percent(now.chance)}, draw ${percent(draw)}, ${otherName.name} win ${percent(other)} now; ${firstName.name}'s chance highest ${percent(highest.chance)} (${where(highest)}), lowest ${percent(lowest.chance)} (${where(lowest)}).`;
  return (
    <section className="forecast" aria-labelledby="forecast-heading">
      <h2 id="forecast-heading" className="forecast__heading">
        Result probability
      </h2>
      <p className="forecast__now">
        <span>
          {firstName.shortName} <strong data-forecast-side="first">{percent(now.chance)}</strong>
        </span>
        <span>
          Draw <strong data-forecast-side="draw">{percent(draw)}</strong>
        </span>
        <span>
          {otherName.shortName} <strong data-forecast-side="second">{percent(other)}</strong>
        </span>
      </p>
      <figure className="forecast__chart">
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="forecast-summary">
          <title>{`${firstName.name} win, draw and ${otherName.name} win, over by over`}</title>
          <g fontSize="14" fill="#5b636b">
            {[0, 0.5, 1].map((v) => (
              <g key={v}>
                <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e3e6e8" />
                <text x={PAD.left - 4} y={y(v) + 3} textAnchor="end">
                  {v * 100}%
                </text>
              </g>
            ))}
            {starts.map((start, i) => (
              <g key={start}>
                {i > 0 && <line x1={x(start)} x2={x(start)} y1={PAD.top} y2={H - PAD.bottom} stroke="#e3e6e8" />}
                <text x={x(start) + 3} y={H - 5}>
                  {ORDINAL[i]}
                </text>
              </g>
            ))}
          </g>
          <path d={band} fill="#e3e6e8" stroke="none" />
          <path d={line(win)} fill="none" stroke="#0b7d5b" strokeWidth="2" />
          <path d={line(winOrDraw)} fill="none" stroke="#8a4b08" strokeWidth="2" strokeDasharray="5 3" />
        </svg>
        <figcaption id="forecast-summary">
          {summary} Solid line: {firstName.shortName} win (below it); grey band: draw; dashed line and above: {otherName.shortName} win.
        </figcaption>
      </figure>
      <p className="forecast__method">
        From the lead, the wickets, the innings and the overs left in five days. <a href="/cricket-stats/forecast-method">How it works</a>
      </p>
    </section>
  );
}
