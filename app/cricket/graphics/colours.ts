/**
 * Team colours for the graphics: each side's usual colour, darkened where needed so that lines,
 * bars and text in it keep a contrast of at least 3:1 on white (WCAG 1.4.11 for graphics), with
 * an alternative for when both sides would look alike. Teams not listed take the fallback pair.
 */
const TEAM_COLOURS: Record<string, [string, string]> = {
  India: ["#0a4ea3", "#c25400"],
  Australia: ["#8a6a00", "#00613f"],
  England: ["#0b2a6f", "#c8102e"],
  "South Africa": ["#007749", "#8a6a00"],
  "New Zealand": ["#1a1a1a", "#5b6770"],
  Pakistan: ["#01622f", "#4a4a4a"],
  "Sri Lanka": ["#0b3b8c", "#9a6b00"],
  "West Indies": ["#7b0d1e", "#8a6a00"],
  Bangladesh: ["#006a4e", "#c8102e"],
  Afghanistan: ["#0050a0", "#c8102e"],
  Ireland: ["#137547", "#2b4a9c"],
  Zimbabwe: ["#b3121c", "#1d6b2e"],
  "United States of America": ["#1c2f6e", "#b31942"],
  USA: ["#1c2f6e", "#b31942"],
  Netherlands: ["#b84a00", "#1c3f94"],
  Scotland: ["#3b2c74", "#005eb8"],
  Nepal: ["#b0122a", "#1c3f94"],
  Oman: ["#b0122a", "#00703c"],
  Namibia: ["#003580", "#b0122a"],
  Canada: ["#c8102e", "#1a1a1a"],
  Uganda: ["#1a1a1a", "#b0122a"],
  "Papua New Guinea": ["#b0122a", "#1a1a1a"],
  "Mumbai Indians": ["#004ba0", "#8a6a00"],
  "Chennai Super Kings": ["#9a7400", "#1c3f94"],
  "Royal Challengers Bengaluru": ["#b0141c", "#1a1a1a"],
  "Royal Challengers Bangalore": ["#b0141c", "#1a1a1a"],
  "Kolkata Knight Riders": ["#3a225d", "#8a6a00"],
  "Delhi Capitals": ["#17479e", "#d71920"],
  "Delhi Daredevils": ["#17479e", "#d71920"],
  "Punjab Kings": ["#c8102e", "#5b6770"],
  "Kings XI Punjab": ["#c8102e", "#5b6770"],
  "Rajasthan Royals": ["#c2186b", "#254aa5"],
  "Sunrisers Hyderabad": ["#c24e00", "#1a1a1a"],
  "Lucknow Super Giants": ["#0057a3", "#c04000"],
  "Gujarat Titans": ["#1b2133", "#8a6a00"],
};

const FALLBACK: [string, string] = ["#0b7d5b", "#c8102e"];

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether two colours would be hard to tell apart in a chart. */
function alike(a: string, b: string): boolean {
  const [p, q] = [rgb(a), rgb(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) < 110;
}

/** The two sides' colours, the second side switching to its alternative when they look alike. */
export function teamColours(first: string, second: string): [string, string] {
  const a = TEAM_COLOURS[first] ?? FALLBACK;
  const b = TEAM_COLOURS[second] ?? (a === FALLBACK ? [FALLBACK[1], "#1565c0"] : FALLBACK);
  const secondColour = alike(a[0], b[0]) ? (alike(a[0], b[1]) ? "#5b6770" : b[1]) : b[0];
  return [a[0], secondColour];
}

/** Every colour the table can give (for the contrast test). */
export const ALL_TEAM_COLOURS: readonly string[] = [...new Set([...Object.values(TEAM_COLOURS).flat(), ...FALLBACK, "#1565c0", "#5b6770"])];
