/**
 * The layer rules (.dependency-cruiser.cjs, npm run check:layers) fire on forbidden imports and stay
 * quiet on allowed ones. Every case writes throwaway fixture files (unique names) into the real tree;
 * then dependency-cruiser's CLI runs twice, side by side, for all of them at once: once with the JSON
 * reporter over the real tree (app, workers) and every fixture, whose violations are given to the case
 * whose fixture file they start from (the rest must be none: the real tree is clean), and once as
 * `npm run check:layers` runs it (the error reporter) over the fixtures alone, whose exit code must
 * count exactly the cases' errors. The files are deleted afterwards, whatever happens.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
const DEPCRUISE = path.join(REPO_ROOT, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
const CONFIG = ".dependency-cruiser.cjs";
/** What the real-tree check cruises (npm run check:layers also cruises scripts and tests, which may import more). */
const REAL_TREE = ["app", "workers"];

type Violation = { from: string; to: string; rule: { name: string; severity: string } };
type CruisedModule = { source: string; dependencies: { resolved: string; couldNotResolve: boolean }[] };
type CliRun = { exitCode: number | null; stdout: string; stderr: string };

/** dependency-cruiser's CLI with the repository's config, on this same Node (paths relative to the repository). */
function depcruise(args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DEPCRUISE, "--config", CONFIG, ...args], { cwd: REPO_ROOT });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", reject);
    child.on("close", (exitCode) =>
      resolve({ exitCode, stdout: Buffer.concat(stdout).toString("utf8"), stderr: Buffer.concat(stderr).toString("utf8") }),
    );
  });
}

let fixtureCount = 0;
const uniqueName = () => `__layer_fixture_${process.pid}_${Date.now().toString(36)}_${++fixtureCount}`;

/** One case: its fixture files (path relative to the repository → content). */
type Case = { files: Record<string, string> };
/** What one case's fixtures got from the shared run: the violations starting from its files, and its modules. */
type CaseResult = { violations: Violation[]; modules: CruisedModule[] };

const cases: Case[] = [];
/** Registers a case's fixture files, written before the one shared run; the returned function reads its result afterwards. */
function fixtures(files: Record<string, string>): () => CaseResult {
  const registered: Case = { files };
  cases.push(registered);
  return () => {
    if (!shared) throw new Error("the shared dependency-cruiser run did not happen");
    const own = new Set(Object.keys(files));
    return {
      violations: shared.violations.filter((violation) => own.has(violation.from)),
      modules: shared.modules.filter((module) => own.has(module.source)),
    };
  };
}

let shared:
  | { violations: Violation[]; modules: CruisedModule[]; cruised: number; checkExitCode: number | null; caseErrors: number }
  | undefined;
const createdFiles: string[] = [];
const createdDirs: string[] = [];

function writeFixtures() {
  for (const { files } of cases) {
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
  }
}

function removeFixtures() {
  for (const file of createdFiles) rmSync(file, { force: true });
  for (const dir of createdDirs) rmSync(dir, { recursive: true, force: true });
}

const ruleNames = (result: CaseResult) => [...new Set(result.violations.map((violation) => violation.rule.name))].sort();
/** The forbidden import was seen and reported as an error under `rule` (the CLI's exit code counts every such error: last test). */
function expectError(result: CaseResult, rule: string) {
  expect(result.modules.length, "dependency-cruiser cruised none of the case's files: is its parser (swc) installed?").toBeGreaterThan(0);
  expect(result.violations.filter((violation) => violation.rule.name === rule).map((violation) => violation.rule.severity)).toContain(
    "error",
  );
}

const PAGE = "export default function Page() {\n  return null;\n}\n";
const VALUE = "export const value = 1;\n";

describe("layer rules (dependency-cruiser)", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    try {
      writeFixtures();
      const all = cases.flatMap(({ files }) => Object.keys(files));
      // The JSON reporter always exits 0: the error reporter's run gives the exit code.
      const outsideTree = all.filter((file) => !REAL_TREE.some((root) => file.startsWith(`${root}/`)));
      const [json, check] = await Promise.all([
        depcruise(["--output-type", "json", ...REAL_TREE, ...outsideTree]),
        depcruise(["--output-type", "err", ...all]),
      ]);
      if (!json.stdout.trim()) throw new Error(`dependency-cruiser printed no result (exit ${json.exitCode}):\n${json.stderr}`);
      const { summary, modules } = JSON.parse(json.stdout) as {
        summary: { totalCruised: number; violations: Violation[] };
        modules: CruisedModule[];
      };
      const fixtureFiles = new Set(all);
      shared = {
        violations: summary.violations,
        modules,
        cruised: summary.totalCruised,
        checkExitCode: check.exitCode,
        caseErrors: summary.violations.filter(({ from, rule }) => fixtureFiles.has(from) && rule.severity === "error").length,
      };
    } finally {
      removeFixtures();
    }
  }, 180_000);
  afterAll(removeFixtures);

  const dataToRoute = (() => {
    const [data, area] = [uniqueName(), uniqueName()];
    return fixtures({
      [`app/routes/${area}/page.tsx`]: PAGE,
      [`app/data/${data}.ts`]: `import Page from "../routes/${area}/page.tsx";\nexport const page = Page;\n`,
    });
  })();
  test("app/data importing a route area's file is an error", () => {
    expectError(dataToRoute(), "data-imports-only-cricket-and-data");
    expectError(dataToRoute(), "routes-not-imported-from-outside");
  });

  const coreToData = (() => {
    const name = uniqueName();
    return fixtures({
      [`app/data/${name}.ts`]: "export type Contract = { id: string };\n",
      [`app/cricket/${name}.ts`]: `import type { Contract } from "../data/${name}.ts";\nexport const id = (contract: Contract) => contract.id;\n`,
    });
  })();
  test("the cricket core importing app/data (even a type only) is an error", () => {
    expectError(coreToData(), "cricket-core-is-pure");
    expect(ruleNames(coreToData())).toEqual(["cricket-core-is-pure"]);
  });

  // The live client sits on data; scoring on the live client; the backend on scoring (docs/architecture.md#layers).
  // Folder-level: a sub-folder of a layer is the layer.
  const upward = (
    [
      ["app/live", "app/scoring", "live-client-imports-only-data-and-below"],
      ["app/live", "app/backend", "live-client-imports-only-data-and-below"],
      ["app/live", "app/shell", "live-client-imports-only-data-and-below"],
      ["app/scoring", "app/backend", "scoring-imports-only-live-and-below"],
      ["app/scoring/sub", "app/backend/sub", "scoring-imports-only-live-and-below"],
      ["app/scoring", "app/shell", "scoring-imports-only-live-and-below"],
      ["app/scoring", "workers/live", "scoring-imports-only-live-and-below"],
      ["app/backend", "app/shell", "backend-imports-only-scoring-and-below"],
      ["app/backend/sub", "app/enhance", "backend-imports-only-scoring-and-below"],
      ["app/backend", "workers/api", "backend-imports-only-scoring-and-below"],
      ["app/backend", "app/alerts", "backend-imports-only-scoring-and-below"],
      ["app/alerts", "app/shell", "alerts-imports-only-backend-and-below"],
      ["app/alerts", "workers/live", "alerts-imports-only-backend-and-below"],
    ] as const
  ).map(([from, to, rule]) => {
    const name = uniqueName();
    const fromFile = `${from.replace("/sub", `/${name}`)}/${name}.ts`;
    const toFile = `${to.replace("/sub", `/${name}`)}/${name}.ts`;
    const relative = path.posix.relative(path.posix.dirname(fromFile), toFile);
    const result = fixtures({
      [toFile]: VALUE,
      [fromFile]: `import { value } from "${relative}";\nexport const twice = value * 2;\n`,
    });
    const layer = (folder: string) => folder.replace("/sub", "/<sub-folder>");
    return { from: layer(from), to: layer(to), rule, result };
  });
  test.each(upward)("$from importing $to is an error ($rule)", ({ rule, result }) => {
    expectError(result(), rule);
    expect(ruleNames(result())).toEqual([rule]);
  });

  const downward = (() => {
    const name = uniqueName();
    const files = {
      [`app/cricket/${name}.ts`]: VALUE,
      [`app/data/${name}.ts`]: `import { value } from "../cricket/${name}.ts";\nexport const data = value;\n`,
      [`app/live/${name}.ts`]: `import { data } from "../data/${name}.ts";\nexport const live = data;\n`,
      [`app/scoring/${name}.ts`]: `import { live } from "../live/${name}.ts";\nexport const scoring = live;\n`,
      [`app/backend/${name}/${name}.ts`]: `import { scoring } from "../../scoring/${name}.ts";\nexport const backend = scoring;\n`,
      [`app/alerts/${name}.ts`]: `import { backend } from "../backend/${name}/${name}.ts";\nexport const alerts = backend;\n`,
    };
    return { result: fixtures(files), files: Object.keys(files) };
  })();
  test("each layer importing the one below it (alerts → backend → scoring → live → data → core) is fine", () => {
    expect(
      downward
        .result()
        .modules.map((module) => module.source)
        .sort(),
    ).toEqual([...downward.files].sort());
    expect(downward.result().violations).toEqual([]);
  });

  const workersEachOther = (
    [
      ["api", "live"],
      ["live", "api"],
    ] as const
  ).map(([from, to]) => {
    const name = uniqueName();
    return {
      from,
      to,
      result: fixtures({
        [`workers/${to}/${name}.ts`]: VALUE,
        [`workers/${from}/${name}.ts`]: `import { value } from "../${to}/${name}.ts";\nexport const twice = value * 2;\n`,
      }),
    };
  });
  test.each(workersEachOther)("workers/$from importing workers/$to is an error", ({ result }) => {
    expectError(result(), "workers-api-and-live-independent");
    expect(ruleNames(result())).toEqual(["workers-api-and-live-independent"]);
  });

  const cycle = (() => {
    const dir = `app/components/${uniqueName()}`;
    return fixtures({
      [`${dir}/a.ts`]: 'import { b } from "./b.ts";\nexport const a = () => b;\n',
      [`${dir}/b.ts`]: 'import { a } from "./a.ts";\nexport const b = () => a;\n',
    });
  })();
  test("two modules importing each other are a cycle", () => {
    expectError(cycle(), "no-circular");
    expect(ruleNames(cycle())).toEqual(["no-circular"]);
  });

  const workersToUpstream = (() => {
    const name = uniqueName();
    return fixtures({
      [`app/data/upstream/${name}.ts`]: "export const internal = 1;\n",
      [`workers/ingest/${name}.ts`]: `import { internal } from "../../app/data/upstream/${name}.ts";\nexport const value = internal;\n`,
    });
  })();
  test("workers importing an internal module of the upstream adapter is an error", () => {
    expectError(workersToUpstream(), "workers-not-to-upstream-adapter");
    expectError(workersToUpstream(), "adapters-only-through-index-server");
  });

  const adapterInternal = (() => {
    const name = uniqueName();
    return {
      name,
      result: fixtures({
        [`app/data/embedded/${name}.ts`]: "export const internal = 1;\n",
        [`app/live/${name}.ts`]: `import { internal } from "../data/embedded/${name}.ts";\nexport const value = internal;\n`,
        [`tests/structure/${name}.ts`]: `import { internal } from "../../app/data/embedded/${name}.ts";\nexport const value = internal;\n`,
      }),
    };
  })();
  test("an app module importing an adapter's internal module is an error; a file under tests/ may", () => {
    const { name, result } = adapterInternal;
    expectError(result(), "adapters-only-through-index-server");
    expect(result().violations.map(({ from, rule }) => [from, rule.name])).toEqual([
      [`app/live/${name}.ts`, "adapters-only-through-index-server"],
    ]);
  });

  const areas = (() => {
    const [a, b] = [uniqueName(), uniqueName()];
    return {
      b,
      result: fixtures({
        [`app/routes/${a}/helper.ts`]: "export const helper = 1;\n",
        [`app/routes/${b}/page.tsx`]: PAGE,
        [`app/routes/${a}/page.tsx`]: `import { helper } from "./helper.ts";\nimport Other from "../${b}/page.tsx";\nexport default function Page() {\n  return Other() ?? helper;\n}\n`,
      }),
    };
  })();
  test("a route area importing another area is an error; its own helpers are fine", () => {
    const { b, result } = areas;
    expectError(result(), "route-areas-are-private");
    expect(result().violations.map(({ to, rule }) => [to, rule.name])).toEqual([[`app/routes/${b}/page.tsx`, "route-areas-are-private"]]);
  });

  const workersToRoute = (() => {
    const name = uniqueName();
    return fixtures({
      [`app/routes/${name}/page.tsx`]: PAGE,
      [`workers/${name}.ts`]: `import Page from "../app/routes/${name}/page.tsx";\nexport const page = Page;\n`,
    });
  })();
  test("workers importing a route module is an error", () => {
    expectError(workersToRoute(), "workers-not-to-routes-or-root");
    expectError(workersToRoute(), "routes-not-imported-from-outside");
  });

  const unresolvable = (() => {
    const name = uniqueName();
    return fixtures({ [`app/live/${name}.ts`]: `export { missing } from "./${name}-missing.ts";\n` });
  })();
  test("an import dependency-cruiser cannot resolve is an error (the rules cannot see where it goes)", () => {
    expectError(unresolvable(), "not-to-unresolvable");
  });

  const accepted = (() => {
    const name = uniqueName();
    return fixtures({
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
    });
  })();
  test("React Router's ./+types imports, ?url CSS, virtual: modules, cloudflare: modules and npm packages are fine", () => {
    const page = accepted().modules.find((module) => module.source.endsWith("/page.tsx"));
    // Every import was seen (the page's dependencies were followed), and none is a violation.
    expect(page?.dependencies.length).toBeGreaterThanOrEqual(9);
    expect(accepted().violations).toEqual([]);
  });

  test("the CLI fails on exactly the cases' errors, and the real tree (app, workers) has no violations", () => {
    if (!shared) throw new Error("the shared dependency-cruiser run did not happen");
    expect(shared.cruised).toBeGreaterThan(100);
    // Every violation left over starts from a real file: the tree's own, which must be none.
    const fixtureFiles = new Set(cases.flatMap(({ files }) => Object.keys(files)));
    const real = shared.violations.filter(({ from }) => !fixtureFiles.has(from));
    expect(real.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)).toEqual([]);
    // `npm run check:layers` exits with its count of errors: the fixtures' run counts every case's, no more, no fewer.
    expect(shared.caseErrors).toBeGreaterThan(0);
    expect(shared.checkExitCode).toBe(shared.caseErrors);
  });
});
