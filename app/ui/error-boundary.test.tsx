import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { GeneralErrorBoundary } from "./error-boundary";

/** Renders a route whose loader fails as given, on the server as a visitor's first load is. */
async function renderFailing(fail: () => never, boundary: React.ReactNode) {
  const routes: RouteObject[] = [{ path: "/", loader: fail, Component: () => <p>conteúdo</p>, ErrorBoundary: () => boundary }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const notFound = (): never => {
  throw data({ message: "Página removida" }, { status: 404 });
};
const crash = (): never => {
  throw new Error("banco indisponível");
};

describe("the general error boundary", () => {
  it("shows the site's 404 screen when a route gives no words of its own", async () => {
    const html = await renderFailing(notFound, <GeneralErrorBoundary />);
    expect(html).toContain("Página Não Encontrada");
  });

  it("shows the site's error screen with the reason for an unexpected failure", async () => {
    const html = await renderFailing(crash, <GeneralErrorBoundary />);
    expect(html).toContain("Erro na Aplicação");
    expect(html).toContain("banco indisponível");
  });

  it("gives a route's own words for a status and for a failure, with the reason", async () => {
    const boundary = (
      <GeneralErrorBoundary
        statusHandlers={{ 404: ({ message }) => <p>Post não encontrado: {message}</p> }}
        unexpected={({ message }) => <p>Erro ao carregar post: {message}</p>}
      />
    );
    expect(await renderFailing(notFound, boundary)).toContain("Post não encontrado: Página removida");
    expect(await renderFailing(crash, boundary)).toContain("Erro ao carregar post: banco indisponível");
  });

  it("shows the site's 405 screen in Portuguese for a method the route does not serve", async () => {
    const routes: RouteObject[] = [{ path: "/", Component: () => <p>conteúdo</p>, ErrorBoundary: () => <GeneralErrorBoundary /> }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://localhost/", { method: "PUT" }));
    if (context instanceof Response) throw new Error("unexpected redirect");
    const html = renderToStaticMarkup(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
    );
    expect(html).toContain("Método Não Permitido");
    expect(html).not.toContain("Method Not Allowed");
  });
});
