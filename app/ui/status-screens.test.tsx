import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AppErrorScreen, NotFoundScreen } from "./status-screens";

function render(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToStaticMarkup(<Stub />);
}

describe("status screens", () => {
  it("the application error screen shows the spec's texts, the message and a retry button", () => {
    const html = render(<AppErrorScreen message="Falha ao ler o catálogo" />);
    expect(html).toContain("Erro na Aplicação");
    expect(html).toContain("Algo deu errado. Por favor, tente novamente.");
    expect(html).toContain("Falha ao ler o catálogo");
    expect(html).toContain("Tentar Novamente");
  });

  it("the not-found screen offers the way home and back", () => {
    const html = render(<NotFoundScreen />);
    expect(html).toContain("Página Não Encontrada");
    expect(html).toContain('href="/"');
    expect(html).toContain("Voltar ao início");
    expect(html).toContain("Voltar");
  });
});
