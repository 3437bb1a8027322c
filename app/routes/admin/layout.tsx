import { isRouteErrorResponse, Outlet } from "react-router";
import { requireStaffPage, staffContext } from "~/features/auth/session.server";
import { AdminShell } from "~/features/admin-shell/components/admin-shell";
import { readSidebarOpen } from "~/features/admin-shell/sidebar-state";
import { countUpcomingMeetings } from "~/features/leads/meetings.server";
import { AppErrorScreen, NotFoundScreen } from "~/ui/status-screens";
import type { Route } from "./+types/layout";

export const middleware = [requireStaffPage];

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  return {
    email: user?.email ?? "",
    meetings: await countUpcomingMeetings(),
    sidebarOpen: readSidebarOpen(request.headers.get("cookie")),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} meetings={loaderData.meetings} initialOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="conteudo">
      <title>{notFound ? "Página Não Encontrada" : "Erro na Aplicação"}</title>
      {notFound ? <NotFoundScreen /> : <AppErrorScreen message={error instanceof Error ? error.message : undefined} />}
    </main>
  );
}
