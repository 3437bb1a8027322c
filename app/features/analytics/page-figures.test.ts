import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { contactRequests, visitorAnalytics } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { pathFigures } from "./page-figures.server";

// Sunday 22/11/2026, 12:00 in São Paulo; the 7-day period starts on 15/11.
const now = new Date("2026-11-22T15:00:00Z");
const inside = new Date("2026-11-20T12:00:00Z");
const before = new Date("2026-11-01T12:00:00Z");
const paths = [
  "/produtos/grade-magnetica-neodimio",
  "/servicos/balanceamento-dinamico-de-rotores",
  "/importados/gaussimetro-digital-portatil",
];

describe.each(testDrivers)("figures of site addresses on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    const viewOf = (pagePath: string, visitedAt: Date) => ({ sessionId: "sessao-teste-1", pagePath, visitedAt });
    await db()
      .insert(visitorAnalytics)
      .values([
        viewOf("/produtos/grade-magnetica-neodimio", inside),
        viewOf("/produtos/grade-magnetica-neodimio?utm_source=google", inside),
        viewOf("/produtos/grade-magnetica-neodimio", before),
        viewOf("/servicos/balanceamento-dinamico-de-rotores", inside),
        viewOf("/produtos", inside),
      ]);
    const request = (sourcePage: string | null, createdAt: Date) => ({
      name: "Ana",
      email: "ana@exemplo.com.br",
      message: "Orçamento",
      type: "quote_request",
      sourcePage,
      createdAt,
    });
    await db()
      .insert(contactRequests)
      .values([
        request("/produtos/grade-magnetica-neodimio", inside),
        request("/produtos/grade-magnetica-neodimio", before),
        request(null, inside),
      ]);
  });
  afterAll(() => closeDatabase());

  it("counts each address's views (any query string) and quote requests in the period, and zero for one nobody saw", async () => {
    const figures = await pathFigures(paths, 7, now);
    expect(Object.fromEntries(figures)).toEqual({
      "/produtos/grade-magnetica-neodimio": { views: 2, quoteRequests: 1 },
      "/servicos/balanceamento-dinamico-de-rotores": { views: 1, quoteRequests: 0 },
      "/importados/gaussimetro-digital-portatil": { views: 0, quoteRequests: 0 },
    });
  });

  it("counts everything for the whole period", async () => {
    expect((await pathFigures(paths, 0, now)).get("/produtos/grade-magnetica-neodimio")).toEqual({ views: 3, quoteRequests: 2 });
  });
});
