import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppErrorScreen, NotFoundScreen } from "./status-screens";

function renderAt(path: string, element: React.ReactNode) {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

describe("status screens", () => {
  it("the application error screen shows the spec's texts and the message, and retries by reloading", async () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    const user = renderAt("/", <AppErrorScreen message="Falha ao ler o catálogo" />);
    expect(screen.getByRole("heading", { level: 1, name: "Erro na Aplicação" })).toBeInTheDocument();
    expect(screen.getByText("Algo deu errado. Por favor, tente novamente.")).toBeInTheDocument();
    expect(screen.getByText("Falha ao ler o catálogo")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Tentar Novamente" }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("the not-found screen offers the way home, and goes back", async () => {
    const back = vi.spyOn(window.history, "back").mockImplementation(() => undefined);
    const user = renderAt("/produtos/removido", <NotFoundScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "Página Não Encontrada" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
    await user.click(screen.getByRole("button", { name: "Voltar" }));
    expect(back).toHaveBeenCalledOnce();
  });

  it("inside the panel, the not-found screen's way home is the panel's start", () => {
    renderAt("/admin/leads/removido", <NotFoundScreen />);
    expect(screen.getByRole("link", { name: "Voltar ao painel" })).toHaveAttribute("href", "/admin");
  });
});
