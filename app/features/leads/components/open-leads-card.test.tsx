import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { OpenLeadsCard } from "./open-leads-card";

function render(rows: Parameters<typeof OpenLeadsCard>[0]["rows"]) {
  const Stub = createRoutesStub([{ path: "/admin", Component: () => <OpenLeadsCard rows={rows} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/admin"]} />);
}

describe("the open leads card", () => {
  it("offers no link to zero leads: it says there are none", () => {
    const html = render([]);
    expect(html).toContain("Nenhum lead aberto.");
    expect(html).not.toContain("Ver os");
    expect(html).not.toContain("/admin/leads?");
  });

  it("names one lead in the singular and more in the plural", () => {
    expect(render([{ ownerId: null, ownerName: null, total: 1 }])).toContain("Ver o lead aberto");
    const html = render([
      { ownerId: "a", ownerName: "Ana", total: 2 },
      { ownerId: null, ownerName: null, total: 1 },
    ]);
    expect(html).toContain("Ver os 3 leads abertos");
  });
});
