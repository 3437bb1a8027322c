import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { WaitingLeadsData } from "../waiting-leads-data.server";
import { WaitingLeadsCard } from "./waiting-leads-card";

function renderCard(data: WaitingLeadsData) {
  const Stub = createRoutesStub([{ path: "/admin", Component: () => <WaitingLeadsCard data={data} /> }]);
  render(<Stub initialEntries={["/admin"]} />);
}

const lead = (index: number, waitingHours: number) => ({
  id: `1111111${index}-1111-4111-8111-111111111111`,
  name: `Lead ${index}`,
  email: `lead${index}@exemplo.com.br`,
  createdAt: "2026-11-19T19:00:00.000Z",
  waitingMs: waitingHours * 3_600_000,
});

const waiting = () => within(screen.getByRole("list", { name: "Leads aguardando atendimento" })).getAllByRole("listitem");

describe("the waiting leads card", () => {
  it("lists each waiting lead with the business time waited, since when, and a link to its page", () => {
    renderCard({ alertHours: 4, total: 2, leads: [lead(1, 6), lead(2, 4.5)] });
    expect(screen.getByText(/Ainda 'Novo' depois de 4 horas úteis/)).toBeInTheDocument();
    expect(screen.getByText("2 leads")).toBeInTheDocument();
    const [first, second] = waiting();
    expect(within(first!).getByRole("link", { name: "Lead 1" })).toHaveAttribute(
      "href",
      "/admin/leads/11111111-1111-4111-8111-111111111111",
    );
    expect(within(first!).getByText("lead1@exemplo.com.br")).toBeInTheDocument();
    expect(within(first!).getByText("há 6 h úteis")).toBeInTheDocument();
    expect(within(first!).getByText("· desde 19/11/2026 16:00")).toBeInTheDocument();
    expect(within(second!).getByText("há 4 h 30 min úteis")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Ver todos/ })).not.toBeInTheDocument();
  });

  it("shows the first five and links to the rest", () => {
    renderCard({ alertHours: 1, total: 9, leads: [1, 2, 3, 4, 5, 6, 7].map((index) => lead(index, 10 - index)) });
    expect(waiting().map((item) => within(item).getByRole("link").textContent)).toEqual(["Lead 1", "Lead 2", "Lead 3", "Lead 4", "Lead 5"]);
    expect(screen.getByRole("link", { name: "Ver todos os 9 leads aguardando" })).toHaveAttribute("href", "/admin/leads");
    expect(screen.getByText(/depois de 1 hora útil,/)).toBeInTheDocument();
  });

  it("says so when no lead waits", () => {
    renderCard({ alertHours: 4, total: 0, leads: [] });
    expect(screen.getByText("Nenhum lead aguardando há mais de 4 horas úteis.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
