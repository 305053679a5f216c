import { careerFormat } from "../../cricket/career.ts";
import { teamLeadersQueryHrefs } from "../stats-query.ts";
import { coverageNotes } from "../../cricket/coverage.ts";
import { displayName } from "../../cricket/names.ts";
import { formatOvers } from "../../cricket/overs.ts";
import { SQUAD_GROUPS, squadRoles, type SquadLine } from "../../cricket/squad-roles.ts";
import {
  economyRate,
  formatLabel,
  resultTable,
  roundedAverage,
  teamKind,
  totalText,
  type ResultCount,
} from "../../cricket/team-records.ts";
import { TEST_TEAMS } from "../../cricket/teams.ts";
import type { TeamsData } from "../contract.ts";
import type { MatchSummary, Story } from "../schemas.ts";
import type { TeamDirectoryGroup, TeamFormat, TeamInfo, TeamMatchGroup, TeamPlayers, TeamStats, TeamStatsFilter } from "../team-schemas.ts";
import { replayPlan, shownDate, unfinishedReplays, type Clock } from "./clock.server.ts";
import type { ReplaySlot } from "../demo-clock.ts";
import { currentSummaries, summariesOfIds } from "./match-list.server.ts";
import { publishedReports } from "./news.server.ts";
import {
  directoryRows,
  matchDate,
  teamChoiceRows,
  teamFinishedIds,
  teamRecordRows,
  teamRow,
  teamSeriesRows,
  type PlayerLineRow,
  type TeamRecordRow,
  type TeamRow,
  type TotalRow,
} from "./store/team-aggregates.server.ts";

/** Results shown on the Results tab; stories a News page. */
const RESULTS = 30;
const NEWS_PAGE = 10;
/** Leaders shown on the Stats tab. */
const LEADERS = 10;

/** Balls a multi-day match has no quota of: the Players tab's roles read them as squad-roles.ts does. */
const BALLS_PER_INNINGS: Record<string, number | null> = { T20: 120, ODI: 300, ODM: 300 };

const entry = (row: TeamRow) => ({ id: row.id, name: row.name, shortName: row.short_name, imageId: null });

/** The finished matches of the demo clock's replays, and the unfinished ones to leave out of records. */
async function replayState(db: D1Database, clock: Clock) {
  const [plan, unfinished] = await Promise.all([replayPlan(db, clock), unfinishedReplays(db, clock)]);
  return { replayed: JSON.stringify([...plan.keys()]), unfinished: JSON.stringify(unfinished) };
}

/** Formats with finished matches, most played first. */
function formatsOf(records: TeamRecordRow[], international: boolean): TeamFormat[] {
  const counts = new Map<string, number>();
  for (const row of records) counts.set(row.match_type, (counts.get(row.match_type) ?? 0) + row.played);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([matchType, matches]) => ({ value: matchType.toLowerCase(), label: formatLabel(matchType, international), matches }));
}

const count = (row: TeamRecordRow): ResultCount => ({
  played: row.played,
  won: row.won,
  lost: row.lost,
  tied: row.tied,
  drawn: row.drawn,
  noResult: row.no_result,
});

/** A total as the Stats tab lists it, dated as the match is shown everywhere (a replayed one on its replay day). */
const totalOf = (plan: ReadonlyMap<number, ReplaySlot>) => (row: TotalRow) => ({
  score: totalText(row.runs, row.wickets, row.all_out === 1),
  overs: formatOvers(row.legal_balls, row.balls_per_over),
  opponent: row.opponent,
  matchId: row.match_id,
  date: shownDate(plan.get(row.match_id), row.time_zone ?? "UTC", row.start_date),
  venue: row.venue,
});

/** Series in order of first appearance, each with its matches in the list's order. */
function bySeries(matches: MatchSummary[]): TeamMatchGroup[] {
  const groups = new Map<number, TeamMatchGroup>();
  for (const match of matches) {
    const group = groups.get(match.series.id) ?? { series: match.series, matches: [] };
    group.matches.push(match);
    groups.set(match.series.id, group);
  }
  return [...groups.values()];
}

const squadLine = (line: PlayerLineRow, name: string, matches: number): SquadLine => ({
  person: line.person_id,
  name,
  matches,
  battingPositions: line.positions ? line.positions.split(",").map(Number) : [],
  runs: line.runs,
  bowlingBalls: line.bowl_balls,
  wickets: line.wickets,
  catches: line.catches,
  stumpings: line.stumpings,
  stumpedElsewhere: false,
});

/**
 * The teams area of the embedded source: the directory from the teams table (which tab a team is
 * on: app/cricket/team-records.ts), a team's matches from the match lists, its stories the
 * auto-written reports of its finished matches, its records and players from the stored
 * aggregates (store/team-aggregates.server.ts), as the demo clock sees them.
 */
export function embeddedTeams(db: D1Database, clock: Clock): TeamsData {
  async function teamInfo(id: number): Promise<{ row: TeamRow; info: TeamInfo; records: TeamRecordRow[]; unfinished: string } | null> {
    const row = await teamRow(db, id);
    if (!row) return null;
    const { unfinished } = await replayState(db, clock);
    const records = await teamRecordRows(db, id, unfinished);
    const international = row.team_type === "international";
    const playsClubT20 = records.some((r) => r.match_type === "T20");
    const dates = records.flatMap((r) => [r.first, r.last]).sort();
    return {
      row,
      records,
      unfinished,
      info: {
        ...entry(row),
        category: teamKind({ gender: row.gender, teamType: row.team_type, playsClubT20 }),
        formats: formatsOf(records, international),
        firstDate: dates[0] ?? null,
        lastDate: dates.at(-1) ?? null,
      },
    };
  }

  /** The chosen format's stored name: the filter's value if the team played it, else its most played. */
  const chosenType = (records: TeamRecordRow[], formats: TeamFormat[], format: string | null | undefined) => {
    const value = formats.find((f) => f.value === format?.toLowerCase())?.value ?? formats[0]?.value;
    return records.find((r) => r.match_type.toLowerCase() === value)?.match_type ?? null;
  };

  return {
    async teams(category) {
      const rows = await directoryRows(db);
      const teams = rows.filter(
        (row) => teamKind({ gender: row.gender, teamType: row.team_type, playsClubT20: row.club_t20 === 1 }) === category,
      );
      if (category === "international") {
        const rank = (row: TeamRow) => TEST_TEAMS.indexOf(row.name);
        const test = teams.filter((row) => rank(row) >= 0).sort((a, b) => rank(a) - rank(b));
        const associate = teams.filter((row) => rank(row) < 0);
        const groups: TeamDirectoryGroup[] = [
          { group: "Test Teams", teams: test.map(entry) },
          { group: "Associate Teams", teams: associate.map(entry) },
        ];
        return groups.filter((group) => group.teams.length > 0);
      }
      if (category === "women") {
        const groups: TeamDirectoryGroup[] = [
          { group: "International Teams", teams: teams.filter((row) => row.team_type === "international").map(entry) },
          { group: "League Teams", teams: teams.filter((row) => row.team_type !== "international").map(entry) },
        ];
        return groups.filter((group) => group.teams.length > 0);
      }
      return teams.length ? [{ group: "", teams: teams.map(entry) }] : [];
    },

    async team(id) {
      return (await teamInfo(id))?.info ?? null;
    },

    async teamMatches(id, kind) {
      if (!(await teamRow(db, id))) return null;
      const ours = (m: MatchSummary) => m.teams.some((team) => team.id === id);
      const current = (await currentSummaries(db, clock)).filter(ours);
      if (kind === "schedule") {
        return bySeries(current.filter((m) => m.state !== "Complete").sort((a, b) => a.startTime - b.startTime || a.id - b.id));
      }
      const { replayed } = await replayState(db, clock);
      const stored = await summariesOfIds(db, clock, await teamFinishedIds(db, id, replayed, null, RESULTS));
      const done = new Map([...current, ...stored].filter((m) => m.state === "Complete").map((m) => [m.id, m]));
      const latest = [...done.values()].sort((a, b) => (b.endTime ?? b.startTime) - (a.endTime ?? a.startTime) || b.id - a.id);
      return bySeries(latest.slice(0, RESULTS));
    },

    // The reports of its finished matches, newest first: those replayed today's season first, then
    // the stored history by date. The cursor is the last story's id (`report-{matchId}`).
    async teamNews(id, options = {}) {
      if (!(await teamRow(db, id))) return null;
      const { replayed } = await replayState(db, clock);
      const replayedDone = (await currentSummaries(db, clock))
        .filter((m) => m.isReplay && m.state === "Complete" && m.teams.some((team) => team.id === id))
        .sort((a, b) => (b.endTime ?? 0) - (a.endTime ?? 0))
        .map((m) => m.id);
      const cursorId = Number(/^report-(\d+)$/.exec(options.before ?? "")?.[1] ?? Number.NaN);
      const inReplays = replayedDone.indexOf(cursorId);
      const fromReplays = Number.isNaN(cursorId) ? replayedDone : inReplays >= 0 ? replayedDone.slice(inReplays + 1) : [];
      const cursorDate = !Number.isNaN(cursorId) && inReplays < 0 ? await matchDate(db, cursorId) : null;
      if (!Number.isNaN(cursorId) && inReplays < 0 && cursorDate === null) return { stories: [], next: null };
      const stored = await teamFinishedIds(
        db,
        id,
        replayed,
        cursorDate ? { date: cursorDate, id: cursorId } : null,
        NEWS_PAGE + 1 - Math.min(fromReplays.length, NEWS_PAGE + 1),
      );
      const candidates = [...fromReplays, ...stored];
      const size = Math.max(1, Math.min(options.limit ?? NEWS_PAGE, NEWS_PAGE));
      const page = candidates.slice(0, size);
      const order = new Map(page.map((matchId, i) => [matchId, i]));
      const stories: Story[] = (await publishedReports(db, clock, page)).sort(
        (a, b) => (order.get(a.matchId ?? 0) ?? 0) - (order.get(b.matchId ?? 0) ?? 0),
      );
      return { stories, next: candidates.length > size ? `report-${page.at(-1)}` : null };
    },

    async teamStats(id, filter: TeamStatsFilter) {
      const loaded = await teamInfo(id);
      if (!loaded) return null;
      const { info, records, unfinished } = loaded;
      const matchType = chosenType(records, info.formats, filter.format);
      const empty: TeamStats = {
        formats: info.formats,
        opponents: [],
        years: [],
        applied: { format: "", opponent: null, year: null },
        byYear: [],
        byOpponent: [],
        highestTotals: [],
        lowestTotals: [],
        runScorers: [],
        wicketTakers: [],
        notes: [],
      };
      if (!matchType) return empty;
      const inFormat = records.filter((r) => r.match_type === matchType);
      const opponents = [...new Map(inFormat.map((r) => [r.opponent_id, r.opponent]))]
        .map(([oid, name]) => ({ id: oid, name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const years = [...new Set(inFormat.map((r) => r.year))].sort().reverse();
      const opponent = filter.opponent && opponents.some((o) => o.id === filter.opponent) ? filter.opponent : null;
      const year = filter.year && years.includes(filter.year) ? filter.year : null;
      const chosen = inFormat.filter((r) => (opponent === null || r.opponent_id === opponent) && (year === null || r.year === year));
      const counted = chosen.map((r) => ({ ...r, ...count(r) }));
      const [rows, series, plan] = await Promise.all([
        teamChoiceRows(db, { teamId: id, matchType, year, opponent, unfinished }),
        teamSeriesRows(db, id, matchType),
        replayPlan(db, clock),
      ]);
      // The data's known gaps that concern this format's matches (each series by its first and last day).
      const notes = coverageNotes(
        series.flatMap((one) => {
          const format = careerFormat({ matchType, teamType: one.team_type, seriesName: one.series_name });
          if (!format) return [];
          const base = { format, gender: loaded.row.gender, series: one.series_name, season: one.series_season, team: loaded.row.name };
          return [
            { ...base, startDate: one.first },
            { ...base, startDate: one.last },
          ];
        }),
      ).map((gap) => gap.note);
      const names = new Map(rows.squad.map((p) => [p.person_id, displayName(p.name)]));
      // Matches are the XIs he was named in (a match where he neither batted, bowled nor caught still counts).
      const played = new Map(rows.squad.map((p) => [p.person_id, p.matches]));
      const ref = (personId: string) => {
        const name = names.get(personId) ?? personId;
        return { id: personId, name, shortName: name };
      };
      const runScorers = rows.lines
        .filter((line) => line.innings > 0)
        .sort((a, b) => b.runs - a.runs || a.innings - b.innings)
        .slice(0, LEADERS)
        .map((line) => ({
          ...ref(line.person_id),
          matches: played.get(line.person_id) ?? line.matches,
          innings: line.innings,
          runs: line.runs,
          highest: `${line.highest ?? 0}${line.highest_not_out ? "*" : ""}`,
          average: roundedAverage(line.runs, line.outs),
        }));
      const wicketTakers = rows.lines
        .filter((line) => line.wickets > 0)
        .sort((a, b) => b.wickets - a.wickets || a.runs_conceded - b.runs_conceded)
        .slice(0, LEADERS)
        .map((line) => ({
          ...ref(line.person_id),
          matches: played.get(line.person_id) ?? line.matches,
          wickets: line.wickets,
          average: roundedAverage(line.runs_conceded, line.wickets),
          economy: economyRate(line.runs_conceded, line.bowl_balls),
        }));
      return {
        formats: info.formats,
        opponents,
        years,
        applied: { format: matchType.toLowerCase(), opponent, year },
        byYear: resultTable(
          counted,
          (r) => ({ key: r.year, label: r.year }),
          (a, b) => b.key.localeCompare(a.key),
        ),
        byOpponent: resultTable(
          counted,
          (r) => ({ key: String(r.opponent_id), label: r.opponent }),
          (a, b) => b.played - a.played || a.label.localeCompare(b.label),
        ),
        highestTotals: rows.highest.map(totalOf(plan)),
        lowestTotals: rows.lowest.map(totalOf(plan)),
        runScorers,
        wicketTakers,
        queries: teamLeadersQueryHrefs({
          id,
          gender: loaded.row.gender === "female" ? "women" : "men",
          international: loaded.row.team_type === "international",
          matchType,
          opponent,
          year,
        }),
        notes,
      };
    },

    // Everyone in its XIs in the format, under role header rows (read from what each did for it:
    // app/cricket/squad-roles.ts), most recent first within a row.
    async teamPlayers(id, format) {
      const loaded = await teamInfo(id);
      if (!loaded) return null;
      const { info, records, unfinished } = loaded;
      const matchType = chosenType(records, info.formats, format);
      if (!matchType) return { formats: info.formats, format: null, groups: [] } satisfies TeamPlayers;
      const rows = await teamChoiceRows(db, { teamId: id, matchType, year: null, opponent: null, unfinished });
      const lines = new Map(rows.lines.map((line) => [line.person_id, line]));
      const squad = rows.squad.map((p) => ({ ...p, name: displayName(p.name) }));
      const roles = squadRoles(
        squad.flatMap((p) => {
          const line = lines.get(p.person_id);
          return line ? [squadLine(line, p.name, p.matches)] : [];
        }),
        BALLS_PER_INNINGS[matchType] ?? null,
      );
      const groups = SQUAD_GROUPS.map(({ group, role }) => ({
        group,
        players: squad
          .filter((p) => (roles.get(p.person_id) ?? "Batter") === role)
          .sort((a, b) => b.last.localeCompare(a.last) || b.matches - a.matches || a.name.localeCompare(b.name))
          .map((p) => ({
            id: p.person_id,
            name: p.name,
            shortName: p.name,
            role,
            captain: false,
            matches: p.matches,
            lastDate: p.last,
          })),
      })).filter((g) => g.players.length > 0);
      return { formats: info.formats, format: matchType.toLowerCase(), groups };
    },
  };
}
