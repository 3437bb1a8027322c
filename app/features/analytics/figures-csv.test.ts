import { describe, expect, it } from "vitest";
import type { Figures } from "./figures";
import { figuresCsv } from "./figures-csv";

const figures = (overrides: Partial<Figures>): Figures => ({
  views: 0,
  visitors: 0,
  visits: 0,
  bounceRate: null,
  averageVisitMs: null,
  topPages: [],
  devices: [],
  sources: [],
  campaigns: [],
  ...overrides,
});

describe("the analytics spreadsheet", () => {
  it("writes each figure beside the previous period with the change, then the breakdowns and the days", () => {
    const csv = figuresCsv({
      period: 7,
      current: figures({
        views: 1200,
        visitors: 300,
        visits: 400,
        bounceRate: 0.375,
        averageVisitMs: 87_500,
        topPages: [{ path: "/produtos", views: 700 }],
        devices: [{ device: "Celular", visits: 250 }],
        sources: [{ source: "=Google", visits: 1 }],
        campaigns: [
          { campaign: "lancamento-grade", source: "newsletter", visits: 40 },
          { campaign: "sem-origem", source: "", visits: 2 },
        ],
      }),
      previous: figures({ views: 1000, visitors: 300, visits: 320, bounceRate: 0.5, averageVisitMs: 60_000 }),
      daily: [{ day: "2026-11-21", views: 3, visitors: 1 }],
    });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toEqual([
      '"Relatório de acessos: Últimos 7 dias"',
      '"Indicador";"Período";"Período anterior";"Variação"',
      '"Visualizações";"1.200";"1.000";"20%"',
      '"Visitantes únicos";"300";"300";"0%"',
      '"Visitas";"400";"320";"25%"',
      '"Taxa de rejeição";"37,5%";"50%";"-25%"',
      '"Tempo médio da visita";"1 min 28 s";"1 min";"45,8%"',
      "",
      '"Página";"Visualizações"',
      '"/produtos";"700"',
      "",
      '"Dispositivo";"Visitas"',
      '"Celular";"250"',
      "",
      '"Origem";"Visitas"',
      '"\'=Google";"1"',
      "",
      '"Campanha (utm_campaign)";"Origem marcada (utm_source)";"Visitas"',
      '"lancamento-grade";"newsletter";"40"',
      '"sem-origem";"";"2"',
      "",
      '"Dia";"Visualizações";"Visitantes"',
      '"21/11/2026";"3";"1"',
    ]);
  });

  it("leaves the comparison empty for the whole period and figures that cannot be computed", () => {
    const lines = figuresCsv({ period: 0, current: figures({}), previous: null, daily: [] }).split("\r\n");
    expect(lines[0]).toContain("Todo o período");
    expect(lines[5]).toBe('"Taxa de rejeição";"";"";""');
  });
});
