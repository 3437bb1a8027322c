import { describe, expect, it } from "vitest";
import { businessDay, splitRange } from "./rollup-range";

const saoPaulo = (iso: string) => new Date(`${iso}-03:00`);

describe("splitting a range into rolled-up days and counted moments", () => {
  const noon = saoPaulo("2026-11-22T12:00:00");

  it("reads the closed days of a period from their rollups and today from the visits", () => {
    expect(splitRange({ start: saoPaulo("2026-11-15T00:00:00"), end: noon }, noon)).toEqual({
      head: null,
      days: { from: "2026-11-15", to: "2026-11-22" },
      tail: { start: saoPaulo("2026-11-22T00:00:00"), end: noon },
    });
  });

  it("counts a partial first day from the visits, as in the previous period", () => {
    const start = saoPaulo("2026-11-07T12:00:00");
    expect(splitRange({ start, end: saoPaulo("2026-11-15T00:00:00") }, noon)).toEqual({
      head: { start, end: saoPaulo("2026-11-08T00:00:00") },
      days: { from: "2026-11-08", to: "2026-11-15" },
      tail: null,
    });
  });

  it("takes every day from the first for 'all'", () => {
    expect(splitRange({ start: undefined, end: noon }, noon).days).toEqual({ from: undefined, to: "2026-11-22" });
  });

  it("counts yesterday from the visits in the first minutes after midnight, while late writes may still arrive", () => {
    const justAfter = saoPaulo("2026-11-22T00:03:00");
    expect(splitRange({ start: saoPaulo("2026-11-15T00:00:00"), end: justAfter }, justAfter)).toEqual({
      head: null,
      days: { from: "2026-11-15", to: "2026-11-21" },
      tail: { start: saoPaulo("2026-11-21T00:00:00"), end: justAfter },
    });
  });

  it("has no rolled-up part when the range holds no whole closed day", () => {
    const range = { start: saoPaulo("2026-11-22T00:00:00"), end: noon };
    expect(splitRange(range, noon)).toEqual({ head: range, days: null, tail: null });
  });

  it("names days by their São Paulo date", () => {
    expect(businessDay(new Date("2026-11-22T02:59:59Z"))).toBe("2026-11-21");
    expect(businessDay(new Date("2026-11-22T03:00:00Z"))).toBe("2026-11-22");
  });
});
