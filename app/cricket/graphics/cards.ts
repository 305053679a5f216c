import { teamColours } from "./colours.ts";
import { framed } from "./frame.ts";
import { document, el, INK, MUTED, text, wrap } from "./svg.ts";
import type { GraphicInnings, MatchGraphicsInput } from "./types.ts";

const inningsScore = (inn: GraphicInnings) =>
  `${inn.runs}${inn.wickets < 10 ? `/${inn.wickets}` : ""}${inn.declared ? "d" : ""} (${inn.overs} ov)`;

/** Each side's innings, in the order they batted: "176/7 (20 ov)" or "474 & 234/9d". */
export function teamScores(input: MatchGraphicsInput): { team: string; scores: string }[] {
  return input.teams.map((team) => ({
    team: team.name,
    scores: input.innings
      .filter((inn) => inn.team.name === team.name)
      .map(inningsScore)
      .join(" & "),
  }));
}

/** The score summary: both sides' innings, the result, where and when, the player of the match. */
export function summarySvg(input: MatchGraphicsInput): string {
  const colours = teamColours(input.teams[0].name, input.teams[1].name);
  const rows = teamScores(input).map((row, i) => {
    const top = 190 + i * 120;
    return (
      el("rect", { x: 60, y: top, width: 12, height: 90, fill: colours[i]! }) +
      text(96, top + 40, row.team, { "font-size": 40, "font-weight": 700, fill: INK }) +
      text(96, top + 80, row.scores || "Did not bat", { "font-size": 30, fill: colours[i]! })
    );
  });
  const result = wrap(input.result, 60, 2).map((line, i) =>
    text(60, 470 + i * 40, line, { "font-size": 32, "font-weight": 700, fill: INK }),
  );
  const where = [input.venue, input.date].filter(Boolean).join(" · ");
  return framed({
    heading: "Score summary",
    subtitle: input.title,
    footer: input.series,
    body:
      rows.join("") +
      result.join("") +
      text(60, 560, input.playerOfMatch ? `Player of the match: ${input.playerOfMatch}` : where, { "font-size": 24, fill: MUTED }) +
      (input.playerOfMatch ? text(60, 596, where, { "font-size": 22, fill: MUTED }) : ""),
  });
}

/** Top performers: the best five batters by runs and bowlers by wickets (then fewest runs), with bars. */
export function performersSvg(input: MatchGraphicsInput): string {
  const colours = teamColours(input.teams[0].name, input.teams[1].name);
  const colourOf = (team: string) => (team === input.teams[1].name ? colours[1] : colours[0]);
  const batters = input.topBatters.slice(0, 5);
  const bowlers = input.topBowlers.slice(0, 5);
  const maxRuns = Math.max(1, ...batters.map((b) => b.runs));
  const maxWickets = Math.max(1, ...bowlers.map((b) => b.wickets));
  const column = (left: number, title: string, rows: { name: string; team: string; figures: string; share: number }[]) =>
    text(left, 172, title, { "font-size": 26, "font-weight": 700, fill: INK }) +
    rows
      .map((row, i) => {
        const top = 190 + i * 78;
        return (
          text(left, top + 24, row.name, { "font-size": 24, "font-weight": 700, fill: INK }) +
          text(left + 500, top + 24, row.figures, { "font-size": 24, "font-weight": 700, fill: INK, "text-anchor": "end" }) +
          text(left, top + 46, row.team, { "font-size": 17, fill: MUTED }) +
          el("rect", { x: left, y: top + 54, width: Math.max(4, Math.round(row.share * 500)), height: 12, rx: 3, fill: colourOf(row.team) })
        );
      })
      .join("");
  const legend = input.teams.map((team, i) => ({ colour: colours[i]!, label: team.name }));
  return framed({
    heading: "Top performers",
    subtitle: input.title,
    footer: input.series,
    legend,
    body:
      column(
        60,
        "Most runs",
        batters.map((b) => ({
          name: b.name,
          team: b.team,
          figures: `${b.runs}${b.notOut ? "*" : ""} (${b.balls})`,
          share: b.runs / maxRuns,
        })),
      ) +
      column(
        640,
        "Most wickets",
        bowlers.map((b) => ({ name: b.name, team: b.team, figures: `${b.wickets}/${b.runs} (${b.overs})`, share: b.wickets / maxWickets })),
      ),
  });
}

/** The share card's size: what X/Twitter's large card and Facebook's link preview expect. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** What a share card says: a small label, a headline, a few lines under it, and a last line. */
export interface ShareCard {
  eyebrow: string;
  title: string;
  lines: string[];
  footer: string;
  /** colours of the stripes along the left edge (a match's two sides) */
  accents?: string[];
}

/** A 1200×630 share card (og:image): dark ground, white headline, the site's name. */
export function shareCardSvg(card: ShareCard): string {
  const { width, height } = SHARE_CARD;
  const accents = card.accents?.length ? card.accents : ["#0b7d5b"];
  const stripe = height / accents.length;
  const title = wrap(card.title, 30, card.lines.length > 1 ? 2 : 3);
  const titleTop = 190;
  const linesTop = titleTop + title.length * 72 + 20;
  return document(
    width,
    height,
    card.title,
    el("rect", { width, height, fill: "#0f2a20" }) +
      accents
        .map((colour, i) => el("rect", { x: 0, y: Math.round(i * stripe), width: 24, height: Math.ceil(stripe), fill: colour }))
        .join("") +
      text(80, 110, card.eyebrow.toUpperCase(), { "font-size": 30, "font-weight": 700, fill: "#7fe0b5", "letter-spacing": 2 }) +
      title.map((line, i) => text(80, titleTop + i * 72, line, { "font-size": 62, "font-weight": 700, fill: "#ffffff" })).join("") +
      card.lines
        .slice(0, 3)
        .flatMap((line) => wrap(line, 52, 1))
        .map((line, i) => text(80, linesTop + 20 + i * 50, line, { "font-size": 36, fill: "#ffffff" }))
        .join("") +
      wrap(card.footer, 44, 1)
        .map((line) => text(80, height - 60, line, { "font-size": 34, "font-weight": 700, fill: "#ffffff" }))
        .join("") +
      text(width - 60, height - 60, "Cricket Edge", { "font-size": 30, "font-weight": 700, fill: "#7fe0b5", "text-anchor": "end" }),
  );
}

/** A match's share card: both sides' scores and the result (or its state while it is not over). */
export function matchShareCard(input: MatchGraphicsInput): ShareCard {
  const colours = teamColours(input.teams[0].name, input.teams[1].name);
  const lines = teamScores(input)
    .filter((row) => row.scores)
    .map((row) => `${row.team}  ${row.scores}`);
  return {
    eyebrow: input.series,
    title: input.title,
    lines: lines.length ? lines : [[input.venue, input.date].filter(Boolean).join(" · ")],
    footer: input.result,
    accents: colours,
  };
}
