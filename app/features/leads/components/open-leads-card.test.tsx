import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { OpenLeadsCard } from "./open-leads-card";

function render(rows: Parameters<typeof OpenLeadsCard>[0]["rows"]) {
  const Stub = createRoutesStub([{ path: "/admin", Component: () => <OpenLeadsCard rows={rows} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/admin"]} />).replace(/\u00a0/g, " ");
}

describe("the open leads card", () => {
  it("offers no link to zero leads: it says there are none", () => {
    const html = render([]);
    expect(html).toContain("Nenhum lead aberto.");
    expect(html).not.toContain("Ver os");
    expect(html).not.toContain("/admin/leads?");
    expect(html).not.toContain("Valor em aberto");
  });

  it("names one lead in the singular and more in the plural", () => {
    expect(render([{ ownerId: null, ownerName: null, total: 1, valueCents: 0 }])).toContain("Ver o lead aberto");
    const html = render([
      { ownerId: "a", ownerName: "Ana", total: 2, valueCents: 0 },
      { ownerId: null, ownerName: null, total: 1, valueCents: 0 },
    ]);
    expect(html).toContain("Ver os 3 leads abertos");
  });

  it("shows each owner's open value in reais and the whole pipeline's", () => {
    const html = render([
      { ownerId: "a", ownerName: "Ana", total: 2, valueCents: 123_456 },
      { ownerId: null, ownerName: null, total: 1, valueCents: 50_000 },
    ]);
    expect(html).toContain("R$ 1.234,56");
    expect(html).toContain("R$ 500,00");
    expect(html).toMatch(/Valor em aberto<\/span><span[^>]*>R\$ 1\.734,56/);
  });
});
