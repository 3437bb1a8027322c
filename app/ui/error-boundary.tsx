import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { AppErrorScreen, MethodNotAllowedScreen, NotFoundScreen } from "./status-screens";

/** What a route's error screen may say: the status of a refused load, and its reason. */
export type RouteErrorDetails = { status?: number; message?: string };

function detailsOf(error: unknown): RouteErrorDetails {
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return { status: error.status, message: typeof message === "string" ? message : error.statusText || undefined };
  }
  // Server errors reach the browser already sanitised in production.
  return { message: error instanceof Error ? error.message : undefined };
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
