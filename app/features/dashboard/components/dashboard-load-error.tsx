import { RotateCcw } from "lucide-react";
import { useRouteError } from "react-router";
import { useRetriesAfterFailure } from "~/lib/use-retries-after-failure";
import { Button } from "~/ui/button";
import { LoadError } from "~/ui/load-error";
import { useDashboardRefresh } from "../use-dashboard-refresh";

/**
 * The dashboard when its figures could not be read: 'Tentar novamente' reads them again, and so
 * do the retries after 1, 2 and 4 s and then the 30 s refresh, so the dashboard comes back by
 * itself once the server answers.
 */
export function DashboardLoadError({ message }: { message?: string }) {
  const { refresh, refreshing } = useDashboardRefresh();
  useRetriesAfterFailure(useRouteError());
  return (
    <LoadError
      heading="Dashboard"
      title="Erro ao carregar estatísticas"
      message={message}
      action={
        <Button type="button" variant="outline" className="mt-4" onClick={refresh} disabled={refreshing}>
          <RotateCcw aria-hidden className="size-4" />
          Tentar novamente
        </Button>
      }
    />
  );
}
