import { describe, expect, test } from "vitest";
import { describeDismissal, fielderLabel } from "./dismissal.ts";
import { wicket } from "../../tests/support/cricket-builders.ts";

const names = {
  mah: "KA Maharaj",
  kla: "H Klaasen",
  bum: "JJ Bumrah",
  pan: "RR Pant",
  kul: "Kuldeep Yadav",
  mil: "DA Miller",
  dek: "Q de Kock",
  rin: "RK Singh",
  bat: "V Kohli",
};

describe("describeDismissal", () => {
  test("a fielder and a bowler of the match who share a surname are told apart", () => {
    const sharmas = { ...names, rgs: "RG Sharma", ars: "AR Sharma" };
    expect(describeDismissal(wicket("caught", "bat", "rgs"), "ars", sharmas)).toBe("c RG Sharma b AR Sharma");
  });

  test.each([
    [wicket("caught", "bat", "kla"), "mah", "c Klaasen b Maharaj"],
    [wicket("caught and bowled", "bat"), "mah", "c & b Maharaj"],
    [wicket("caught", "bat", "mah"), "mah", "c & b Maharaj"],
    [wicket("bowled", "bat"), "bum", "b Bumrah"],
    [wicket("lbw", "bat"), "bum", "lbw b Bumrah"],
    [wicket("stumped", "bat", "pan"), "kul", "st Pant b Kuldeep Yadav"],
    [wicket("run out", "bat", "mil"), "mah", "run out (Miller)"],
    [wicket("run out", "bat", "mil", "dek"), "mah", "run out (Miller/de Kock)"],
    [wicket("run out", "bat"), "mah", "run out"],
    [wicket("hit wicket", "bat"), "bum", "hit wicket b Bumrah"],
    [wicket("caught", "bat", { id: "rin", substitute: true }), "mah", "c sub (Singh) b Maharaj"],
    [wicket("run out", "bat", { id: "rin", substitute: true }, "dek"), "mah", "run out (sub (Singh)/de Kock)"],
  ])("%o bowled by %s → %s", (entry, bowler, text) => {
    expect(describeDismissal(entry, bowler, names)).toBe(text);
  });

  test.each([
    "retired hurt",
    "retired out",
    "retired not out",
    "obstructing the field",
    "timed out",
    "handled the ball",
    "hit the ball twice",
  ] as const)("%s is printed as the kind itself", (kind) => {
    expect(describeDismissal(wicket(kind, "bat"), "mah", names)).toBe(kind);
  });
});

describe("fielderLabel", () => {
  test("unnamed fielders", () => {
    expect(fielderLabel({ substitute: true }, names)).toBe("sub");
    expect(fielderLabel({}, names)).toBe("?");
    expect(fielderLabel(undefined, names)).toBe("?");
  });
});
