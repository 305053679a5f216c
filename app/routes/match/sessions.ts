import type { CommentaryItem } from "../../data/schemas.ts";

/**
 * The live line's session summary: runs and wickets per block of overs — 6-over blocks in T20s,
 * 10-over blocks in ODIs, sessions in Tests (30 overs of a 90-over day, counted across the match).
 */
export interface SessionRow {
  label: string;
  team: string;
  inningsNo: number;
  overs: number;
  runs: number;
  wickets: number;
}

export function blockSize(format: string): number {
  if (format === "Test" || format === "MDM") return 30;
  return format === "ODI" || format === "ODM" ? 10 : 6;
}

export function sessionSummary(items: readonly CommentaryItem[], format: string): SessionRow[] {
  const size = blockSize(format);
  const test = size === 30;
  const rows: SessionRow[] = [];
  const keys: string[] = [];
  const firstOver: number[] = [];
  let matchOver = 0;
  for (const item of items) {
    if (item.kind !== "over" || !item.over) continue;
    const over = item.over;
    const block = test ? Math.floor(matchOver / size) : Math.floor((over.overNumber - 1) / size);
    const key = `${item.inningsNo}:${block}`;
    let row = rows.at(-1);
    if (!row || keys.at(-1) !== key) {
      const label = test ? `Day ${Math.floor(block / 3) + 1}, Session ${(block % 3) + 1}` : "";
      row = { label, team: over.battingTeam, inningsNo: item.inningsNo, overs: 0, runs: 0, wickets: 0 };
      rows.push(row);
      keys.push(key);
      firstOver.push(over.overNumber);
    }
    // Limited overs: the block's overs as played ("Overs 19-20" at the end of a T20 innings).
    if (!test) {
      const first = firstOver.at(-1)!;
      row.label = first === over.overNumber ? `Over ${first}` : `Overs ${first}-${over.overNumber}`;
    }
    row.overs += 1;
    row.runs += over.runs;
    row.wickets += over.balls.filter((b) => b.includes("W")).length;
    matchOver += 1;
  }
  return rows;
}
