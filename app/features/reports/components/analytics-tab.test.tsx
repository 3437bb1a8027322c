import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

function renderTab(overrides: Partial<Parameters<typeof AnalyticsTab>[0]> = {}) {
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
  render(<Stub initialEntries={["/admin/reports"]} />);
  return userEvent.setup();
}

/** The value a figure card shows under its title. */
const figure = (title: string) => screen.getByRole("heading", { name: title }).nextElementSibling?.textContent;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe("the analytics tab", () => {
  it("reads in Portuguese: the figures, sources, devices and the visit time in minutes and seconds", () => {
    renderTab();
    expect(figure("Visualizações")).toBe("1.250");
    expect(figure("Taxa de rejeição")).toBe("37,5%");
    expect(figure("Tempo médio da visita")).toBe("2 min 05 s");
    expect(screen.getByText("Dentro da meta (abaixo de 40%)")).toBeInTheDocument();
    const sources = within(screen.getByRole("list", { name: "Origens do tráfego" })).getAllByRole("listitem");
    expect(sources.map((item) => item.textContent)).toEqual(["Direto200 visitas", "E-mail120 visitas", "Instagram80 visitas"]);
    const devices = within(screen.getByRole("list", { name: "Dispositivos" })).getAllByRole("listitem");
    expect(devices.map((item) => item.textContent)).toEqual(["Celular250 visitas", "Computador120 visitas", "Tablet30 visitas"]);
    expect(screen.queryByText(/Direct|Desktop|Mobile/)).not.toBeInTheDocument();
  });

  it("lists each campaign with its utm_source and visits", () => {
    renderTab();
    expect(rowsOf(screen.getByRole("table", { name: "Campanhas" }))).toEqual([
      ["Campanha", "Origem (utm_source)", "Visitas"],
      ["novembro", "newsletter", "120"],
      ["feira-2026", "—", "3"],
    ]);
  });

  it("says when no campaign brought visits", () => {
    renderTab({ current: { ...figures, campaigns: [] } });
    expect(screen.getByText("Nenhuma visita de campanha no período.")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Campanhas" })).not.toBeInTheDocument();
  });

  it("draws the days of the period with a count axis and dates, and sums it up in words", () => {
    renderTab();
    // 18/11 to 25/11: eight days, the axis from 0 to 12 in steps of 5 rounded up to 15.
    for (const label of ["18/11", "21/11", "25/11", "5", "10", "15"]) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText("15 visualizações no período; o maior número, 12, em 21/11/2026.")).toBeInTheDocument();
  });

  it("opens the chart's numbers as a table on 'Ver os números'", async () => {
    const user = renderTab();
    expect(screen.queryByRole("table", { name: "Visualizações por dia" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver os números" }));
    const rows = rowsOf(screen.getByRole("table", { name: "Visualizações por dia" }));
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual(["Dia", "Visualizações", "Visitantes"]);
    expect(rows).toContainEqual(["21/11/2026", "12", "4"]);
    expect(rows).toContainEqual(["20/11/2026", "0", "0"]);
  });
});
