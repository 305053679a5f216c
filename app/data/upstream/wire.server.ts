import { z } from "zod";
import { SourceError } from "../contract.ts";
import { issueLines } from "../zod-messages.ts";

/**
 * Zod building blocks for the provider's JSON ("the wire").
 *
 * Key casing: the provider has shipped camelCase (`matchInfo`, `batTeamDetails`, `strkRate`) and
 * all-lowercase generations (`matchid`, `venueinfo`, `hometeam`) of the same fields. Every response
 * is therefore run through `lowercaseKeys` before it is parsed, and every wire schema in this folder
 * is written in lowercase (`matchinfo`, `batteamdetails`, `strkrate`). One schema then reads both
 * generations. Values (names, "playing XI" group labels, format ids) are left untouched.
 *
 * Unknown fields are ignored (zod objects strip them). Numbers may arrive as numbers or as strings
 * of digits (list timestamps are strings of epoch ms, `matchHeader` ones are numbers; the 2025
 * scorecard sends `"strkRate": "44.44"`). Optional, non-essential fields use `.catch(undefined)`
 * so a malformed extra never sinks a response; ids, names, runs and the containers that carry them
 * are required and a response without them fails validation (SourceError "invalid").
 */

/** Recursively lowercases object keys (first spelling wins if two differ only in case). */
export function lowercaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lowercaseKeys);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      const lower = key.toLowerCase();
      if (lower === "__proto__" || Object.hasOwn(out, lower)) continue;
      out[lower] = lowercaseKeys(inner);
    }
    return out;
  }
  return value;
}

const numericString = z
  .string()
  .trim()
  .regex(/^[-+]?\d+(\.\d+)?$/)
  .transform(Number);

/** A number, or a string of one ("1718497800000", "44.44"). */
export const num = z.union([z.number(), numericString]);
/** An integer, or a string of one. */
export const int = num.pipe(z.number().int());
/** Epoch milliseconds as a number or a string of digits. */
export const epochMs = int;

/** Tolerant optional fields: absent, null or malformed all read as undefined. */
export const optNum = num.optional().catch(undefined);
export const optInt = int.optional().catch(undefined);
export const optEpoch = epochMs.optional().catch(undefined);
export const optStr = z
  .union([z.string(), z.number().transform(String)])
  .optional()
  .catch(undefined);
export const optBool = z
  .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
  .optional()
  .catch(undefined);

/** A team as the provider writes it in any of its shapes (lists, matchHeader, lowercase info). */
export const teamWire = z.object({
  teamid: optInt,
  id: optInt,
  teamname: optStr,
  name: optStr,
  teamsname: optStr,
  shortname: optStr,
  imageid: optInt,
  iswomenteam: optBool,
});
export type TeamWire = z.infer<typeof teamWire>;

/** A venue: `venueInfo` in lists (ground, timezone), `venueinfo` lowercase (country, capacity …), `venue` in matchInfo. */
export const venueWire = z.object({
  id: optInt,
  ground: optStr,
  name: optStr,
  city: optStr,
  country: optStr,
  timezone: optStr,
  capacity: optStr,
  ends: optStr,
  hometeam: optStr,
  othersports: optStr,
  established: optInt,
  knownas: optStr,
});
export type VenueWire = z.infer<typeof venueWire>;

/** An official or player written as `{id, name, fullName}` or as a plain name. */
export const personWire = z
  .union([
    z.string().transform((name) => ({ id: undefined, name, fullname: undefined, nickname: undefined })),
    z.object({ id: optInt, name: optStr, fullname: optStr, nickname: optStr }),
  ])
  .optional()
  .catch(undefined);
export type PersonWire = z.infer<typeof personWire>;

/** Items of a list that mixes content entries with ad entries (`adDetail`, `ad`): ads are dropped. */
export function withoutAds<T>(key: string, schema: z.ZodType<T>) {
  return z.array(z.record(z.string(), z.unknown())).transform((entries, ctx) => {
    const kept: T[] = [];
    for (const [index, entry] of entries.entries()) {
      if (!(key in entry)) continue; // an ad, or an entry of a kind we do not know
      const parsed = schema.safeParse(entry[key]);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: "custom", message: issue.message, path: [index, key, ...issue.path.map(String)] });
        }
        continue;
      }
      kept.push(parsed.data);
    }
    return kept;
  });
}

/**
 * A record whose entries are numbered by key (`bat_1`, `bowl_12`, `wkt_3`, `pp_1`, `inngs2`), as a
 * list in key order (the object order is not the play order). Keys of any other form are ignored.
 */
export function numbered<T>(prefix: string, schema: z.ZodType<T>) {
  const pattern = new RegExp(`^${prefix}_?(\\d+)$`);
  return z.record(z.string(), z.unknown()).transform((record, ctx) => {
    const kept: { n: number; value: T }[] = [];
    for (const [key, value] of Object.entries(record)) {
      const match = pattern.exec(key);
      if (!match) continue;
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: "custom", message: issue.message, path: [key, ...issue.path.map(String)] });
        }
        continue;
      }
      kept.push({ n: Number(match[1]), value: parsed.data });
    }
    return kept.sort((a, b) => a.n - b.n).map(({ value }) => value);
  });
}

/** The first three issues, enough to see what changed in the provider's answer. */
const describe = (error: z.ZodError) => issueLines(error, 3, { whole: "(root)" });

/** Lowercases keys and parses; a mismatch is a SourceError("invalid"), never a raw zod error. */
export function parseWire<S extends z.ZodType>(schema: S, json: unknown, what: string): z.output<S> {
  const result = schema.safeParse(lowercaseKeys(json));
  if (!result.success) throw new SourceError("invalid", `${what}: unexpected response (${describe(result.error)})`);
  return result.data;
}

/**
 * Runs a mapping and checks its output against a domain schema: a provider value the domain model
 * cannot hold (negative runs, an unknown state) becomes SourceError("invalid") too.
 */
export function mapChecked<S extends z.ZodType>(schema: S, what: string, build: () => unknown): z.output<S> {
  let value: unknown;
  try {
    value = build();
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError("invalid", `${what}: could not map the response (${(error as Error)?.message ?? error})`);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new SourceError("invalid", `${what}: mapped value out of range (${describe(result.error)})`);
  return result.data;
}
