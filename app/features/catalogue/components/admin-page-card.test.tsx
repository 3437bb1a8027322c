import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Period } from "~/lib/periods";
import type { AdminPageRow } from "../admin-queries.server";
import { AdminPageCard } from "./admin-page-card";

const now = new Date("2026-11-22T15:00:00Z");

function render(figures: AdminPageRow["figures"], period: Period = 7) {
  const page: AdminPageRow = {
    id: "11111111-1111-4111-8111-111111111111",
    title: "Grade Magnética de Neodímio",
    slug: "grade-magnetica-neodimio",
    pageType: "produto",
    published: true,
    publishAt: null,
    createdAt: new Date("2026-11-01T12:00:00Z"),
    updatedAt: new Date("2026-11-20T12:00:00Z"),
    figures,
  };
  const Stub = createRoutesStub([
    {
      path: "/admin/pages",
      Component: () => <AdminPageCard page={page} period={period} now={now.getTime()} onDelete={() => {}} busy={false} />,
    },
  ]);
  const html = renderToStaticMarkup(<Stub initialEntries={["/admin/pages"]} />);
  const text = html.replace(/<[^>]+>/g, "");
  return { html, text };
}

describe("the admin page card's figures", () => {
  it("counts views and quote requests in the plural", () => {
    const { html, text } = render({ views: 12, quoteRequests: 3 });
    expect(text).toContain("12 visualizações · 3 pedidos de orçamento");
    expect(html).toContain('role="group" aria-label="Desempenho de Grade Magnética de Neodímio: Últimos 7 dias"');
  });

  it("uses the singular for one of each", () => {
    expect(render({ views: 1, quoteRequests: 1 }).text).toContain("1 visualização · 1 pedido de orçamento");
  });

  it("uses the plural for none, groups thousands, and names the period in the label", () => {
    const { html, text } = render({ views: 1234, quoteRequests: 0 }, 0);
    expect(text).toContain("1.234 visualizações · 0 pedidos de orçamento");
    expect(html).toContain('aria-label="Desempenho de Grade Magnética de Neodímio: Todo o período"');
  });

  it("keeps the page's address and actions", () => {
    const { html } = render({ views: 0, quoteRequests: 0 });
    expect(html).toContain("/produtos/grade-magnetica-neodimio");
    expect(html).toContain('aria-label="Editar Grade Magnética de Neodímio"');
    expect(html).toContain('aria-label="Excluir Grade Magnética de Neodímio"');
  });
});
