import { Outlet, useRouteError } from "react-router";
import { requireStaffPage, staffContext } from "~/features/auth/index.server";
import { AdminShell, ForbiddenScreen, readSidebarOpen } from "~/features/admin-shell";
import { countUpcomingMeetings } from "~/features/leads/index.server";
import type { Route } from "./+types/layout";
import { useRetriesAfterFailure } from "~/lib/use-retries-after-failure";
import { GeneralErrorBoundary } from "~/ui/error-boundary";

export const middleware = [requireStaffPage];

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Set by the guard above, which lets no one through without it.
  const user = context.get(staffContext)!;
  return {
    email: user.email,
    role: user.role,
    meetings: await countUpcomingMeetings(),
    sidebarOpen: readSidebarOpen(request.headers.get("cookie")),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} role={loaderData.role} meetings={loaderData.meetings} initialOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  // A failed read of the panel's frame (the server restarting, a proxy's 502) comes back by itself.
  useRetriesAfterFailure(useRouteError());
  return (
    <main id="conteudo">
      <GeneralErrorBoundary
        statusHandlers={{
          // The guard's answer to a role without this part of the panel.
          403: () => (
            <>
              <title>Acesso Negado</title>
              <ForbiddenScreen />
            </>
          ),
        }}
      />
    </main>
  );
}
