import { readFileSync } from "node:fs";
import path from "node:path";
import { checkFinishedMatch, CricsheetFormatError, parseCricsheet } from "../../../app/data/cricsheet.ts";
import { matchStatements, type PreparedBatch, type PreparedStatement } from "../../../app/data/embedded/index.server.ts";
import { parseTeamNames } from "../../../app/data/team-names-file.ts";
import { REPO_ROOT } from "../paths.ts";

export type PreparedMatch = ({ status: "prepared" } & PreparedBatch) | { status: "skipped"; reason: string };

/**
 * Stands in for D1 while the match's statements are built: it keeps each statement's SQL and
 * parameters, which the writer prepares and binds on the real database (decisions 039, 044).
 */
const recorder = {
  prepare: (sql: string) => ({ bind: (...params: PreparedStatement["params"]) => ({ sql, params }) }),
} as unknown as D1Database;

/** Which team each side's name is (data/team-names.csv, decision 036), read once per thread: Node cannot import a .csv as the Workers' bundles do. */
const teamNames = parseTeamNames(readFileSync(path.join(REPO_ROOT, "data", "team-names.csv"), "utf8"));

/**
 * A Cricsheet file as the statements of its one D1 batch: parsed, checked and derived by the same
 * code the scoring API uses (matchStatements), here in Node, so the tools Worker only writes.
 */
export function prepareMatch(matchId: number, text: string, source: { contentHash: string; path: string }): PreparedMatch {
  try {
    const match = parseCricsheet(text);
    // A finished match's file the scoring API would have refused is reported, not stored (decision 035).
    const input = checkFinishedMatch(match);
    const statements = matchStatements(recorder, matchId, match, source, { teamNames, input }) as unknown as PreparedStatement[];
    const balls = match.innings.reduce((sum, innings) => sum + innings.overs.reduce((n, over) => n + over.deliveries.length, 0), 0);
    return { status: "prepared", revision: match.meta.revision, balls, statements };
  } catch (error) {
    const reason = error instanceof CricsheetFormatError ? error.message : `could not be written: ${(error as Error).message}`;
    return { status: "skipped", reason };
  }
}
