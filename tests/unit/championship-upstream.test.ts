/** The provider's standings mapped to the championship page's table (app/data/upstream/championships.server.ts). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { championshipFromStandings } from "../../app/data/upstream/championships.server.ts";
import { standingsFromJson } from "../../app/data/upstream/stats.server.ts";
import { REPO_ROOT } from "../../scripts/lib/paths.ts";

const SAMPLE = path.resolve(REPO_ROOT, "../shared/data/cricbuzz-samples/stats-v1-iccstanding-team-matchtype/wtc_2023_25_standings.json");

test("the sample: current season, the Flag column as each row's image, PCT as the one value", () => {
  const table = championshipFromStandings("test", standingsFromJson(JSON.parse(readFileSync(SAMPLE, "utf8"))))!;
  expect(table.league.slug).toBe("world-test-championship-2023-25");
  expect(table.headers).toEqual(["Rank", "Team", "PCT"]);
  expect(table.rows[0]).toEqual({ position: 1, team: { id: null, name: "South Africa", imageId: "172126" }, values: ["69.440"] });
});

test("without seasons or a Flag column: the format's own league, positions by order when ranks are missing", () => {
  const standings = {
    headers: ["Team", "Pts"],
    rows: [
      ["India", "120"],
      ["Australia", "100"],
    ],
    seasons: [],
    note: null,
  };
  const table = championshipFromStandings("odi", standings)!;
  expect(table.league.slug).toBe("icc-cricket-world-cup-super-league-2020-23");
  expect(table.rows.map((row) => [row.position, row.team.name, row.team.imageId, ...row.values])).toEqual([
    [1, "India", null, "120"],
    [2, "Australia", null, "100"],
  ]);
  expect(championshipFromStandings("odi", standings, "another-league-2020-23")).toBeNull();
});
