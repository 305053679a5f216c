/**
 * "1st Match", "12th Match, Group A", "Final", "Super Eights, Group 1" from a match's event
 * fields; in a bilateral series the number names the format, as fans say it: "3rd Test",
 * "2nd ODI", "1st T20I".
 */
export interface EventPlace {
  matchNumber?: number | null;
  stage?: string | null;
  group?: string | null;
  /** "Test", "ODI", "T20", … */
  format?: string | null;
  /** a tour between two sides rather than a tournament */
  bilateral?: boolean;
}

const BILATERAL_NAMES: Record<string, string> = { Test: "Test", MDM: "Test", ODI: "ODI", ODM: "ODI", T20: "T20I", IT20: "T20I" };

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}

export function matchDescription({ matchNumber, stage, group, format, bilateral }: EventPlace): string {
  const parts: string[] = [];
  const noun = (bilateral && format && BILATERAL_NAMES[format]) || (format === "Test" ? "Test" : "Match");
  if (stage) parts.push(stage);
  else if (matchNumber != null) parts.push(`${ordinal(matchNumber)} ${noun}`);
  if (group) parts.push(/^\d+$|^[A-Z]$/.test(group) ? `Group ${group}` : group);
  return parts.join(", ") || "Match";
}
