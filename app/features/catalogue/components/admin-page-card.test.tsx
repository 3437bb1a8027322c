import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Period } from "~/lib/periods";
import type { AdminPageRow } from "../admin-queries.server";
import { AdminPageCard } from "./admin-page-card";

const now = new Date("2026-11-22T15:00:00Z");

function renderCard(figures: AdminPageRow["figures"], period: Period = 7) {
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
  const onDelete = vi.fn();
  const Stub = createRoutesStub([
    {
      path: "/admin/pages",
      Component: () => <AdminPageCard page={page} period={period} now={now.getTime()} onDelete={onDelete} busy={false} />,
    },
  ]);
  render(<Stub initialEntries={["/admin/pages"]} />);
  return { onDelete, user: userEvent.setup() };
}

describe("the admin page card's figures", () => {
  it("counts views and quote requests in the plural, under the period's name", () => {
    renderCard({ views: 12, quoteRequests: 3 });
    expect(screen.getByRole("group", { name: "Desempenho de Grade Magnética de Neodímio: Últimos 7 dias" })).toHaveTextContent(
      "12 visualizações · 3 pedidos de orçamento",
    );
  });

  it("uses the singular for one of each", () => {
    renderCard({ views: 1, quoteRequests: 1 });
    expect(screen.getByRole("group", { name: /^Desempenho/ })).toHaveTextContent("1 visualização · 1 pedido de orçamento");
  });

  it("uses the plural for none, groups thousands, and names the period in the label", () => {
    renderCard({ views: 1234, quoteRequests: 0 }, 0);
    expect(screen.getByRole("group", { name: "Desempenho de Grade Magnética de Neodímio: Todo o período" })).toHaveTextContent(
      "1.234 visualizações · 0 pedidos de orçamento",
    );
  });

  it("keeps the page's address and actions", () => {
    renderCard({ views: 0, quoteRequests: 0 });
    expect(screen.getByText("/produtos/grade-magnetica-neodimio")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Visualizar Grade Magnética de Neodímio" })).toHaveAttribute(
      "href",
      "/produtos/grade-magnetica-neodimio",
    );
    expect(screen.getByRole("link", { name: "Editar Grade Magnética de Neodímio" })).toHaveAttribute(
      "href",
      "/admin/pages/grade-magnetica-neodimio/edit",
    );
  });

  it("deletes the page only once it is confirmed", async () => {
    const { onDelete, user } = renderCard({ views: 0, quoteRequests: 0 });
    await user.click(screen.getByRole("button", { name: "Excluir Grade Magnética de Neodímio" }));
    const dialog = screen.getByRole("alertdialog", { name: "Excluir página?" });
    expect(dialog).toHaveTextContent('A página "Grade Magnética de Neodímio" será excluída');
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Excluir Grade Magnética de Neodímio" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Excluir" }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
