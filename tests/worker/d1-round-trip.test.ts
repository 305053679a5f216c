import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { deriveMatchResult } from "../../app/cricket/result.ts";
import { parseCricsheet, toMatchInput } from "../../app/data/cricsheet.ts";
import { loadMatchInput } from "../../app/data/embedded/match-input.server.ts";
import { bundledTeamNames } from "../../app/data/embedded/store/franchises.ts";
import { matchStatements } from "../../app/data/embedded/store/match-statements.server.ts";
import { importFixtures } from "./import.ts";

const FIXTURES = ["1415755", "1415711", "1426557", "1384426"];

describe("a match stored in D1 reads back exactly as the file says", () => {
  beforeAll(() => importFixtures(...FIXTURES));

  test.each(FIXTURES)("match %s: every ball, wicket, review, replacement and powerplay survives", async (id) => {
    const fromFile = toMatchInput(parseCricsheet(env.TEST_MATCHES[id]!));
    const stored = await loadMatchInput(env.DB, Number(id));
    // Names of people the balls never mention (reserve umpires, …) are not needed by the core.
    expect({ ...stored!.input, names: {} }).toEqual({ ...fromFile, names: {} });
    for (const [personId, name] of Object.entries(stored!.input.names)) expect(fromFile.names[personId]).toBe(name);
  });

  test("stored innings totals are the core's", async () => {
    const rows = await env.DB.prepare(
      "SELECT innings_no, runs, wickets, legal_balls FROM innings WHERE match_id = 1415755 ORDER BY innings_no",
    ).all();
    expect(rows.results).toEqual([
      { innings_no: 1, runs: 176, wickets: 7, legal_balls: 120 },
      { innings_no: 2, runs: 169, wickets: 8, legal_balls: 120 },
    ]);
  });

  test("the tie is decided by the super over, the Test is drawn, the D/L result keeps its method", async () => {
    const result = async (id: number) => deriveMatchResult((await loadMatchInput(env.DB, id))!.input);
    expect(await result(1415711)).toMatchObject({ result: "tie", eliminator: "United States of America" });
    expect(await result(1426557)).toMatchObject({ result: "draw" });
    expect(await result(1384426)).toMatchObject({ winner: "Pakistan", method: "D/L" });
  });

  test("an unknown match id reads as null", async () => {
    expect(await loadMatchInput(env.DB, 999)).toBeNull();
  });
});

test("a match goes in as one transaction: a failing statement leaves nothing of it behind", async () => {
  const match = parseCricsheet(env.TEST_MATCHES["1415755"]!);
  const statements = matchStatements(env.DB, 4242, match, { contentHash: "x", path: "x" }, { teamNames: await bundledTeamNames() });
  // Break the last statement: the batch must roll back the match, its innings and balls.
  statements.push(env.DB.prepare("INSERT INTO innings (match_id, innings_no) VALUES (4242, 1)"));
  await expect(env.DB.batch(statements)).rejects.toThrow();
  const counts = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM matches WHERE id = 4242) AS matches,
            (SELECT count(*) FROM deliveries WHERE match_id = 4242) AS balls,
            (SELECT count(*) FROM imported_files WHERE key = '4242') AS files`,
  ).first();
  expect(counts).toEqual({ matches: 0, balls: 0, files: 0 });
});
