/** "1st Match", "12th Match, Group A", "Final", "Super Eights, Group 1" from a match's event fields. */
export interface EventPlace {
  matchNumber?: number | null;
  stage?: string | null;
  group?: string | null;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}

export function matchDescription({ matchNumber, stage, group }: EventPlace): string {
  const parts: string[] = [];
  if (stage) parts.push(stage);
  else if (matchNumber != null) parts.push(`${ordinal(matchNumber)} Match`);
  if (group) parts.push(/^\d+$|^[A-Z]$/.test(group) ? `Group ${group}` : group);
  return parts.join(", ") || "Match";
}
