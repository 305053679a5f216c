/**
 * Headlines. The variant is picked by rule (result kind, stage, finish, standout performance) and,
 * among equivalent wordings, by a seed computed from the match, so the same match always gets
 * the same headline.
 */
import { capitalise, ordinalWord, withArticle } from "./text.ts";

export type HeadlineStage = "final" | "semi-final" | "other";

/** A performance big enough to lead the headline. */
export type Standout = { kind: "batting"; name: string; runs: number } | { kind: "bowling"; name: string; figures: string };

export type HeadlineInput =
  | {
      kind: "win";
      winner: string;
      loser: string;
      /** "by 7 runs", "by 6 wickets", "by an innings and 33 runs"; "" when there is none (awarded). */
      margin: string;
      /** "DLS" when a rain rule decided the result. */
      method?: string;
      awarded?: boolean;
      /** A chase that won with the last ball of its overs. */
      lastBall?: boolean;
      standout?: Standout;
      stage: HeadlineStage;
      seriesName: string;
      seed: number;
    }
  | {
      kind: "tie";
      /** Batting order. */
      teams: [string, string];
      /** Winner of the Super Over (or eliminator). */
      eliminator?: string;
      /** Complete pairs of Super Overs played. */
      superOvers: number;
      stage: HeadlineStage;
      seriesName: string;
      city?: string;
    }
  | { kind: "draw"; teams: [string, string]; testLabel: string; city?: string }
  | { kind: "no result"; teams: [string, string]; city?: string };

/** The headline's fragment that quotes the standout figure ("Kohli's 76"), for checking against the scorecard. */
export interface HeadlineText {
  headline: string;
  /** Present when the headline quotes a figure. */
  quoted?: string;
}

const BATTING_TEMPLATES: ReadonlyArray<(name: string, runs: number, winner: string, loser: string) => HeadlineText> = [
  (name, runs, winner, loser) => ({ headline: `${name}'s ${runs} lifts ${winner} past ${loser}`, quoted: `${name}'s ${runs}` }),
  (name, runs, winner, loser) => ({ headline: `${name}'s ${runs} sets up ${winner} win over ${loser}`, quoted: `${name}'s ${runs}` }),
  (name, runs, winner, loser) => ({ headline: `${name} hits ${runs} as ${winner} beat ${loser}`, quoted: `${name} hits ${runs}` }),
];

const BOWLING_TEMPLATES: ReadonlyArray<(name: string, figures: string, winner: string, loser: string) => HeadlineText> = [
  (name, figures, winner, loser) => ({
    headline: `${name} takes ${figures} as ${winner} beat ${loser}`,
    quoted: `${name} takes ${figures}`,
  }),
  (name, figures, winner, loser) => ({
    headline: `${name}'s ${figures} sets up ${winner} win over ${loser}`,
    quoted: `${name}'s ${figures}`,
  }),
];

function pick<T>(list: readonly T[], seed: number): T | undefined {
  return list[Math.abs(Math.trunc(seed)) % list.length];
}

function atCity(city: string | undefined): string {
  return city === undefined || city === "" ? "" : ` in ${city}`;
}

/** The headline, starting with a capital ("De Kock's 97 …"); a quoted figure at its start is capitalised with it. */
export function writeHeadline(input: HeadlineInput): HeadlineText {
  const text = headlineText(input);
  const headline = capitalise(text.headline);
  if (text.quoted === undefined) return { headline };
  return { headline, quoted: text.headline.startsWith(text.quoted) ? capitalise(text.quoted) : text.quoted };
}

function headlineText(input: HeadlineInput): HeadlineText {
  switch (input.kind) {
    case "no result":
      return { headline: `No result in ${input.teams[0]} v ${input.teams[1]}${atCity(input.city)}` };
    case "draw":
      return { headline: `${input.teams[0]} and ${input.teams[1]} draw ${input.testLabel}${atCity(input.city)}` };
    case "tie": {
      const [first, second] = input.teams;
      if (input.eliminator === undefined) return { headline: `${first} and ${second} tie${atCity(input.city)}` };
      const other = input.eliminator === first ? second : first;
      const decider =
        input.superOvers > 1
          ? `${ordinalWord(input.superOvers)} Super Over`
          : input.superOvers === 1
            ? "Super Over"
            : "eliminator after tie";
      const title = input.stage === "final" ? ` to win ${withArticle(input.seriesName)}` : "";
      return { headline: `${input.eliminator} beat ${other} in ${decider}${title}` };
    }
    case "win": {
      const { winner, loser } = input;
      if (input.awarded) return { headline: `${winner} awarded match against ${loser}` };
      const margin = input.margin === "" ? "" : ` ${input.margin}`;
      const method = input.method === undefined ? "" : ` on ${input.method} method`;
      if (input.stage === "final") return { headline: `${winner} beat ${loser}${margin}${method} to win ${withArticle(input.seriesName)}` };
      if (input.stage === "semi-final")
        return { headline: `${winner} beat ${loser}${margin}${method} to reach ${withArticle(input.seriesName)} final` };
      if (input.lastBall && input.method === undefined) return { headline: `${winner} beat ${loser} off last ball` };
      const standout = input.method === undefined ? input.standout : undefined;
      if (standout?.kind === "batting") {
        const template = pick(BATTING_TEMPLATES, input.seed);
        if (template !== undefined) return template(standout.name, standout.runs, winner, loser);
      }
      if (standout?.kind === "bowling") {
        const template = pick(BOWLING_TEMPLATES, input.seed);
        if (template !== undefined) return template(standout.name, standout.figures, winner, loser);
      }
      return { headline: `${winner} beat ${loser}${margin}${method}` };
    }
  }
}
