/**
 * Dismissal text in Cricbuzz's short style: "c Klaasen b Maharaj", "c & b Maharaj", "lbw b Bumrah",
 * "st Pant b Kuldeep Yadav", "run out (Miller/de Kock)", "c sub (Rinku Singh) b Rana", "retired hurt".
 */
import { matchShortName } from "./names.ts";
import type { Fielder, PersonId, Wicket } from "./types.ts";

type Names = Readonly<Record<PersonId, string>>;

/** A fielder as printed in a dismissal; an unnamed fielder is "?" (Cricsheet always names them in practice). */
export function fielderLabel(fielder: Fielder | undefined, names: Names): string {
  const name = fielder?.id === undefined ? undefined : matchShortName(names, fielder.id);
  if (fielder?.substitute) return name === undefined ? "sub" : `sub (${name})`;
  return name ?? "?";
}

export function describeDismissal(wicket: Wicket, bowler: PersonId, names: Names): string {
  const bowlerName = matchShortName(names, bowler);
  const firstFielder = wicket.fielders[0];
  switch (wicket.kind) {
    case "caught":
      // Some sources record a return catch as "caught" by the bowler himself.
      if (firstFielder?.id === bowler && !firstFielder.substitute) return `c & b ${bowlerName}`;
      return `c ${fielderLabel(firstFielder, names)} b ${bowlerName}`;
    case "caught and bowled":
      return `c & b ${bowlerName}`;
    case "bowled":
      return `b ${bowlerName}`;
    case "lbw":
      return `lbw b ${bowlerName}`;
    case "stumped":
      return `st ${fielderLabel(firstFielder, names)} b ${bowlerName}`;
    case "hit wicket":
      return `hit wicket b ${bowlerName}`;
    case "run out":
      return wicket.fielders.length === 0
        ? "run out"
        : `run out (${wicket.fielders.map((fielder) => fielderLabel(fielder, names)).join("/")})`;
    default:
      // retired hurt / out / not out, obstructing the field, timed out, handled the ball,
      // hit the ball twice: Cricbuzz prints the kind itself.
      return wicket.kind;
  }
}
