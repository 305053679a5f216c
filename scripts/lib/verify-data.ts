import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { OutcomeBasis } from "../../app/cricket/result.ts";
import { compareSummaries, type ScorecardSummary } from "../../app/data/scorecard-summary.ts";
import { hscardSchema, summariseHscard } from "../../app/data/upstream/hscard.server.ts";
import type { startToolsWorker } from "./tools-worker.ts";

type Tools = Awaited<ReturnType<typeof startToolsWorker>>;

export interface OutcomeCheck {
  total: number;
  disagreements: { matchId: number; differences: string[] }[];
  /** matches that agree, by what they agree on (app/cricket/result.ts checkOutcome) */
  bases: Partial<Record<OutcomeBasis, number>>;
}

/** Every imported match: the result derived from its balls against Cricsheet's recorded outcome, page by page. */
export async function checkOutcomes(tools: Tools): Promise<OutcomeCheck> {
  const check: OutcomeCheck = { total: 0, disagreements: [], bases: {} };
  let after: number | null = 0;
  while (after !== null) {
    const page: OutcomeCheck & { next: number | null } = await tools.call(`/verify/outcomes?after=${after}`);
    check.total += page.total;
    check.disagreements.push(...page.disagreements);
    for (const [basis, count] of Object.entries(page.bases) as [OutcomeBasis, number][])
      check.bases[basis] = (check.bases[basis] ?? 0) + count;
    after = page.next;
  }
  return check;
}

export interface AggregateCheck {
  name: string;
  compared: number;
  differences: unknown[];
}

/** The stored aggregates against the balls, one check a request (on the full data one check takes minutes). */
export async function checkAggregates(tools: Tools): Promise<AggregateCheck[]> {
  const checks: AggregateCheck[] = [];
  for (let index = 0; ; index += 1) {
    const [check] = await tools.call<AggregateCheck[]>(`/verify/aggregates?check=${index}`);
    if (check === undefined) return checks;
    checks.push(check);
  }
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
