import { describe, expect, it } from "vitest";
import { chartSeries, countTicks, labelledBars } from "./chart-series";

describe("the daily chart's bars", () => {
  it("has a bar for every day of the period, days without views at zero", () => {
    const { monthly, bars } = chartSeries(
      [
        { day: "2026-11-19", views: 3, visitors: 1 },
        { day: "2026-11-21", views: 5, visitors: 2 },
      ],
      { from: "2026-11-18", to: "2026-11-22" },
    );
    expect(monthly).toBe(false);
    expect(bars.map((bar) => [bar.label, bar.fullLabel, bar.views, bar.visitors])).toEqual([
      ["18/11", "18/11/2026", 0, 0],
      ["19/11", "19/11/2026", 3, 1],
      ["20/11", "20/11/2026", 0, 0],
      ["21/11", "21/11/2026", 5, 2],
      ["22/11", "22/11/2026", 0, 0],
    ]);
  });

  it("starts 'all' at the first day with views, and crosses months and years", () => {
    const { bars } = chartSeries([{ day: "2026-12-31", views: 1, visitors: 1 }], { from: null, to: "2027-01-01" });
    expect(bars.map((bar) => bar.label)).toEqual(["31/12", "01/01"]);
  });

  it("has a bar a month on periods longer than two months, with views only", () => {
    const series = chartSeries(
      [
        { day: "2026-08-15", views: 2, visitors: 2 },
        { day: "2026-08-16", views: 3, visitors: 1 },
        { day: "2026-11-20", views: 4, visitors: 4 },
      ],
      { from: null, to: "2026-11-25" },
    );
    expect(series.monthly).toBe(true);
    expect(series.bars).toEqual([
      { key: "2026-08", label: "ago/26", fullLabel: "agosto de 2026", views: 5, visitors: null },
      { key: "2026-09", label: "set/26", fullLabel: "setembro de 2026", views: 0, visitors: null },
      { key: "2026-10", label: "out/26", fullLabel: "outubro de 2026", views: 0, visitors: null },
      { key: "2026-11", label: "nov/26", fullLabel: "novembro de 2026", views: 4, visitors: null },
    ]);
  });

  it("has no bars without views", () => {
    expect(chartSeries([], { from: "2026-11-18", to: "2026-11-25" }).bars).toEqual([]);
  });
});

describe("the chart's axes", () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [7, [0, 2, 4, 6, 8]],
    [40, [0, 10, 20, 30, 40]],
    [1234, [0, 500, 1000, 1500]],
  ])("counts up to %i in round steps", (largest, ticks) => {
    expect(countTicks(largest)).toEqual(ticks);
  });

  it("dates at most as many bars as asked, evenly spaced, the first among them", () => {
    const week = labelledBars(8, 7);
    expect([...Array(8).keys()].filter(week)).toEqual([0, 2, 4, 6]);
    const month = labelledBars(31, 7);
    expect([...Array(31).keys()].filter(month)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect([...Array(7).keys()].filter(labelledBars(7, 7))).toHaveLength(7);
    expect([...Array(8).keys()].filter(labelledBars(8, 15))).toHaveLength(8);
  });
});
