/**
 * npm run verify:data
 * 1. Recomputes every imported match from its balls and compares the result with Cricsheet's
 *    recorded outcome (winner, margin, method): prints "N/N outcomes agree", and how many agree
 *    by each documented rule (the record for awarded matches, a recorded rain rule, balls that
 *    stop short: app/cricket/result.ts checkOutcome, decision 035).
 * 2. Compares the 29 completed Cricbuzz IPL 2024 scorecards in ../shared/data/cricbuzz-samples
 *    with the Cricsheet twins: prints "29/29 scorecards agree" or names each difference.
 * 3. Checks the stored aggregates (player lines, team lines, league tables, venue records) against
 *    the balls and results they were derived from: prints "N/N aggregate checks agree".
 * Exits non-zero on any disagreement.
 */
import "./lib/node-version.ts";
import { cricbuzzSamplesDir, LOCAL_STATE } from "./lib/paths.ts";
import { startToolsWorker } from "./lib/tools-worker.ts";
import { checkAggregates, checkCricbuzzScorecards, checkOutcomes } from "./lib/verify-data.ts";
import type { OutcomeBasis } from "../app/cricket/result.ts";

const BASIS_LABELS: Record<OutcomeBasis, string> = {
  balls: "from the balls",
  record: "from the record where balls cannot show it (awarded, bowl-out, no ball bowled)",
  "rain rule": "by a recorded rain rule (D/L)",
  "balls stop short": "where the file's balls stop short of the end",
};

const tools = await startToolsWorker(process.env.CRICKET_STATE_DIR ?? LOCAL_STATE);
let failed = false;
try {
  const outcomes = await checkOutcomes(tools);
  for (const { matchId, differences } of outcomes.disagreements) console.log(`match ${matchId}: ${differences.join("; ")}`);
  const agree = outcomes.total - outcomes.disagreements.length;
  // What each agrees on: the balls, or a documented rule (app/cricket/result.ts checkOutcome, decision 035).
  const bases = Object.entries(outcomes.bases).map(([basis, count]) => `${count} ${BASIS_LABELS[basis as OutcomeBasis]}`);
  console.log(`${agree}/${outcomes.total} outcomes agree${bases.length ? ` (${bases.join(", ")})` : ""}`);
  failed ||= outcomes.total === 0 || agree !== outcomes.total;

  const checks = await checkAggregates(tools);
  for (const check of checks) {
    const verdict = check.differences.length ? `DIFFERS, e.g. ${JSON.stringify(check.differences.slice(0, 3))}` : "agree";
    console.log(`  ${check.name}: ${check.compared} stored, ${verdict}`);
  }
  const checksAgree = checks.filter((check) => check.differences.length === 0).length;
  console.log(`${checksAgree}/${checks.length} aggregate checks agree`);
  failed ||= checksAgree !== checks.length;

  const samples = cricbuzzSamplesDir();
  if (!samples) {
    console.log("Cricbuzz samples not found (../shared/data/cricbuzz-samples): scorecard check not run");
    failed = true;
  } else {
    const cards = await checkCricbuzzScorecards(tools, samples);
    for (const { file, differences } of cards.disagreements) {
      console.log(`${file}:\n  ${differences.join("\n  ")}`);
    }
    const cardsAgree = cards.total - cards.disagreements.length;
    console.log(`${cardsAgree}/${cards.total} scorecards agree`);
    failed ||= cards.total === 0 || cardsAgree !== cards.total;
  }
} finally {
  await tools.dispose();
}
process.exit(failed ? 1 : 0);
