import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * A Vitest reporter for the test loop's profile (docs/benchmarks/test-loop.md): one JSON line per
 * test file with when it was queued and ended (wall clock, ms) and Vitest's own split of its time
 * (environment and harness set-up, setup files, import and collection, tests and hooks).
 * `TEST_REPORT_DIR=<folder> npm test` adds it; the lines go to <folder>/<TEST_REPORT_LABEL>.files.jsonl.
 */
export default class TestProfileReporter implements Reporter {
  private readonly out = path.join(process.env.TEST_REPORT_DIR ?? ".", `${process.env.TEST_REPORT_LABEL ?? "vitest"}.files.jsonl`);
  private readonly queued = new Map<string, number>();

  onInit() {
    // The folder may not exist yet: Vitest's JSON reporter makes it only when the run ends.
    mkdirSync(path.dirname(this.out), { recursive: true });
  }

  onTestModuleQueued(testModule: TestModule) {
    this.queued.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    const d = testModule.diagnostic();
    const line = {
      file: path.relative(process.cwd(), testModule.moduleId),
      project: testModule.project.name,
      state: testModule.state(),
      queued: this.queued.get(testModule.moduleId),
      ended: Date.now(),
      environment: Math.round(d.environmentSetupDuration),
      prepare: Math.round(d.prepareDuration),
      setup: Math.round(d.setupDuration),
      collect: Math.round(d.collectDuration),
      tests: Math.round(d.duration),
    };
    appendFileSync(this.out, `${JSON.stringify(line)}\n`);
  }
}
