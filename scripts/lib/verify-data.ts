import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { compareSummaries, type ScorecardSummary } from "../../app/data/scorecard-summary.ts";
import { hscardSchema, summariseHscard } from "../../app/data/upstream/hscard.server.ts";
import type { startToolsWorker } from "./tools-worker.ts";

type Tools = Awaited<ReturnType<typeof startToolsWorker>>;

export interface OutcomeCheck {
  total: number;
  disagreements: { matchId: number; differences: string[] }[];
}

/** Every imported match: the result derived from its balls against Cricsheet's recorded outcome. */
export function checkOutcomes(tools: Tools): Promise<OutcomeCheck> {
  return tools.call<OutcomeCheck>("/verify/outcomes");
}

export interface ScorecardCheck {
  total: number;
  disagreements: { file: string; differences: string[] }[];
}

/**
 * The completed IPL 2024 Cricbuzz scorecards (mcenter-v1-id-hscard/*_complete.json) against the
 * imported Cricsheet twins, paired by match number ("1st Match" ↔ event.match_number 1).
 */
export async function checkCricbuzzScorecards(tools: Tools, samplesDir: string): Promise<ScorecardCheck> {
  const folder = path.join(samplesDir, "mcenter-v1-id-hscard");
  const files = (await readdir(folder)).filter((f) => f.endsWith(".json")).sort();
  const check: ScorecardCheck = { total: 0, disagreements: [] };
  for (const file of files) {
    const card = hscardSchema.parse(JSON.parse(await readFile(path.join(folder, file), "utf8")));
    if (card.scoreCard.length === 0) continue; // pre-match: nothing to compare
    check.total++;
    const number = Number(/^(\d+)\w* Match/.exec(card.matchHeader?.matchDescription ?? "")?.[1]);
    const season = String(card.matchHeader?.seriesName?.match(/\d{4}/)?.[0] ?? "");
    const query = new URLSearchParams({ series: "Indian Premier League", season, number: String(number) });
    let ours: ScorecardSummary;
    try {
      ours = (await tools.call<{ summary: ScorecardSummary }>(`/scorecard-summary?${query}`)).summary;
    } catch {
      check.disagreements.push({ file, differences: [`no imported Cricsheet match for IPL ${season} match ${number}`] });
      continue;
    }
    const differences = compareSummaries(summariseHscard(card), ours);
    if (differences.length) check.disagreements.push({ file, differences });
  }
  return check;
}
