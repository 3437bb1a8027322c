import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Figures } from "~/features/analytics";
import { AnalyticsTab } from "./analytics-tab";

const figures: Figures = {
  views: 1250,
  visitors: 300,
  visits: 400,
  bounceRate: 0.375,
  averageVisitMs: 125_000,
  topPages: [{ path: "/produtos", views: 700 }],
  devices: [
    { device: "Celular", visits: 250 },
    { device: "Computador", visits: 120 },
    { device: "Tablet", visits: 30 },
  ],
  sources: [
    { source: "Direto", visits: 200 },
    { source: "E-mail", visits: 120 },
    { source: "Instagram", visits: 80 },
  ],
  campaigns: [
    { campaign: "novembro", source: "newsletter", visits: 120 },
    { campaign: "feira-2026", source: "", visits: 3 },
  ],
};

function render(overrides: Partial<Parameters<typeof AnalyticsTab>[0]> = {}) {
  const tab = () => (
    <AnalyticsTab
      period={7}
      current={figures}
      previous={null}
      daily={[
        { day: "2026-11-19", views: 3, visitors: 1 },
        { day: "2026-11-21", views: 12, visitors: 4 },
      ]}
      chartDays={{ from: "2026-11-18", to: "2026-11-25" }}
      {...overrides}
    />
  );
  const Stub = createRoutesStub([{ path: "/admin/reports", Component: tab }]);
  return renderToStaticMarkup(<Stub initialEntries={["/admin/reports"]} />);
}

describe("the analytics tab", () => {
  it("reads in Portuguese: sources, devices and the visit time in minutes and seconds", () => {
    const html = render();
    for (const text of ["Direto", "E-mail", "Instagram", "Celular", "Computador", "Tablet", "2 min 05 s", "1.250", "37,5%"]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/Direct|Desktop|Mobile|0:0\d min/);
  });

  it("lists each campaign with its utm_source and visits", () => {
    const html = render();
    expect(html).toContain("Campanhas");
    expect(html).toMatch(/<td[^>]*>novembro<\/td><td[^>]*>newsletter<\/td><td[^>]*>120<\/td>/);
    expect(html).toMatch(/<td[^>]*>feira-2026<\/td><td[^>]*>—<\/td><td[^>]*>3<\/td>/);
    expect(render({ current: { ...figures, campaigns: [] } })).toContain("Nenhuma visita de campanha no período.");
  });

  it("draws the days of the period with a count axis, dates and a summary in words", () => {
    const html = render();
    // 18/11 to 25/11: eight days, the axis from 0 to 12 in steps of 5 rounded up to 15.
    for (const label of ["18/11", "21/11", "25/11"]) expect(html).toContain(label);
    for (const tick of [">0<", ">5<", ">10<", ">15<"]) expect(html).toContain(tick);
    expect(html).toContain("15 visualizações no período; o maior número, 12, em 21/11/2026.");
    expect(html).toContain("Ver os números");
  });
});
