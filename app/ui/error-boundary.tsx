import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { AppErrorScreen, MethodNotAllowedScreen, NotFoundScreen } from "./status-screens";

/** What a route's error screen may say: the status of a refused load, and its reason. */
export type RouteErrorDetails = { status?: number; message?: string };

// In place of what the browser and React Router say, in English, when the server or the network fails.
const serverFailed = "O servidor não conseguiu responder. Tente novamente em instantes.";
const serverUnreachable = "Não foi possível falar com o servidor. Verifique a conexão e tente novamente.";
// Chromium's, Firefox's and Safari's words for it.
const fetchFailures = /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/;

function detailsOf(error: unknown): RouteErrorDetails {
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: unknown } | null)?.message;
    if (typeof message === "string") return { status: error.status, message };
    return { status: error.status, message: error.status >= 500 ? serverFailed : error.statusText || undefined };
  }
  // A read that never reached the server rejects with a TypeError, worded by each browser.
  if (error instanceof TypeError && fetchFailures.test(error.message)) return { message: serverUnreachable };
  // Server errors reach the browser already sanitised in production.
  if (error instanceof Error) return { message: error.message === "Unexpected Server Error" ? serverFailed : error.message };
  return {};
}

/**
 * The one error boundary of every route: the site's 404, 405 and error screens, unless the route
 * gives its own words for a status or for an unexpected failure.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  unexpected,
}: {
  statusHandlers?: Partial<Record<number, (details: RouteErrorDetails) => ReactNode>>;
  unexpected?: (details: RouteErrorDetails) => ReactNode;
}) {
  const details = detailsOf(useRouteError());
  const forStatus = details.status === undefined ? undefined : statusHandlers?.[details.status];
  if (forStatus) return forStatus(details);
  if (details.status === 404) {
    return (
      <>
        <title>Página Não Encontrada</title>
        <NotFoundScreen />
      </>
    );
  }
  if (details.status === 405) {
    return (
      <>
        <title>Método Não Permitido</title>
        <MethodNotAllowedScreen />
      </>
    );
  }
  if (unexpected) return unexpected(details);
  return (
    <>
      <title>Erro na Aplicação</title>
      <AppErrorScreen message={details.message} />
    </>
  );
}
