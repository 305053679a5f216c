import type { CommentaryItem, OverSummary } from "../../../data/schemas.ts";
import { plural } from "../../../cricket/plural.ts";

/** Text with the item's bold spans emphasised, in order of appearance. */
export function RichText({ text, bold }: { text: string; bold: readonly string[] }) {
  const parts: React.ReactNode[] = [];
  let rest = text;
  let key = 0;
  for (const span of bold) {
    const at = rest.indexOf(span);
    if (span === "" || at < 0) continue;
    if (at > 0) parts.push(rest.slice(0, at));
    parts.push(<b key={key++}>{span}</b>);
    rest = rest.slice(at + span.length);
  }
  if (rest) parts.push(rest);
  return <>{parts}</>;
}

export function OverBox({ over }: { over: OverSummary }) {
  return (
    <div className="over-box">
      <div className="over-box__head">
        <span className="over-box__over">Over {over.overNumber}</span>
        <span className="over-box__runs">{plural(over.runs, "run")}</span>
        <span className="over-box__balls">
          {over.balls.map((ball, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ball's place in its over is its identity
            <span key={i} className={`ball-chip ball-chip--${ballKind(ball)}`}>
              {ball}
            </span>
          ))}
        </span>
      </div>
      <div className="over-box__body">
        <span>
          {over.battingTeam} {over.score} after {plural(over.overNumber, "over")}
        </span>
        <span>{over.batters.map((b) => `${b.name} ${b.runs}(${b.balls})`).join(" · ")}</span>
        {over.bowler && (
          <span>
            {over.bowler.name} {over.bowler.figures}
          </span>
        )}
      </div>
    </div>
  );
}

function ballKind(token: string): string {
  if (token.includes("W")) return "wicket";
  if (token === "4") return "four";
  if (token === "6") return "six";
  return token.match(/wd|nb|lb|b/) ? "extra" : "run";
}

export function CommentaryList({ items }: { items: readonly CommentaryItem[] }) {
  return (
    <ol className="commentary">
      {items.map((item) => (
        <li
          key={item.key}
          id={`comm-${item.key}`}
          data-key={item.key}
          className={`comm comm--${item.kind} comm--${item.event.toLowerCase()}`}
        >
          {item.kind === "over" && item.over ? (
            <OverBox over={item.over} />
          ) : (
            <>
              {item.kind === "ball" && <span className="comm__over">{item.overLabel}</span>}
              <div className="comm__body">
                <p className="comm__text">
                  <RichText text={item.text} bold={item.bold} />
                </p>
                {item.swing && <SwingNote swing={item.swing} />}
              </div>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

const percent = (chance: number) => `${Math.round(chance * 100)}%`;

/** A ball that swung the win probability (decision 049): the side's chance before and after it, in words. */
function SwingNote({ swing }: { swing: NonNullable<CommentaryItem["swing"]> }) {
  const up = swing.to > swing.from;
  return (
    <p className={`comm__swing comm__swing--${up ? "up" : "down"}`}>
      <span className="comm__swing-label">Swing ball:</span> {swing.team}'s win probability {percent(swing.from)} → {percent(swing.to)}
    </p>
  );
}
