import { describe, expect, test } from "vitest";
import { decideImport } from "./match-statements.server.ts";

const stored = { revision: 2, content_hash: "aaa", path: "cricsheet/odi/1384426.json" };

describe("which copy of a match a run keeps (decision 039)", () => {
  test("the highest revision wins, and the same bytes are unchanged", () => {
    expect(decideImport(null, 1, "x", "a.json")).toEqual({ action: "import", reason: "new" });
    expect(decideImport(stored, 1, "bbb", "odis_json.zip/1384426.json")).toEqual({ action: "skip", reason: "older revision" });
    expect(decideImport(stored, 3, "bbb", "odis_json.zip/1384426.json")).toEqual({ action: "import", reason: "newer revision" });
    expect(decideImport(stored, 2, "aaa", "odis_json.zip/1384426.json")).toEqual({ action: "skip", reason: "unchanged" });
  });

  test("the same file with new bytes replaces itself; another source's copy of the same revision does not", () => {
    expect(decideImport(stored, 2, "bbb", "cricsheet/odi/1384426.json")).toEqual({ action: "import", reason: "changed" });
    // Else a repeat run would write the bundle's copy over the archive's, then pass the archive by.
    expect(decideImport(stored, 2, "bbb", "odis_json.zip/1384426.json")).toEqual({ action: "skip", reason: "same revision stored" });
  });
});
