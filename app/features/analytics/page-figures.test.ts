import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { contactRequests, visitorAnalytics } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { catalogueFigures } from "./page-figures.server";

// Sunday 22/11/2026, 12:00 in São Paulo; the 7-day period starts on 15/11.
const now = new Date("2026-11-22T15:00:00Z");
const inside = new Date("2026-11-20T12:00:00Z");
const before = new Date("2026-11-01T12:00:00Z");
const pages = [
  { id: "p1", pageType: "produto" as const, slug: "grade-magnetica-neodimio" },
  { id: "p2", pageType: "servico" as const, slug: "balanceamento-dinamico-de-rotores" },
  { id: "p3", pageType: "importado" as const, slug: "gaussimetro-digital-portatil" },
];

describe.each(testDrivers)("catalogue page figures on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    const viewOf = (pagePath: string, visitedAt: Date) => ({ sessionId: "sessao-teste-1", pagePath, visitedAt });
    await db().insert(visitorAnalytics).values([
      viewOf("/produtos/grade-magnetica-neodimio", inside),
      viewOf("/produtos/grade-magnetica-neodimio?utm_source=google", inside),
      viewOf("/produtos/grade-magnetica-neodimio", before),
      viewOf("/servicos/balanceamento-dinamico-de-rotores", inside),
      viewOf("/produtos", inside),
    ]);
    const request = (sourcePage: string | null, createdAt: Date) => ({ name: "Ana", email: "ana@exemplo.com.br", message: "Orçamento", type: "quote_request", sourcePage, createdAt });
    await db().insert(contactRequests).values([
      request("/produtos/grade-magnetica-neodimio", inside),
      request("/produtos/grade-magnetica-neodimio", before),
      request(null, inside),
    ]);
  });
  afterAll(() => closeDatabase());

  it("counts each page's views and quote requests in the period, and zero for a page nobody saw", async () => {
    const figures = await catalogueFigures(pages, 7, now);
    expect(Object.fromEntries(figures)).toEqual({
      p1: { views: 2, quoteRequests: 1 },
      p2: { views: 1, quoteRequests: 0 },
      p3: { views: 0, quoteRequests: 0 },
    });
  });

  it("counts everything for the whole period", async () => {
    expect((await catalogueFigures(pages, 0, now)).get("p1")).toEqual({ views: 3, quoteRequests: 2 });
  });
});
