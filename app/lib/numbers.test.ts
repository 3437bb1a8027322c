import { describe, expect, it } from "vitest";
import { formatDuration, formatInteger, formatPercent } from "./numbers";

describe("numbers in pt-BR", () => {
  it("groups thousands with a dot and writes percentages with a comma", () => {
    expect(formatInteger(1250)).toBe("1.250");
    expect(formatPercent(0.375)).toBe("37,5%");
  });

  it.each([
    [0, "0 s"],
    [7_000, "7 s"],
    [7_400, "7 s"],
    [59_600, "1 min"],
    [125_000, "2 min 05 s"],
    [600_000, "10 min"],
    [3_600_000, "1 h"],
    [3_725_000, "1 h 02 min"],
  ])("reads %i ms as %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
