import { z } from "zod";
import { firstIssueLine } from "./zod-messages.ts";

/**
 * The stats query (issue 35, decision 054): a question over the stored per-match lines
 * (player_innings, team_matches) as a URL. This module is the pure side: the parameters, their
 * validation, the one canonical order of a query's URL, and the shape of the answer. The SQL is in
 * embedded/store/stats-query.server.ts. Safe for the browser.
 */

export const STATS_FORMATS = ["test", "odi", "t20i", "ipl", "other-t20"] as const;
export type StatsFormat = (typeof STATS_FORMATS)[number];
export const FORMAT_LABEL: Record<StatsFormat, string> = {
  test: "Test",
  odi: "ODI",
  t20i: "T20I",
  ipl: "IPL",
  "other-t20": "Other T20s",
};

export const STATS_VIEWS = ["batting", "bowling", "fielding", "results", "partnerships"] as const;
export type StatsView = (typeof STATS_VIEWS)[number];
export const STATS_GROUPS = ["player", "pair", "wicket", "team", "season", "opposition", "venue", "innings"] as const;
export type StatsGroup = (typeof STATS_GROUPS)[number];
export const STATS_RESULTS = ["won", "lost", "drawn", "tied", "no-result"] as const;
/**
 * Where a side played (decision 063): at home (a ground of its country, or a league side's own
 * ground), away (the opponent's), or neutral (neither, both sides' homes known).
 */
export const STATS_HOME_AWAY = ["home", "away", "neutral"] as const;

/** Each view's columns, in table order: key (the sort parameter's value) and heading. */
export const VIEW_COLUMNS: Record<StatsView, readonly { key: string; label: string }[]> = {
  batting: [
    { key: "matches", label: "M" },
    { key: "innings", label: "Inns" },
    { key: "notouts", label: "NO" },
    { key: "runs", label: "Runs" },
    { key: "high", label: "HS" },
    { key: "average", label: "Ave" },
    { key: "balls", label: "BF" },
    { key: "strikerate", label: "SR" },
    { key: "hundreds", label: "100" },
    { key: "fifties", label: "50" },
    { key: "fours", label: "4s" },
    { key: "sixes", label: "6s" },
  ],
  bowling: [
    { key: "matches", label: "M" },
    { key: "innings", label: "Inns" },
    { key: "balls", label: "Balls" },
    { key: "maidens", label: "Mdns" },
    { key: "conceded", label: "Runs" },
    { key: "wickets", label: "Wkts" },
    { key: "average", label: "Ave" },
    { key: "economy", label: "Econ" },
    { key: "strikerate", label: "SR" },
    { key: "fivewickets", label: "5w" },
  ],
  fielding: [
    { key: "matches", label: "M" },
    { key: "innings", label: "Inns" },
    { key: "catches", label: "Ct" },
    { key: "stumpings", label: "St" },
    { key: "runouts", label: "RO" },
    { key: "dismissals", label: "Dis" },
  ],
  // A side's results: a tie settled by a super over counts as won or lost, as in league tables.
  results: [
    { key: "matches", label: "M" },
    { key: "won", label: "W" },
    { key: "lost", label: "L" },
    { key: "tied", label: "T" },
    { key: "drawn", label: "D" },
    { key: "noresult", label: "NR" },
    { key: "winpct", label: "W%" },
  ],
  // Stands: unbroken ones (not ended by a dismissal) count as not outs do in a batting average.
  partnerships: [
    { key: "innings", label: "Stands" },
    { key: "unbroken", label: "Unbr" },
    { key: "runs", label: "Runs" },
    { key: "high", label: "Best" },
    { key: "average", label: "Ave" },
    { key: "balls", label: "Balls" },
    { key: "hundreds", label: "100" },
    { key: "fifties", label: "50" },
  ],
};
export const DEFAULT_SORT: Record<StatsView, string> = {
  batting: "runs",
  bowling: "wickets",
  fielding: "dismissals",
  results: "won",
  partnerships: "runs",
};
export const PAGE_SIZE = 50;
export const MAX_PAGE = 200;
const FIRST_YEAR = 1870;
const LAST_YEAR = 2100;

const year = z.coerce
  .number<string>({ error: "must be a whole year" })
  .int("must be a whole year")
  .min(FIRST_YEAR, `must be ${FIRST_YEAR} or later`)
  .max(LAST_YEAR, `must be ${LAST_YEAR} or earlier`);
const teamId = z.coerce
  .number<string>({ error: "must be a team id (a number)" })
  .int("must be a team id (a number)")
  .positive("must be a team id (a number)");

/** The query as the URL gives it: every parameter a string, each checked with the reason a reader can act on. */
export const statsQuerySchema = z
  .object({
    view: z.enum(STATS_VIEWS, { error: `must be one of ${STATS_VIEWS.join(", ")}` }).default("batting"),
    format: z.enum(STATS_FORMATS, { error: `must be one of ${STATS_FORMATS.join(", ")}` }).optional(),
    gender: z.enum(["men", "women"], { error: "must be men or women" }).default("men"),
    player: z
      .string()
      .regex(/^[0-9a-f]{8}$/, "must be a player id (the 8 letters and digits of a profile's address)")
      .optional(),
    team: teamId.optional(),
    opposition: teamId.optional(),
    venue: z.coerce
      .number<string>({ error: "must be a venue id (a number)" })
      .int("must be a venue id (a number)")
      .positive("must be a venue id (a number)")
      .optional(),
    host: z
      .string()
      .max(60, "must be a country's name")
      .regex(/^[\p{L}][\p{L} .'&()-]*$/u, "must be a country's name")
      .optional(),
    homeaway: z.enum(STATS_HOME_AWAY, { error: `must be one of ${STATS_HOME_AWAY.join(", ")}` }).optional(),
    series: z.coerce
      .number<string>({ error: "must be a series id (a number)" })
      .int("must be a series id (a number)")
      .positive("must be a series id (a number)")
      .optional(),
    from: year.optional(),
    to: year.optional(),
    result: z.enum(STATS_RESULTS, { error: `must be one of ${STATS_RESULTS.join(", ")}` }).optional(),
    position: z.coerce
      .number<string>({ error: "must be a batting position, 1 to 11" })
      .int("must be a batting position, 1 to 11")
      .min(1, "must be a batting position, 1 to 11")
      .max(11, "must be a batting position, 1 to 11")
      .optional(),
    wicket: z.coerce
      .number<string>({ error: "must be a wicket, 1 to 10" })
      .int("must be a wicket, 1 to 10")
      .min(1, "must be a wicket, 1 to 10")
      .max(10, "must be a wicket, 1 to 10")
      .optional(),
    innings: z.coerce
      .number<string>({ error: "must be 1, 2, 3 or 4" })
      .int("must be 1, 2, 3 or 4")
      .min(1, "must be 1, 2, 3 or 4")
      .max(4, "must be 1, 2, 3 or 4")
      .optional(),
    group: z.enum(STATS_GROUPS, { error: `must be one of ${STATS_GROUPS.join(", ")}` }).default("player"),
    min: z.coerce
      .number<string>({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(1000, "must be 1000 or less")
      .default(1),
    sort: z.string().optional(),
    page: z.coerce
      .number<string>({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(MAX_PAGE, `must be ${MAX_PAGE} or less`)
      .default(1),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: `must not be before from (${query.from})` });
    if (query.sort !== undefined && !VIEW_COLUMNS[query.view].some((column) => column.key === query.sort))
      ctx.addIssue({
        code: "custom",
        path: ["sort"],
        message: `must be a ${query.view} column: ${VIEW_COLUMNS[query.view].map((column) => column.key).join(", ")}`,
      });
    if (query.group === "innings" && query.min > 1)
      ctx.addIssue({ code: "custom", path: ["min"], message: "is a minimum of innings; a list of innings has none" });
  });

export type StatsQuery = Omit<z.output<typeof statsQuerySchema>, "sort"> & { sort: string };

/** The parameters in their one order; a value equal to its default is left out of the URL. */
const ORDER = [
  "view",
  "format",
  "gender",
  "player",
  "team",
  "opposition",
  "host",
  "homeaway",
  "venue",
  "series",
  "from",
  "to",
  "result",
  "innings",
  "position",
  "wicket",
  "group",
  "min",
  "sort",
  "page",
] as const;

export type ParsedStatsQuery =
  | { ok: true; query: StatsQuery; canonical: string; csv: boolean }
  | { ok: false; parameter: string; message: string };

/**
 * Reads a URL's parameters (`output=csv` asks for the same rows as CSV). Empty values are as if
 * absent, so a form left at "any" gives a clean URL; a parameter given twice is an error.
 */
export function parseStatsQuery(params: URLSearchParams): ParsedStatsQuery {
  const raw: Record<string, string> = {};
  let csv = false;
  for (const [name, value] of params) {
    if (name === "output") {
      if (value !== "csv") return { ok: false, parameter: "output", message: "output: must be csv" };
      csv = true;
      continue;
    }
    if (name in raw) return { ok: false, parameter: name, message: `${name}: must be given once` };
    if (value.trim() !== "") raw[name] = value.trim();
  }
  const parsed = statsQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const parameter = issue.code === "unrecognized_keys" ? issue.keys[0]! : String(issue.path[0] ?? "");
    const message =
      issue.code === "unrecognized_keys" ? `${parameter}: is not a parameter of the stats query` : firstIssueLine(parsed.error);
    return { ok: false, parameter, message };
  }
  // A batting position means nothing to bowling or fielding, a partnership's wicket nothing to the
  // other views: dropped (the form keeps them when the view changes), so the URL 301s to the query
  // that is answered. A side's results have no player, innings list or position: by team unless
  // grouped otherwise. Stands group by pair where the others group by player; pairs and wickets
  // are stands' groupings only.
  const { position, wicket, player, ...rest } = parsed.data;
  const results = rest.view === "results";
  const stands = rest.view === "partnerships";
  const group: StatsGroup = results
    ? ["player", "innings", "pair", "wicket"].includes(rest.group)
      ? "team"
      : rest.group
    : stands
      ? rest.group === "player"
        ? "pair"
        : rest.group
      : rest.group === "pair" || rest.group === "wicket"
        ? "player"
        : rest.group;
  const query: StatsQuery = {
    ...rest,
    group,
    ...(position !== undefined && rest.view === "batting" ? { position } : {}),
    ...(wicket !== undefined && stands ? { wicket } : {}),
    ...(player !== undefined && !results ? { player } : {}),
    sort: rest.sort ?? DEFAULT_SORT[rest.view],
  };
  return { ok: true, query, canonical: statsQuerySearch(query), csv };
}

/** The query's search string in canonical order ("" for the default query), without defaults. */
export function statsQuerySearch(query: Partial<StatsQuery>): string {
  const view = query.view ?? "batting";
  const defaults: Record<string, string> = {
    view: "batting",
    gender: "men",
    group: "player",
    min: "1",
    sort: DEFAULT_SORT[view],
    page: "1",
  };
  const params = new URLSearchParams();
  for (const name of ORDER) {
    const value = query[name];
    if (value === undefined || String(value) === defaults[name]) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const STATS_QUERY_PATH = "/cricket-stats/query";
export const statsQueryHref = (query: Partial<StatsQuery>, csv = false) => {
  const search = statsQuerySearch(query);
  return `${STATS_QUERY_PATH}${search}${csv ? `${search ? "&" : "?"}output=csv` : ""}`;
};

/** One row of an answer: what it groups by (a name, with the ids it links to) and its column values. */
export const statsRowSchema = z.object({
  label: z.string(),
  /** player id (group player), team id (team, opposition), venue id, match id (innings) */
  ref: z.string().nullable(),
  /** the innings list's date and opposition; the team of a player */
  detail: z.string(),
  values: z.record(z.string(), z.number().nullable()),
});
export type StatsRow = z.infer<typeof statsRowSchema>;

export const statsResultSchema = z.object({
  rows: z.array(statsRowSchema),
  /** the names of the player and series the query is filtered to (null: no such id in the data) */
  names: z
    .object({ player: z.string().nullable().optional(), series: z.string().nullable().optional(), venue: z.string().nullable().optional() })
    .optional(),
  /** replayed matches the demo clock has not finished, which count in no row yet (one present) */
  notYetOver: z.number().int().optional(),
  /** the sides the form offers for team and opposition: those with lines in the chosen format and gender */
  teams: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
  /** the host countries the form offers (every country a stored ground is in) */
  countries: z.array(z.string()).optional(),
  /** the grounds the form offers: those of the chosen host country, else of the chosen format and gender */
  grounds: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
  /** a further page exists */
  more: z.boolean(),
  /** why there are no rows from this source at all (upstream) */
  emptyReason: z.string().optional(),
});
export type StatsResult = z.infer<typeof statsResultSchema>;

/** The ready-made questions the page offers (and the stats menu's way in). */
export const QUICK_QUERIES: readonly { label: string; query: Partial<StatsQuery> }[] = [
  { label: "Most Test runs in 2024", query: { format: "test", from: 2024, to: 2024 } },
  { label: "Most ODI runs in 2023", query: { format: "odi", from: 2023, to: 2023 } },
  { label: "Most T20I wickets in 2024", query: { view: "bowling", format: "t20i", from: 2024, to: 2024 } },
  { label: "Most Test runs since 2001", query: { format: "test", from: 2001 } },
  { label: "Most Test wickets since 2001", query: { view: "bowling", format: "test", from: 2001 } },
  { label: "Most IPL runs", query: { format: "ipl" } },
  { label: "Highest ODI innings in 2023", query: { format: "odi", from: 2023, to: 2023, group: "innings" } },
  { label: "Women's ODI runs since 2020", query: { format: "odi", gender: "women", from: 2020 } },
  { label: "Test partnerships since 2001", query: { view: "partnerships", format: "test", from: 2001, group: "pair" } },
  { label: "Highest ODI stands at home", query: { view: "partnerships", format: "odi", homeaway: "home", group: "innings" } },
];

/** A cell as the table and the CSV show it. */
export function formatStat(key: string, value: number | null): string {
  if (value === null) return "-";
  if (["average", "strikerate", "economy", "winpct"].includes(key)) return value.toFixed(2);
  return String(value);
}

const GROUP_HEADING: Record<StatsGroup, string> = {
  player: "Player",
  pair: "Partners",
  wicket: "Wicket",
  team: "Team",
  season: "Year",
  opposition: "Opposition",
  venue: "Ground",
  innings: "Player",
};
export const groupHeading = (group: StatsGroup, view?: StatsView) =>
  group === "innings" && view === "partnerships" ? "Partners" : GROUP_HEADING[group];

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formula-leading text defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The page's rows as CSV, the same columns as its table. */
export function statsCsv(query: StatsQuery, result: StatsResult): string {
  const columns = VIEW_COLUMNS[query.view];
  const head = [
    groupHeading(query.group, query.view),
    query.group === "innings" ? "Match" : "Detail",
    ...columns.map((column) => column.label),
  ];
  const lines = result.rows.map((row) => [
    row.label,
    row.detail,
    ...columns.map((column) => {
      const value = row.values[column.key] ?? null;
      return value === null ? "" : formatStat(column.key, value);
    }),
  ]);
  return `${[head, ...lines].map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** A heading for the query, in words ("Test batting, men, 2024, by player"; "IPL batting, V Kohli, men, …"). */
export function describeStatsQuery(query: StatsQuery, names: NonNullable<StatsResult["names"]> = {}): string {
  const years =
    query.from !== undefined && query.to !== undefined
      ? query.from === query.to
        ? `${query.from}`
        : `${query.from}–${query.to}`
      : query.from !== undefined
        ? `since ${query.from}`
        : query.to !== undefined
          ? `to ${query.to}`
          : "all years";
  const format = query.format ? `${FORMAT_LABEL[query.format]} ` : "";
  const view = query.view[0]!.toUpperCase() + query.view.slice(1);
  const of = [
    names.player ?? query.player,
    names.series ?? (query.series === undefined ? undefined : `series ${query.series}`),
    query.venue === undefined ? undefined : `at ${names.venue ?? `ground ${query.venue}`}`,
    query.host === undefined ? undefined : `in ${query.host}`,
    query.homeaway === undefined ? undefined : query.homeaway === "neutral" ? "on neutral grounds" : query.homeaway,
    query.wicket === undefined ? undefined : `${ordinal(query.wicket)} wicket`,
  ]
    .filter(Boolean)
    .map((name) => `, ${name}`)
    .join("");
  const list = query.view === "partnerships" ? "list of partnerships" : "list of innings";
  return `${format}${format ? query.view : view}${of}, ${query.gender}, ${years}, ${query.group === "innings" ? list : `by ${query.group}`}`;
}

/** 1st, 2nd, 3rd, 4th … (wickets up to 10). */
export const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

/** Where a series' Stats table continues in the stats query (the same question over the same series). */
const SERIES_TABLE_QUERY: Record<string, Partial<StatsQuery>> = {
  "most-runs": { view: "batting", sort: "runs" },
  "highest-score": { view: "batting", group: "innings", sort: "runs" },
  "best-batting-average": { view: "batting", sort: "average" },
  "best-strike-rate": { view: "batting", sort: "strikerate" },
  "most-hundreds": { view: "batting", sort: "hundreds" },
  "most-fifties": { view: "batting", sort: "fifties" },
  "most-sixes": { view: "batting", sort: "sixes" },
  "most-wickets": { view: "bowling", sort: "wickets" },
  "best-bowling": { view: "bowling", group: "innings", sort: "wickets" },
  "best-economy": { view: "bowling", sort: "economy" },
  "best-bowling-average": { view: "bowling", sort: "average" },
  "most-catches": { view: "fielding", sort: "catches" },
};

/** The stats query of a series' Stats table (its key), or undefined for a table it cannot ask. */
export function seriesTableQueryHref(key: string, series: number, gender: StatsQuery["gender"]): string | undefined {
  const question = SERIES_TABLE_QUERY[key];
  return question ? statsQueryHref({ ...question, series, gender }) : undefined;
}

/** The format rows of a career table (app/cricket/career.ts's CAREER_FORMATS) as stats query formats. */
const CAREER_FORMAT_KEY: Record<string, StatsFormat> = { Test: "test", ODI: "odi", T20I: "t20i", IPL: "ipl", "Other T20s": "other-t20" };

/** A player's figures of one career format, year by year, in the stats query (undefined for a format it has not). */
export function careerQueryHref(
  player: string,
  careerFormat: string,
  view: "batting" | "bowling",
  gender: StatsQuery["gender"],
): string | undefined {
  const format = CAREER_FORMAT_KEY[careerFormat];
  return format ? statsQueryHref({ view, format, gender, player, group: "season" }) : undefined;
}

/**
 * A team's leader tables (most runs, most wickets) in the stats query: its Stats tab's format,
 * opponent and year. A league side's T20s need no format: the team is only ever in its league.
 */
export function teamLeadersQueryHrefs(team: {
  id: number;
  gender: StatsQuery["gender"];
  international: boolean;
  matchType: string;
  opponent: number | null;
  year: string | null;
}): { runs: string; wickets: string } {
  const format = ({ TEST: "test", ODI: "odi", T20: team.international ? "t20i" : undefined, IT20: "t20i" } as const)[
    team.matchType.toUpperCase() as "TEST" | "ODI" | "T20" | "IT20"
  ];
  const year = team.year === null ? undefined : Number(team.year);
  const base: Partial<StatsQuery> = {
    team: team.id,
    gender: team.gender,
    format,
    opposition: team.opponent ?? undefined,
    from: year,
    to: year,
  };
  return { runs: statsQueryHref({ ...base, view: "batting" }), wickets: statsQueryHref({ ...base, view: "bowling" }) };
}

/** The stats query formats a stored match type is read under (a club or an international T20 alike). */
const MATCH_TYPE_FORMATS: Record<string, readonly StatsFormat[]> = {
  TEST: ["test"],
  ODI: ["odi"],
  IT20: ["t20i"],
  T20: ["t20i", "ipl", "other-t20"],
};

/** A ground's records block (one match type and gender) as stats query links: batting there, per format. */
export function venueQueryLinks(venue: number, matchType: string, gender: "male" | "female"): { label: string; href: string }[] {
  return (MATCH_TYPE_FORMATS[matchType.toUpperCase()] ?? []).map((format) => ({
    label: FORMAT_LABEL[format],
    href: statsQueryHref({ venue, format, gender: gender === "female" ? "women" : "men" }),
  }));
}
