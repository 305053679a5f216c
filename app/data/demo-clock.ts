import { z } from "zod";
import { matchTimeline, type Timeline, type TimelineInput } from "../cricket/pace.ts";

/**
 * The demo clock presents a real past season as if it were being played now, so a fresh install
 * has live, recent and upcoming matches (ARCHITECTURE "Time"). The season's matches are replayed
 * in their real order, each at the game's usual pace (app/cricket/pace.ts) or `speed` times faster,
 * a new one starting when the previous is 40 % through: two or three are live at any moment, at
 * least one of them with balls being bowled. The season repeats in cycles from `epoch`, the first
 * match of a cycle following the last of the previous one as any other would. Replayed
 * matches are labelled as replays; turning the clock off shows every match on its true dates.
 */

export const demoClockConfigSchema = z.object({
  enabled: z.boolean(),
  /** "<series name> <season>" of each replayed season, as stored; each runs its own cycle */
  series: z.array(z.string().min(1)),
  speed: z.number().min(1).max(1000),
  epoch: z.number().int(),
});
export type DemoClockConfig = z.infer<typeof demoClockConfigSchema>;

/** A T20 league and a Test series: live matches around the clock, and "Day 2: Stumps" too. */
export const DEFAULT_DEMO_SERIES = ["Indian Premier League 2025", "The Ashes 2025/26"];
const DEFAULT_EPOCH = Date.UTC(2026, 0, 1);
/** Next match starts when the previous one is this far through. */
const STAGGER = 0.4;

/** DEMO_CLOCK=off, DEMO_SERIES (comma-separated), DEMO_SPEED, DEMO_EPOCH (ISO date or ms); bad values are errors. */
export function demoClockFromEnv(env: Partial<Record<string, unknown>>): DemoClockConfig {
  const text = (name: string) => (typeof env[name] === "string" && env[name] !== "" ? (env[name] as string) : undefined);
  const epochText = text("DEMO_EPOCH");
  return demoClockConfigSchema.parse({
    enabled: !["off", "false", "0"].includes((text("DEMO_CLOCK") ?? "on").toLowerCase()),
    series:
      text("DEMO_SERIES")
        ?.split(",")
        .map((name) => name.trim()) ?? DEFAULT_DEMO_SERIES,
    speed: Number(text("DEMO_SPEED") ?? 1),
    epoch: epochText === undefined ? DEFAULT_EPOCH : /^\d+$/.test(epochText) ? Number(epochText) : Date.parse(epochText),
  });
}

export interface SeasonMatch extends TimelineInput {
  id: number;
}

export interface ReplaySlot {
  timeline: Timeline;
  speed: number;
}

/** Each season match's replay timeline: the instance live at `now`, else the one of the current cycle. */
export function planSeason(matches: readonly SeasonMatch[], config: DemoClockConfig, now: number): Map<number, ReplaySlot> {
  const plan = new Map<number, ReplaySlot>();
  if (!config.enabled || matches.length === 0) return plan;
  const offsets: number[] = [];
  let period = 0;
  for (const match of matches) {
    offsets.push(period);
    period += Math.ceil(matchTimeline(match, 0, config.speed).end * STAGGER);
  }
  const cycleStart = config.epoch + Math.floor((now - config.epoch) / period) * period;
  matches.forEach((match, i) => {
    const previous = matchTimeline(match, cycleStart + offsets[i]! - period, config.speed);
    const live = now >= previous.tossAt && now < previous.end;
    const timeline = live ? previous : matchTimeline(match, cycleStart + offsets[i]!, config.speed);
    plan.set(match.id, { timeline, speed: config.speed });
  });
  return plan;
}
