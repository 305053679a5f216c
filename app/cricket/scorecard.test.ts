import { expect, test } from "vitest";
import { buildScorecard } from "./scorecard.ts";
import { innings, match, scoringBalls, wicket } from "../../tests/support/cricket-builders.ts";

test("every innings is built, super overs marked and numbered apart, chases carry their target", () => {
  const played = match({
    teams: ["Oman", "Namibia"],
    players: { Oman: ["O1", "O2", "O3"], Namibia: ["N1", "N2", "N3"] },
    names: { O1: "Naseem Khushi", O2: "Aqib Ilyas", N1: "JN Frylinck", N2: "N Davin", X: "D Wiese" },
    innings: [
      innings("Oman", [{ batter: "O1", nonStriker: "O2", bowler: "X", runs: 4, wickets: [] }, ...scoringBalls(105, 119, 10)]),
      innings("Namibia", [{ batter: "N1", nonStriker: "N2", runs: 1 }, ...scoringBalls(108, 119, 6)], { target: { runs: 110, overs: 20 } }),
      innings("Namibia", [{ batter: "N1", nonStriker: "N2", runs: 6 }, ...scoringBalls(15, 5)], { superOver: true }),
      innings("Oman", [{ batter: "O1", nonStriker: "O2", wickets: [wicket("bowled", "O1")] }, ...scoringBalls(10, 5, 1)], {
        superOver: true,
      }),
    ],
  });
  const card = buildScorecard(played);
  expect(card.innings.map((entry) => [entry.team, entry.bowlingTeam, entry.superOver, entry.number, entry.score])).toEqual([
    ["Oman", "Namibia", false, 1, "109"],
    ["Namibia", "Oman", false, 2, "109-6"],
    ["Namibia", "Oman", true, 1, "21-0"],
    ["Oman", "Namibia", true, 2, "10-2"],
  ]);
  expect(card.innings[1]?.target).toEqual({ runs: 110, balls: 120, revised: false });
  expect(card.innings[3]?.target).toEqual({ runs: 22, balls: 6, revised: false });
  expect(card.result).toMatchObject({ result: "tie", eliminator: "Namibia" });
  expect(card.resultText).toBe("Match tied (Namibia won the Super Over)");

  const oman = card.innings[0];
  expect(oman?.batting[0]).toMatchObject({ player: { id: "O1", shortName: "Naseem Khushi" }, runs: 4, balls: 1 });
  expect(oman?.bowling[0]?.player.shortName).toBe("Wiese");
  expect(oman?.yetToBat.map((player) => player.id)).toEqual(["O3"]);
  expect(oman?.fallOfWickets).toHaveLength(10);
  expect(oman?.extras.total).toBe(0);
  expect(oman?.powerplays).toEqual([]);
  expect(oman?.partnerships.length).toBeGreaterThan(0);
});
