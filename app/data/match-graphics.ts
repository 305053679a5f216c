import { matchGraphics, type MatchGraphicsInput } from "../cricket/graphics/index.ts";
import type { MatchData } from "./contract.ts";
import { type GalleryDetail, graphicImageId } from "./gallery-schemas.ts";
import type { CommentaryItem, MatchInfo, Scorecard } from "./schemas.ts";
import { dayText } from "../cricket/day-text.ts";

/**
 * The numbers the match graphics are drawn from, taken from what the match pages read: the
 * match, its scorecard and the over summaries of its commentary (runs and wickets per over).
 */
export function graphicsInputFrom(info: MatchInfo, scorecard: Scorecard, overItems: readonly CommentaryItem[]): MatchGraphicsInput {
  const teamOf = (id: number) => info.teams.find((team) => team.id === id) ?? info.teams[0];
  const innings = scorecard.innings
    .filter((inn) => !inn.superOver)
    .map((inn) => {
      const overs = overItems.filter((item) => item.kind === "over" && item.over && item.inningsNo === inn.inningsNo);
      const count = Math.max(0, ...overs.map((item) => item.over!.overNumber));
      const overRuns = Array.from({ length: count }, () => 0);
      const overWickets = Array.from({ length: count }, () => 0);
      for (const item of overs) {
        overRuns[item.over!.overNumber - 1] = item.over!.runs;
        overWickets[item.over!.overNumber - 1] = item.over!.balls.filter((ball) => ball.includes("W")).length;
      }
      const team = teamOf(inn.battingTeam.id);
      return {
        inningsNo: inn.inningsNo,
        team: { name: team.name, shortName: team.shortName },
        runs: inn.runs,
        wickets: inn.wickets,
        overs: inn.overs,
        declared: inn.declared,
        overRuns,
        overWickets,
        fallOfWickets: inn.fallOfWickets.map((fall) => ({ wicket: fall.wicket, runs: fall.runs, batter: fall.player.name })),
      };
    });
  const main = scorecard.innings.filter((inn) => !inn.superOver);
  const batters = main
    .flatMap((inn) =>
      inn.batting.map((b) => ({
        name: b.player.name,
        team: teamOf(inn.battingTeam.id).name,
        runs: b.runs,
        balls: b.balls,
        notOut: !b.isOut,
      })),
    )
    .filter((b) => b.balls > 0 || b.runs > 0)
    .sort((a, b) => b.runs - a.runs || a.balls - b.balls);
  const bowlers = main
    .flatMap((inn) =>
      inn.bowling.map((b) => ({
        name: b.player.name,
        team: teamOf(inn.bowlingTeam.id).name,
        wickets: b.wickets,
        runs: b.runs,
        overs: b.overs,
      })),
    )
    .sort((a, b) => b.wickets - a.wickets || a.runs - b.runs);
  return {
    title: `${info.teams[0].name} vs ${info.teams[1].name}, ${info.description}`,
    series: info.series.name,
    venue: info.venue ? [info.venue.name, info.venue.city].filter(Boolean).join(", ") : null,
    date: dayText(info.startDate),
    result: scorecard.status || info.status,
    teams: [
      { name: info.teams[0].name, shortName: info.teams[0].shortName },
      { name: info.teams[1].name, shortName: info.teams[1].shortName },
    ],
    innings,
    topBatters: batters.slice(0, 5),
    topBowlers: bowlers.filter((b) => b.wickets > 0).slice(0, 5),
    playerOfMatch: info.playersOfMatch.map((p) => p.name).join(", ") || null,
  };
}

/** A match's numbers for its graphics, read through the contract; null for an unknown match or one without a scorecard. */
export async function loadGraphicsInput(data: Pick<MatchData, "match" | "scorecard" | "fullCommentary">, id: number) {
  const [info, scorecard] = await Promise.all([data.match(id), data.scorecard(id)]);
  if (!info || !scorecard) return null;
  const overs = await Promise.all(
    scorecard.innings.filter((inn) => !inn.superOver).map((inn) => data.fullCommentary(id, { inningsNo: inn.inningsNo })),
  );
  return {
    info,
    input: graphicsInputFrom(
      info,
      scorecard,
      overs.flatMap((items) => items ?? []),
    ),
  };
}

/** The headline of a finished match's gallery (its id is the match's own). */
export const matchGalleryHeadline = (info: { teams: readonly [{ name: string }, { name: string }]; description: string }) =>
  `${info.teams[0].name} vs ${info.teams[1].name}, ${info.description}: the match in graphics`;

/** A finished match's generated gallery: its graphics as photos, tagged with the teams, series, ground and format. */
export function matchGallery(info: MatchInfo, input: MatchGraphicsInput): GalleryDetail {
  const graphics = matchGraphics(input);
  return {
    id: info.id,
    headline: matchGalleryHeadline(info),
    imageId: graphicImageId(info.id, "summary"),
    publishedTime: info.endTime ?? info.startTime,
    matchId: info.id,
    photos: graphics.map((g) => ({ imageId: graphicImageId(info.id, g.key), caption: g.caption })),
    tags: [info.teams[0].name, info.teams[1].name, info.series.name, info.venue?.name, info.format]
      .filter((name): name is string => Boolean(name))
      .map((itemName) => ({ itemName })),
  };
}
