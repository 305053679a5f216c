/**
 * Match in graphics: pure SVG builders over a match's numbers (types.ts). The gallery of a
 * finished match lists `matchGraphics(input)`; `matchGraphicSvg` draws one of them by key.
 */
import { manhattanSvg, partnershipsSvg, wormSvg } from "./charts.ts";
import { performersSvg, summarySvg } from "./cards.ts";
import type { MatchGraphicsInput } from "./types.ts";

export type * from "./types.ts";
export { matchShareCard, shareCardSvg, SHARE_CARD, teamScores, type ShareCard } from "./cards.ts";
export { partnershipBars, wormPoints, wormSvg, manhattanSvg, partnershipsSvg } from "./charts.ts";
export { contrast, teamColours, ALL_TEAM_COLOURS } from "./colours.ts";
export { GRAPHIC } from "./frame.ts";
export { summarySvg, performersSvg } from "./cards.ts";

export interface MatchGraphic {
  /** the graphic's name in its URL: "summary", "worm", "manhattan", "manhattan-3", "partnerships-1", "performers" */
  key: string;
  caption: string;
}

/** Grouped manhattans are readable for two innings; a Test's four get one each. */
const groupedManhattan = (input: MatchGraphicsInput) => input.innings.filter((inn) => inn.overRuns.length > 0).length <= 2;

/** The graphics a match's numbers allow, in gallery order, each with a caption that says what it shows. */
export function matchGraphics(input: MatchGraphicsInput): MatchGraphic[] {
  const withOvers = input.innings.filter((inn) => inn.overRuns.length > 0);
  const scores = input.innings.map((inn) => `${inn.team.name} ${inn.runs}/${inn.wickets}`).join(", ");
  const graphics: MatchGraphic[] = [{ key: "summary", caption: `${input.title}: ${input.result}.` }];
  if (withOvers.length > 0) {
    graphics.push({ key: "worm", caption: `How the runs came, over by over: ${scores}.` });
    if (groupedManhattan(input)) {
      graphics.push({ key: "manhattan", caption: `Runs in every over, with the wickets that fell in it.` });
    } else {
      for (const inn of withOvers)
        graphics.push({ key: `manhattan-${inn.inningsNo}`, caption: `Runs in every over of ${inn.team.name}'s innings ${inn.inningsNo}.` });
    }
  }
  for (const inn of input.innings.filter((i) => i.runs > 0 || i.fallOfWickets.length > 0)) {
    graphics.push({ key: `partnerships-${inn.inningsNo}`, caption: `${inn.team.name}'s partnerships in innings ${inn.inningsNo}.` });
  }
  if (input.topBatters.length > 0 || input.topBowlers.length > 0) {
    const best = input.topBatters[0];
    const bowler = input.topBowlers[0];
    const parts = [best && `${best.name} top-scored with ${best.runs}`, bowler && `${bowler.name} took ${bowler.wickets}/${bowler.runs}`];
    graphics.push({ key: "performers", caption: `Top performers: ${parts.filter(Boolean).join("; ")}.` });
  }
  return graphics;
}

/** One graphic of the match by its key, or null when the match has no such graphic. */
export function matchGraphicSvg(input: MatchGraphicsInput, key: string): string | null {
  if (!matchGraphics(input).some((g) => g.key === key)) return null;
  const [name, number] = key.split("-") as [string, string | undefined];
  switch (name) {
    case "summary":
      return summarySvg(input);
    case "worm":
      return wormSvg(input);
    case "manhattan":
      return manhattanSvg(input, number ? [Number(number)] : undefined);
    case "partnerships":
      return partnershipsSvg(input, Number(number));
    case "performers":
      return performersSvg(input);
    default:
      return null;
  }
}
