import { slugify } from "../cricket/slug.ts";
import { TTL } from "../data/cache.server.ts";
import { cricketDataFor, importStatus, sourceNamespace } from "../data/index.server.ts";
import type { MatchList, MatchSummary, ScheduleEntry } from "../data/schemas.ts";
import { readSettings, type SiteSettings } from "../backend/site/settings.server.ts";
import { teamColumns, teamsOfDirectory, type TeamLink } from "./teams.ts";

/** What every page's shell shows: settings, the header menus and the match strip. */
export interface ShellData {
  settings: SiteSettings;
  /** header Series menu: up to 9 distinct series of the international schedule */
  series: { id: number; name: string; href: string }[];
  teams: { test: TeamLink[]; associate: TeamLink[] };
  strip: StripData;
  /** a Cricsheet import running behind the site (decision 039): files done of total */
  importing: { done: number; total: number } | null;
}

export interface StripData {
  /** the strip's titles: live first, then the latest results and the next fixtures */
  top: MatchSummary[];
  /** the oldest the strip's matches can be (ms): the page's script re-reads a page whose strip is older than the ticker's last change */
  asOf: number;
}

/** The strip's ALL panel, read when it is opened (STRIP_PANEL_PATH), not with every page. */
export interface StripPanelData {
  /** live, today's and upcoming matches, live first */
  panel: MatchSummary[];
  /** ids of matches starting today (the Today chip) */
  today: number[];
}

export const MAX_NAV_SERIES = 9;
export const STRIP_TITLES = 5;

export const seriesHref = (series: { id: number; name: string }) => `/cricket-series/${series.id}/${slugify(series.name)}`;

export function navSeries(schedule: ScheduleEntry[]): ShellData["series"] {
  const seen = new Map<number, ShellData["series"][number]>();
  for (const entry of schedule) {
    if (seen.size >= MAX_NAV_SERIES) break;
    if (!seen.has(entry.series.id)) seen.set(entry.series.id, { ...entry.series, href: seriesHref(entry.series) });
  }
  return [...seen.values()];
}

const LIVE: ReadonlySet<string> = new Set(["In Progress", "Innings Break", "Lunch", "Stumps", "Delay", "Toss"]);

/** The strip shows no venue: leaving it out keeps every page's data small. */
const slim = (match: MatchSummary): MatchSummary => ({ ...match, venue: null });

export function stripData(slider: MatchSummary[]): StripData {
  // the lists under the strip may be as old as their edge cache's live class
  return { top: slider.slice(0, STRIP_TITLES).map(slim), asOf: Date.now() - TTL.live };
}

export function stripPanelData(live: MatchSummary[], upcoming: MatchSummary[], today: MatchSummary[]): StripPanelData {
  const panel = new Map<number, MatchSummary>();
  for (const match of [...live, ...today, ...upcoming]) if (!panel.has(match.id)) panel.set(match.id, slim(match));
  return {
    panel: [...panel.values()].sort((a, b) => Number(LIVE.has(b.state)) - Number(LIVE.has(a.state)) || a.startTime - b.startTime),
    today: today.map((m) => m.id),
  };
}

/** The panel's matches (its route is kept at the edge as a list: docs/decisions/019). */
export async function loadStripPanel(env: Env, ctx: Pick<ExecutionContext, "waitUntil"> | undefined): Promise<StripPanelData> {
  const data = cricketDataFor(env, ctx);
  const [live, upcoming, today] = await Promise.all([data.matchList("live"), data.matchList("upcoming"), data.todaysMatches()]);
  return stripPanelData(flatten(live), flatten(upcoming), today);
}

const flatten = (list: MatchList) => list.groups.flatMap((g) => g.series.flatMap((s) => s.matches));

/**
 * The shell's data. Settings come from D1 (the product backend); the menus and the strip through
 * CricketData (edge cached), assembled once per SHELL_MEMO_MS in each isolate. A failing cricket
 * source leaves the strip and menus empty rather than failing the page.
 */
export async function loadShell(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil"> | undefined,
  settings?: SiteSettings,
): Promise<ShellData> {
  const [resolvedSettings, menusAndStrip, imported] = await Promise.all([
    settings ?? readSettings(env.DB),
    shellCricket(env, ctx),
    importStatus(env),
  ]);
  return { settings: resolvedSettings, ...menusAndStrip, importing: imported.running };
}

type ShellCricket = Omit<ShellData, "settings" | "importing">;

/**
 * How long an isolate keeps the menus and the strip it assembled: the lists under them are kept
 * 3 s at the edge, so renders within this window would assemble the same value again (three cache
 * reads and JSON parses each). A plain value, set once assembled: no request's I/O is shared.
 */
export const SHELL_MEMO_MS = 2_000;
const assembled = new Map<string, { value: ShellCricket; at: number }>();

async function shellCricket(env: Env, ctx: Pick<ExecutionContext, "waitUntil"> | undefined): Promise<ShellCricket> {
  const namespace = sourceNamespace(env);
  const kept = assembled.get(namespace);
  if (kept && Date.now() - kept.at < SHELL_MEMO_MS) return kept.value;
  const data = cricketDataFor(env, ctx);
  const [teams, cricket] = await Promise.all([
    data
      .teams("international")
      .then(teamsOfDirectory)
      .then(teamColumns)
      .catch(() => null),
    Promise.all([data.sliderMatches(), data.internationalSchedule()]).catch((error: unknown) => {
      console.error("shell: cricket data failed", error);
      return null;
    }),
  ]);
  const noTeams = { test: [] as TeamLink[], associate: [] as TeamLink[] };
  // A failing source leaves the strip and menus empty rather than failing the page, and is not kept.
  if (!cricket || !teams) {
    return { series: cricket ? navSeries(cricket[1]) : [], teams: teams ?? noTeams, strip: cricket ? stripData(cricket[0]) : EMPTY_STRIP };
  }
  const value = { series: navSeries(cricket[1]), teams, strip: stripData(cricket[0]) };
  assembled.set(namespace, { value, at: Date.now() });
  return value;
}

const EMPTY_STRIP: StripData = { top: [], asOf: 0 };
