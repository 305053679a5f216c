/**
 * npm run check:files [-- SOURCES]
 * Runs the importer's checks (parsing, then what the scoring API would refuse: decision 035) over
 * every match file of the sources, without a database: each file the import would skip, with its
 * reason, and how many outcomes agree by each documented rule. SOURCES as for npm run import
 * (folders or Cricsheet zips separated by ":"; default the bundle and the history). About 2 min
 * for the whole default data.
 */
import "./lib/node-version.ts";
import { checkOutcome, type OutcomeBasis } from "../app/cricket/result.ts";
import { checkFinishedMatch, parseCricsheet } from "../app/data/cricsheet.ts";
import { matchFiles } from "./lib/match-files.ts";
import { cricsheetSources } from "./lib/paths.ts";

const sources = cricsheetSources(process.argv[2]);
if (!sources) throw new Error("no Cricsheet sources: name them (folders or zips separated by ':') or set CRICSHEET_DIR");
const decoder = new TextDecoder();
const bases: Partial<Record<OutcomeBasis, number>> = {};
const refused: { path: string; reason: string }[] = [];
let files = 0;
for (const source of sources) {
  for (const file of await matchFiles(source)) {
    files += 1;
    try {
      const input = checkFinishedMatch(parseCricsheet(decoder.decode(await file.read())));
      const check = checkOutcome(input);
      if (check.agrees) bases[check.basis] = (bases[check.basis] ?? 0) + 1;
    } catch (error) {
      refused.push({ path: file.origin, reason: (error as Error).message });
    }
  }
}
for (const { path, reason } of refused) console.log(`refused ${path}: ${reason}`);
console.log(`${files} files, ${refused.length} refused; outcomes accepted: ${JSON.stringify(bases)}`);
