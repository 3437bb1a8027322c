import { render, screen } from "@testing-library/react";
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { GeneralErrorBoundary } from "./error-boundary";

/** Renders the route's answer to a request as a visitor's first load shows it, its loader failing as given. */
async function renderAnswer(boundary: React.ReactNode, request: Request, fail?: () => never) {
  const routes: RouteObject[] = [{ path: "/", loader: fail, Component: () => <p>conteúdo</p>, ErrorBoundary: () => boundary }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error("unexpected redirect");
  return render(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const get = () => new Request("http://localhost/");
const notFound = (): never => {
  throw data({ message: "Página removida" }, { status: 404 });
};
const crash = (): never => {
  throw new Error("banco indisponível");
};

describe("the general error boundary", () => {
  it("shows the site's 404 screen, and names the tab, when a route gives no words of its own", async () => {
    await renderAnswer(<GeneralErrorBoundary />, get(), notFound);
    expect(screen.getByRole("heading", { level: 1, name: "Página Não Encontrada" })).toBeInTheDocument();
    expect(document.title).toBe("Página Não Encontrada");
    expect(screen.queryByText("conteúdo")).not.toBeInTheDocument();
  });

  it("shows the site's error screen with the reason for an unexpected failure", async () => {
    await renderAnswer(<GeneralErrorBoundary />, get(), crash);
    expect(screen.getByRole("heading", { level: 1, name: "Erro na Aplicação" })).toBeInTheDocument();
    expect(screen.getByText("banco indisponível")).toBeInTheDocument();
  });

  const ownWords = (
    <GeneralErrorBoundary
      statusHandlers={{ 404: ({ message }) => <p>Post não encontrado: {message}</p> }}
      unexpected={({ message }) => <p>Erro ao carregar post: {message}</p>}
    />
  );

  it("gives a route's own words for a status, with the reason", async () => {
    await renderAnswer(ownWords, get(), notFound);
    expect(screen.getByText("Post não encontrado: Página removida")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Página Não Encontrada" })).not.toBeInTheDocument();
  });

  it("gives a route's own words for an unexpected failure, with the reason", async () => {
    await renderAnswer(ownWords, get(), crash);
    expect(screen.getByText("Erro ao carregar post: banco indisponível")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Erro na Aplicação" })).not.toBeInTheDocument();
  });

  it("says in Portuguese that the server failed or could not be reached, not the browser's English; a bug keeps its own words", async () => {
    const failures: [() => never, string][] = [
      [
        () => {
          throw data(null, { status: 500, statusText: "Internal Server Error" });
        },
        "O servidor não conseguiu responder. Tente novamente em instantes.",
      ],
      [
        () => {
          throw new Error("Unexpected Server Error");
        },
        "O servidor não conseguiu responder. Tente novamente em instantes.",
      ],
      [
        () => {
          throw new TypeError("Failed to fetch");
        },
        "Não foi possível falar com o servidor. Verifique a conexão e tente novamente.",
      ],
      [
        () => {
          throw new TypeError("lead.name is undefined");
        },
        "lead.name is undefined",
      ],
    ];
    for (const [fail, said] of failures) {
      const { unmount } = await renderAnswer(<GeneralErrorBoundary />, get(), fail);
      expect(screen.getByText(said)).toBeInTheDocument();
      expect(screen.queryByText(/Internal Server Error|Unexpected Server Error|Failed to fetch/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it("shows the site's 405 screen in Portuguese for a method the route does not serve", async () => {
    await renderAnswer(<GeneralErrorBoundary />, new Request("http://localhost/", { method: "PUT" }));
    expect(screen.getByRole("heading", { level: 1, name: "Método Não Permitido" })).toBeInTheDocument();
    expect(screen.queryByText(/Method Not Allowed/)).not.toBeInTheDocument();
  });
});
