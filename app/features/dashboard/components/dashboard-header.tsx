import { RefreshCw } from "lucide-react";
import { Button } from "~/ui/button";

/** The dashboard's title and 'Atualizar', which spins while the figures are read again. */
export function DashboardHeader({ refresh, refreshing }: { refresh: () => void; refreshing: boolean }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-steel-900">Dashboard</h1>
        <p className="mt-1 text-steel-600">Visão geral do site, dos contatos e do atendimento virtual.</p>
      </div>
      <Button variant="outline" onClick={refresh} disabled={refreshing}>
        <RefreshCw aria-hidden className={refreshing ? "size-4 animate-spin" : "size-4"} />
        Atualizar
      </Button>
    </div>
  );
}
