import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { OpenLeadsCard } from "./open-leads-card";

function renderCard(rows: Parameters<typeof OpenLeadsCard>[0]["rows"]) {
  const Stub = createRoutesStub([{ path: "/admin", Component: () => <OpenLeadsCard rows={rows} /> }]);
  render(<Stub initialEntries={["/admin"]} />);
}

describe("the open leads card", () => {
  it("offers no link to zero leads: it says there are none", () => {
    renderCard([]);
    expect(screen.getByText("Nenhum lead aberto.")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByText("Valor em aberto")).not.toBeInTheDocument();
  });

  it("names one lead in the singular and more in the plural", () => {
    renderCard([{ ownerId: null, ownerName: null, total: 1, valueCents: 0 }]);
    expect(screen.getByRole("link", { name: "Ver o lead aberto" })).toBeInTheDocument();
  });

  it("links each owner's open leads, and all of them in the plural", () => {
    renderCard([
      { ownerId: "a", ownerName: "Ana", total: 2, valueCents: 0 },
      { ownerId: null, ownerName: null, total: 1, valueCents: 0 },
    ]);
    expect(screen.getByRole("link", { name: "Ana" })).toHaveAttribute("href", expect.stringMatching(/responsavel=a$/));
    expect(screen.getByRole("link", { name: "Sem responsável" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Ver os 3\sleads abertos$/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/admin\/leads\?status=/),
    );
  });

  it("shows each owner's open value in reais and the whole pipeline's", () => {
    renderCard([
      { ownerId: "a", ownerName: "Ana", total: 2, valueCents: 123_456 },
      { ownerId: null, ownerName: null, total: 1, valueCents: 50_000 },
    ]);
    const [ana, nobody] = within(screen.getByRole("list", { name: "Leads abertos por responsável" })).getAllByRole("listitem");
    // Read out with their labels: "Valor: R$ 1.234,56", "Leads: 2".
    expect(within(ana!).getByText("R$ 1.234,56")).toHaveTextContent("Valor: R$ 1.234,56");
    expect(within(ana!).getByText("2")).toHaveTextContent("Leads: 2");
    expect(within(nobody!).getByText("R$ 500,00")).toBeInTheDocument();
    expect(screen.getByText("Valor em aberto").nextSibling).toHaveTextContent("R$ 1.734,56");
  });
});
