import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { buildUnlessCurrent } from "../../scripts/lib/build-inputs.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout with a page and a package file, and a build that writes the Worker and counts its runs. */
function checkout() {
  const root = mkdtempSync(path.join(tmpdir(), "build-inputs-"));
  roots.push(root);
  mkdirSync(path.join(root, "app/routes"), { recursive: true });
  writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 1;");
  writeFileSync(path.join(root, "package.json"), "{}");
  let builds = 0;
  const build = async () => {
    builds++;
    mkdirSync(path.join(root, "build/server"), { recursive: true });
    writeFileSync(path.join(root, "build/server/index.js"), "");
  };
  return { root, build, builds: () => builds };
}

test("a start with the same sources does not build again; an edited source, a new file or a lost Worker does", async () => {
  const { root, build, builds } = checkout();
  expect(await buildUnlessCurrent(build, root)).toBe("built");
  expect(await buildUnlessCurrent(build, root)).toBe("current");
  expect(builds()).toBe(1);

  // an edit that keeps the size: the modification time tells
  utimesSync(path.join(root, "app/routes/home.tsx"), new Date(), new Date(Date.now() + 5_000));
  expect(await buildUnlessCurrent(build, root)).toBe("built");
  writeFileSync(path.join(root, "app/routes/new.tsx"), "export default 2;");
  expect(await buildUnlessCurrent(build, root)).toBe("built");
  rmSync(path.join(root, "build/server/index.js"));
  expect(await buildUnlessCurrent(build, root)).toBe("built");
  expect(await buildUnlessCurrent(build, root)).toBe("current");
  expect(builds()).toBe(4);
});

test("a build that fails leaves no record: the next start builds", async () => {
  const { root, build, builds } = checkout();
  await buildUnlessCurrent(build, root);
  writeFileSync(path.join(root, "package.json"), '{"name":"x"}');
  await expect(buildUnlessCurrent(() => Promise.reject(new Error("syntax error")), root)).rejects.toThrow("syntax error");
  expect(await buildUnlessCurrent(build, root)).toBe("built");
  expect(builds()).toBe(2);
});
