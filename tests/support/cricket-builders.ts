/** Builders for hand-made deliveries, innings and matches in unit tests (not part of the public API). */
import type { Delivery, Extras, Fielder, Innings, MatchInput, PersonId, Wicket, WicketKind } from "../../app/cricket/types.ts";

export interface BallSpec {
  /** 0-based over; when absent, deliveriesFrom() works it out from the legal balls so far. */
  over?: number;
  batter?: PersonId;
  nonStriker?: PersonId;
  bowler?: PersonId;
  /** Runs off the bat. */
  runs?: number;
  nonBoundary?: boolean;
  extras?: Extras;
  wickets?: Wicket[];
}

export function ball(spec: BallSpec = {}): Delivery {
  const extras = spec.extras ?? {};
  const extraRuns = Object.values(extras).reduce((sum: number, value) => sum + (value ?? 0), 0);
  const batterRuns = spec.runs ?? 0;
  return {
    over: spec.over ?? 0,
    batter: spec.batter ?? "A",
    nonStriker: spec.nonStriker ?? "B",
    bowler: spec.bowler ?? "X",
    runs: { batter: batterRuns, extras: extraRuns, total: batterRuns + extraRuns, ...(spec.nonBoundary ? { nonBoundary: true } : {}) },
    extras,
    wickets: spec.wickets ?? [],
  };
}

/** Deliveries in order; each one without an explicit over goes into the over its legal-ball count puts it in. */
export function deliveriesFrom(specs: readonly BallSpec[], ballsPerOver = 6, firstOver = 0): Delivery[] {
  let legalBalls = 0;
  return specs.map((spec) => {
    const delivery = ball({ over: firstOver + Math.floor(legalBalls / ballsPerOver), ...spec });
    if (!delivery.extras.wides && !delivery.extras.noballs) legalBalls += 1;
    return delivery;
  });
}

/** `count` copies of one delivery spec (e.g. dot balls, singles), overs numbered automatically. */
export function repeat(count: number, spec: BallSpec = {}): BallSpec[] {
  return Array.from({ length: count }, () => ({ ...spec }));
}

export function wicket(kind: WicketKind, playerOut: PersonId, ...fielders: Array<PersonId | Fielder>): Wicket {
  return { kind, playerOut, fielders: fielders.map((fielder) => (typeof fielder === "string" ? { id: fielder } : fielder)) };
}

export function innings(team: string, specs: readonly BallSpec[], extra: Partial<Innings> = {}): Innings {
  return { team, deliveries: deliveriesFrom(specs), ...extra };
}

export function match(partial: Partial<MatchInput> & Pick<MatchInput, "innings">): MatchInput {
  return {
    matchType: "T20",
    ballsPerOver: 6,
    overs: 20,
    teams: ["Home", "Away"],
    players: {},
    names: {},
    ...partial,
  };
}

/**
 * `legalBalls` deliveries scoring `runs` between them (spread evenly, odd runs at the end, so the
 * total is reached on the last ball), the last `wickets` of them each taking a wicket ("bowled",
 * players W1, W2, ...).
 */
export function scoringBalls(runs: number, legalBalls: number, wickets = 0): BallSpec[] {
  return Array.from({ length: legalBalls }, (_, index): BallSpec => {
    const spec: BallSpec = { runs: Math.floor(runs / legalBalls) + (index >= legalBalls - (runs % legalBalls) ? 1 : 0) };
    const wicketNumber = index - (legalBalls - wickets) + 1;
    if (wicketNumber >= 1) spec.wickets = [wicket("bowled", `W${wicketNumber}`)];
    return spec;
  });
}
