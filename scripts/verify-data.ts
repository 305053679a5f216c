/**
 * npm run verify:data
 * 1. Recomputes every imported match from its balls and compares the result with Cricsheet's
 *    recorded outcome (winner, margin, method): prints "N/N outcomes agree".
 * 2. Compares the 29 completed Cricbuzz IPL 2024 scorecards in ../shared/data/cricbuzz-samples
 *    with the Cricsheet twins: prints "29/29 scorecards agree" or names each difference.
 * 3. Checks the stored aggregates (player lines, team lines, league tables, venue records) against
 *    the balls and results they were derived from: prints "N/N aggregate checks agree".
 * Exits non-zero on any disagreement.
 */
import "./lib/node-version.ts";
import { cricbuzzSamplesDir, LOCAL_STATE } from "./lib/paths.ts";
import { startToolsWorker } from "./lib/tools-worker.ts";
import { checkCricbuzzScorecards, checkOutcomes } from "./lib/verify-data.ts";

const tools = await startToolsWorker(process.env.CRICKET_STATE_DIR ?? LOCAL_STATE);
let failed = false;
try {
  const outcomes = await checkOutcomes(tools);
  for (const { matchId, differences } of outcomes.disagreements) console.log(`match ${matchId}: ${differences.join("; ")}`);
  const agree = outcomes.total - outcomes.disagreements.length;
  console.log(`${agree}/${outcomes.total} outcomes agree`);
  failed ||= outcomes.total === 0 || agree !== outcomes.total;

  const checks = await tools.call<{ name: string; compared: number; differences: unknown[] }[]>("/verify/aggregates");
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
