/**
 * Every pointer a reader of the code follows stays inside the repository. The product brief and the
 * original design brief live beside it (../shared), so a comment citing them ("spec 1 §2", a path
 * under ../shared/spec, "ARCHITECTURE principle 4") sends a reader where a clone does not go: what
 * the code needs of them is in docs/product/ (and docs/decisions/), and comments point there, by
 * anchors that must exist. Code that reads data from ../shared/data at run or test time is data,
 * not a pointer, and is not checked here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
const CHECKED_FOLDERS = ["app", "workers", "scripts", "tests", "migrations"];
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|css|sql|md)$/;

/** References to documents outside the repository, written the ways the code once wrote them. */
const OUTSIDE_POINTERS: { name: string; pattern: RegExp }[] = [
  { name: "a path into the shared spec", pattern: /shared\/spec\b/ },
  { name: "a numbered spec (spec 1, Spec 3's, spec 2-match-pages)", pattern: /\bspec\s*\d/i },
  { name: "a spec section (spec §2.4, spec section 5)", pattern: /\bspec\s*(§|section\s*\d)/i },
  { name: "a section sign with a number (§7)", pattern: /§\s*\d/ },
  {
    name: 'the design brief (ARCHITECTURE principle 2, ARCHITECTURE "Time")',
    pattern: /\bARCHITECTURE\s+(principle|")|shared\/ARCHITECTURE/,
  },
];

/** Our own product docs, by path and anchor: docs/product/match-pages.md#commentary. */
const PRODUCT_DOC_LINK = /docs\/product\/([a-z0-9-]+\.md)(?:#([a-z0-9-]+))?/g;

/** The lines with an outside pointer, as "file:line: what: the line". */
function outsidePointers(file: string, text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, index) => {
    const pointer = OUTSIDE_POINTERS.find(({ pattern }) => pattern.test(line));
    if (pointer) found.push(`${file}:${index + 1}: ${pointer.name}: ${line.trim().slice(0, 120)}`);
  });
  return found;
}

/** GitHub's anchors of a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading = ""] of markdown.matchAll(/^#+\s+(.+)$/gm)) {
    anchors.add(
      heading
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, "")
        .replaceAll(" ", "-"),
    );
  }
  return anchors;
}

/** Links to docs/product whose file or anchor does not exist, as "file:line: link". */
function brokenProductLinks(file: string, text: string, productDocs: Map<string, Set<string>>): string[] {
  const broken: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const [link, doc = "", anchor] of line.matchAll(PRODUCT_DOC_LINK)) {
      const anchors = productDocs.get(doc);
      if (!anchors || (anchor && !anchors.has(anchor))) broken.push(`${file}:${index + 1}: ${link}`);
    }
  });
  return broken;
}

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => part === "node_modules" || part === ".wrangler"));
}

const productDocs = new Map(
  readdirSync(path.join(REPO_ROOT, "docs/product"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => [name, anchorsOf(readFileSync(path.join(REPO_ROOT, "docs/product", name), "utf8"))]),
);

describe("pointers in the code stay inside the repository", () => {
  const files = CHECKED_FOLDERS.flatMap(filesUnder).filter((file) => file !== path.relative(REPO_ROOT, import.meta.filename));

  test("no file in app, workers, scripts, tests or migrations cites the spec or the design brief outside the repository", () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap((file) => outsidePointers(file, readFileSync(path.join(REPO_ROOT, file), "utf8")))).toEqual([]);
  });

  test("every link to docs/product names a file and an anchor that exist", () => {
    const texts = files.map((file) => [file, readFileSync(path.join(REPO_ROOT, file), "utf8")] as const);
    expect(texts.filter(([, text]) => text.includes("docs/product/")).length).toBeGreaterThan(50);
    expect(texts.flatMap(([file, text]) => brokenProductLinks(file, text, productDocs))).toEqual([]);
  });

  // The patterns are written in pieces here so this file does not trip its own check.
  const S = "spec";
  test.each([
    `/** The strip (${S} 1 §2 Match strip). */`,
    `// Averages rounded (${S} 3).`,
    `* Squads (${S} 2-match-pages §2.6)`,
    ` * Filters of the commentary tab (${S} §2.4)`,
    `/** The format of ${S} section 5 */`,
    `// highLightType codes, §${7}`,
    `-- see ../shared/${S}/2-match-pages.md`,
    `/** The domain model (ARCHITECTURE principle 2). */`,
  ])("catches %s", (line) => {
    expect(outsidePointers("fixture.ts", line)).toHaveLength(1);
  });

  test.each([
    "/** The strip (docs/product/site-and-accounts.md#match-strip). */",
    "const CRICSHEET = path.resolve(root, '../shared/data/cricsheet');",
    "export function ball(spec: BallSpec = {}): Delivery {",
    "// decisions 005 and 015",
  ])("lets %s pass", (line) => {
    expect(outsidePointers("fixture.ts", line)).toEqual([]);
  });

  test("a link to a missing product doc or anchor is reported", () => {
    const docs = new Map([["match-pages.md", anchorsOf("# Match pages\n\n## Commentary\n\n### Highlight codes\n")]]);
    expect(
      brokenProductLinks(
        "fixture.ts",
        [
          "// docs/product/match-pages.md#commentary and docs/product/match-pages.md#highlight-codes",
          "// docs/product/match-pages.md#scorecard",
          "// docs/product/teams.md",
        ].join("\n"),
        docs,
      ),
    ).toEqual(["fixture.ts:2: docs/product/match-pages.md#scorecard", "fixture.ts:3: docs/product/teams.md"]);
  });
});
