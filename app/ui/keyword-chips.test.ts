import { describe, expect, it } from "vitest";
import { addKeyword, splitKeywords } from "./keyword-chips";

describe("keyword chips", () => {
  it("adds a trimmed keyword", () => {
    expect(addKeyword(["ímãs"], "  filtros ")).toEqual(["ímãs", "filtros"]);
  });

  it("ignores empty and duplicate keywords", () => {
    expect(addKeyword(["ímãs"], "   ")).toEqual(["ímãs"]);
    expect(addKeyword(["ímãs"], "ÍMÃS")).toEqual(["ímãs"]);
  });

  it("reads the stored comma-separated list", () => {
    expect(splitKeywords("ímãs, filtros,, grades ")).toEqual(["ímãs", "filtros", "grades"]);
  });
});
