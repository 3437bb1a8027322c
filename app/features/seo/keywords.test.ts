import { describe, expect, it } from "vitest";
import { addKeywords, joinKeywords, parseKeywords, removeKeyword } from "./keywords";

describe("keyword chips", () => {
  it("adds a trimmed keyword", () => {
    expect(addKeywords(["ímãs"], "  filtros magnéticos ")).toEqual(["ímãs", "filtros magnéticos"]);
  });

  it("adds nothing for an empty or blank entry", () => {
    expect(addKeywords(["ímãs"], "")).toEqual(["ímãs"]);
    expect(addKeywords(["ímãs"], "   ")).toEqual(["ímãs"]);
  });

  it("adds nothing for a duplicate, whatever its case", () => {
    expect(addKeywords(["Ímãs"], "ímãs")).toEqual(["Ímãs"]);
    expect(addKeywords(["ímãs"], " ímãs ")).toEqual(["ímãs"]);
  });

  it("splits pasted text at commas, since keywords are stored comma-separated", () => {
    expect(addKeywords([], "grade, tambor,, grade")).toEqual(["grade", "tambor"]);
  });

  it("removes one keyword", () => {
    expect(removeKeyword(["grade", "tambor"], "grade")).toEqual(["tambor"]);
  });

  it("reads and writes the stored form", () => {
    const list = parseKeywords("separação magnética, ímãs ,, filtros magnéticos");
    expect(list).toEqual(["separação magnética", "ímãs", "filtros magnéticos"]);
    expect(joinKeywords(list)).toBe("separação magnética, ímãs, filtros magnéticos");
    expect(parseKeywords("")).toEqual([]);
  });
});
