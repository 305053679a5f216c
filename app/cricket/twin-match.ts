/**
 * Whether a provider's match and one of ours are the same match (decision 061): the same two teams
 * by name, whatever the order, the same gender, and the same start day within a day either side
 * (the provider's day and the venue's can differ by a time zone). A wrong match is worse than a
 * duplicate: two of ours that fit equally well (a bilateral series on consecutive days) give none.
 */

/** Names that differ between the two sources beyond case and punctuation, to one spelling. */
const ALIASES: Record<string, string> = {
  usa: "unitedstatesofamerica",
  unitedstates: "unitedstatesofamerica",
  uae: "unitedarabemirates",
  png: "papuanewguinea",
  rsa: "southafrica",
  hongkongchina: "hongkong",
};

/** A team's name reduced for comparison: no case, accents, punctuation or "Women" (gender is compared apart). */
export function teamKey(name: string): string {
  const plain = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/\bwomen'?s?\b|\(w\)/g, "")
    .replace(/[^a-z0-9]/g, "");
  return ALIASES[plain] ?? plain;
}

/** Whether a provider's name says the side is a women's team ("India Women", "India W"). */
export function namesWomen(name: string): boolean {
  return /\bwomen'?s?\b|\(w\)|\sW$/i.test(name.trim());
}

export interface ProviderMatchKey {
  id: number;
  teams: readonly [string, string];
  /** YYYY-MM-DD */
  startDate: string;
  women: boolean;
}

export interface OwnMatchKey {
  id: number;
  /** YYYY-MM-DD */
  startDate: string;
  gender: string;
  /** every name each side has played under (data/team-names.csv's franchise names too) */
  team1Names: readonly string[];
  team2Names: readonly string[];
}

/** The days a provider's start day may be ours on: the day before, the day and the day after. */
export function nearbyDays(day: string): string[] {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at)) return [];
  return [-1, 0, 1].map((offset) => new Date(at + offset * 86_400_000).toISOString().slice(0, 10));
}

const dayGap = (a: string, b: string) => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/** Our match that is the provider's, or null when none, or more than one fits equally well. */
export function twinOf(provider: ProviderMatchKey, ours: readonly OwnMatchKey[]): number | null {
  const [a, b] = provider.teams.map(teamKey);
  if (!a || !b) return null;
  const gender = provider.women ? "female" : "male";
  const fits = ours.filter((own) => {
    if (own.gender !== gender || dayGap(own.startDate, provider.startDate) > 1) return false;
    const one = new Set(own.team1Names.map(teamKey));
    const two = new Set(own.team2Names.map(teamKey));
    return (one.has(a) && two.has(b)) || (one.has(b) && two.has(a));
  });
  for (const gap of [0, 1]) {
    const at = fits.filter((own) => dayGap(own.startDate, provider.startDate) === gap);
    if (at.length === 1) return at[0]!.id;
    if (at.length > 1) return null;
  }
  return null;
}
