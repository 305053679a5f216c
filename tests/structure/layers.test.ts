/**
 * The layer rules (.dependency-cruiser.cjs, npm run check:layers) fire on forbidden imports and stay
 * quiet on allowed ones. Each case writes throwaway fixture files (unique names) into the real tree,
 * runs dependency-cruiser's CLI on just those files with the repository's config, and deletes them.
 * The last case checks the real tree has no violations.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
const DEPCRUISE = path.join(REPO_ROOT, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
const CONFIG = ".dependency-cruiser.cjs";

type Violation = { from: string; to: string; rule: { name: string; severity: string } };
type Cruise = { exitCode: number | null; cruised: number; errors: number; violations: Violation[] };

/**
 * dependency-cruiser's CLI with the repository's config, on this same Node (paths relative to the
 * repository): once as `npm run check:layers` runs it, for the exit code (the JSON reporter always
 * exits 0), once for the JSON result.
 */
function depcruise(paths: string[]): Cruise {
  const cli = (args: string[]) => {
    const result = spawnSync(process.execPath, [DEPCRUISE, "--config", CONFIG, ...args, ...paths], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    if (result.error) throw result.error;
    return result;
  };
  const { status: exitCode } = cli(["--output-type", "err"]);
  const json = cli(["--output-type", "json"]);
  if (!json.stdout.trim()) throw new Error(`dependency-cruiser printed no result (exit ${json.status}):\n${json.stderr}`);
  const { summary } = JSON.parse(json.stdout) as { summary: { totalCruised: number; error: number; violations: Violation[] } };
  return { exitCode, cruised: summary.totalCruised, errors: summary.error, violations: summary.violations };
}

let fixtureCount = 0;
const uniqueName = () => `__layer_fixture_${process.pid}_${Date.now().toString(36)}_${++fixtureCount}`;

/**
 * Writes the fixture files (path relative to the repository → content), cruises the given ones (all by
 * default) and removes every file and every directory it had to create, whatever happens.
 */
function cruiseFixtures(files: Record<string, string>, entries = Object.keys(files)): Cruise {
  const createdDirs: string[] = [];
  const createdFiles: string[] = [];
  try {
    for (const [file, content] of Object.entries(files)) {
      const absolute = path.join(REPO_ROOT, file);
      if (existsSync(absolute)) throw new Error(`fixture ${file} already exists`);
      let topMissing: string | undefined;
      for (let dir = path.dirname(absolute); !existsSync(dir); dir = path.dirname(dir)) topMissing = dir;
      if (topMissing) {
        mkdirSync(path.dirname(absolute), { recursive: true });
        createdDirs.push(topMissing);
      }
      writeFileSync(absolute, content);
      createdFiles.push(absolute);
    }
    return depcruise(entries);
  } finally {
    for (const file of createdFiles) rmSync(file, { force: true });
    for (const dir of createdDirs) rmSync(dir, { recursive: true, force: true });
  }
}

const ruleNames = (cruise: Cruise) => [...new Set(cruise.violations.map((violation) => violation.rule.name))].sort();
const PAGE = "export default function Page() {\n  return null;\n}\n";

/** The forbidden import was seen and reported as an error under `rule`, and the CLI failed. */
function expectError(cruise: Cruise, rule: string) {
  expect(cruise.cruised, "dependency-cruiser cruised no modules: is its parser (swc) installed?").toBeGreaterThan(0);
  expect(cruise.violations.filter((violation) => violation.rule.name === rule).map((violation) => violation.rule.severity)).toContain(
    "error",
  );
  expect(cruise.errors).toBeGreaterThan(0);
  expect(cruise.exitCode).not.toBe(0);
}

describe("layer rules (dependency-cruiser)", { timeout: 180_000 }, () => {
  test("app/data importing a route area's file is an error", () => {
    const data = uniqueName();
    const area = uniqueName();
    const cruise = cruiseFixtures({
      [`app/routes/${area}/page.tsx`]: PAGE,
      [`app/data/${data}.ts`]: `import Page from "../routes/${area}/page.tsx";\nexport const page = Page;\n`,
    });
    expectError(cruise, "data-imports-only-cricket-and-data");
    expectError(cruise, "routes-not-imported-from-outside");
  });

  test("the cricket core importing app/data (even a type only) is an error", () => {
    const name = uniqueName();
    const cruise = cruiseFixtures({
      [`app/data/${name}.ts`]: "export type Contract = { id: string };\n",
      [`app/cricket/${name}.ts`]: `import type { Contract } from "../data/${name}.ts";\nexport const id = (contract: Contract) => contract.id;\n`,
    });
    expectError(cruise, "cricket-core-is-pure");
    expect(ruleNames(cruise)).toEqual(["cricket-core-is-pure"]);
  });

  test.each([
    ["api", "live"],
    ["live", "api"],
  ])("workers/%s importing workers/%s is an error", (from, to) => {
    const name = uniqueName();
    const cruise = cruiseFixtures(
      {
        [`workers/${to}/${name}.ts`]: "export const value = 1;\n",
        [`workers/${from}/${name}.ts`]: `import { value } from "../${to}/${name}.ts";\nexport const twice = value * 2;\n`,
      },
      [`workers/${from}/${name}.ts`],
    );
    expectError(cruise, "workers-api-and-live-independent");
    expect(ruleNames(cruise)).toEqual(["workers-api-and-live-independent"]);
  });

  test("match alerts importing a page, or the backend importing match alerts, is an error", () => {
    const name = uniqueName();
    const cruise = cruiseFixtures(
      {
        [`app/shell/${name}.ts`]: "export const shell = 1;\n",
        [`app/alerts/${name}.ts`]: `import { shell } from "../shell/${name}.ts";\nexport const alerts = shell;\n`,
        [`app/backend/${name}.ts`]: `import { alerts } from "../alerts/${name}.ts";\nexport const backend = alerts;\n`,
      },
      [`app/alerts/${name}.ts`, `app/backend/${name}.ts`],
    );
    expectError(cruise, "alerts-below-pages");
    expectError(cruise, "lower-layers-not-to-alerts");
  });

  test("two modules importing each other are a cycle", () => {
    const dir = `app/components/${uniqueName()}`;
    const cruise = cruiseFixtures({
      [`${dir}/a.ts`]: 'import { b } from "./b.ts";\nexport const a = () => b;\n',
      [`${dir}/b.ts`]: 'import { a } from "./a.ts";\nexport const b = () => a;\n',
    });
    expectError(cruise, "no-circular");
    expect(ruleNames(cruise)).toEqual(["no-circular"]);
  });

  test("workers importing an internal module of the upstream adapter is an error", () => {
    const name = uniqueName();
    const cruise = cruiseFixtures(
      {
        [`app/data/upstream/${name}.ts`]: "export const internal = 1;\n",
        [`workers/ingest/${name}.ts`]: `import { internal } from "../../app/data/upstream/${name}.ts";\nexport const value = internal;\n`,
      },
      [`workers/ingest/${name}.ts`],
    );
    expectError(cruise, "workers-not-to-upstream-adapter");
    expectError(cruise, "adapters-only-through-index-server");
  });

  test("an app module importing an adapter's internal module is an error; a file under tests/ may", () => {
    const name = uniqueName();
    const internal = `app/data/embedded/${name}.ts`;
    const cruise = cruiseFixtures(
      {
        [internal]: "export const internal = 1;\n",
        [`app/live/${name}.ts`]: `import { internal } from "../data/embedded/${name}.ts";\nexport const value = internal;\n`,
        [`tests/structure/${name}.ts`]: `import { internal } from "../../app/data/embedded/${name}.ts";\nexport const value = internal;\n`,
      },
      [`app/live/${name}.ts`, `tests/structure/${name}.ts`],
    );
    expectError(cruise, "adapters-only-through-index-server");
    expect(cruise.violations.map(({ from, rule }) => [from, rule.name])).toEqual([
      [`app/live/${name}.ts`, "adapters-only-through-index-server"],
    ]);
  });

  test("a route area importing another area is an error; its own helpers are fine", () => {
    const [a, b] = [uniqueName(), uniqueName()];
    const cruise = cruiseFixtures(
      {
        [`app/routes/${a}/helper.ts`]: "export const helper = 1;\n",
        [`app/routes/${b}/page.tsx`]: PAGE,
        [`app/routes/${a}/page.tsx`]: `import { helper } from "./helper.ts";\nimport Other from "../${b}/page.tsx";\nexport default function Page() {\n  return Other() ?? helper;\n}\n`,
      },
      [`app/routes/${a}/page.tsx`],
    );
    expectError(cruise, "route-areas-are-private");
    expect(cruise.violations.map(({ to, rule }) => [to, rule.name])).toEqual([[`app/routes/${b}/page.tsx`, "route-areas-are-private"]]);
  });

  test("workers importing a route module is an error", () => {
    const name = uniqueName();
    const cruise = cruiseFixtures(
      {
        [`app/routes/${name}/page.tsx`]: PAGE,
        [`workers/${name}.ts`]: `import Page from "../app/routes/${name}/page.tsx";\nexport const page = Page;\n`,
      },
      [`workers/${name}.ts`],
    );
    expectError(cruise, "workers-not-to-routes-or-root");
    expectError(cruise, "routes-not-imported-from-outside");
  });

  test("an import dependency-cruiser cannot resolve is an error (the rules cannot see where it goes)", () => {
    const name = uniqueName();
    const cruise = cruiseFixtures({ [`app/live/${name}.ts`]: `export { missing } from "./${name}-missing.ts";\n` });
    expectError(cruise, "not-to-unresolvable");
  });

  test("React Router's ./+types imports, ?url CSS, virtual: modules, cloudflare: modules and npm packages are fine", () => {
    const name = uniqueName();
    const cruise = cruiseFixtures(
      {
        [`app/routes/${name}/page.css`]: "p {\n  margin: 0;\n}\n",
        [`app/routes/${name}/page.tsx`]: [
          'import type { Route } from "./+types/page";',
          'import href from "./page.css?url";',
          'import enhancers from "virtual:enhancers";',
          'import { env } from "cloudflare:workers";',
          'import { SELF } from "cloudflare:test";',
          'import { Link } from "react-router";',
          'import { Hono } from "hono";',
          'import path from "node:path";',
          'export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href }];',
          'export const build = () => import("virtual:react-router/server-build");',
          "export const unused = [enhancers, env, SELF, Link, Hono, path];",
          "",
        ].join("\n"),
      },
      [`app/routes/${name}/page.tsx`],
    );
    expect(cruise.cruised).toBeGreaterThan(1);
    expect(cruise.violations).toEqual([]);
    expect(cruise.exitCode).toBe(0);
  });

  // Passes once the tree has the target layout; on the old layout it lists what still has to move.
  test("the real tree (app, workers) has no violations", () => {
    const cruise = depcruise(["app", "workers"]);
    expect(cruise.cruised).toBeGreaterThan(100);
    expect(cruise.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)).toEqual([]);
    expect(cruise.exitCode).toBe(0);
  });
});
