import { formatDate } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { changeImpacts, changeStatuses, type Change } from "../changelog";
import { CounterGrid } from "./counter-grid";

const statusTone = { concluido: "success", em_andamento: "warning", pendente: "neutral" } as const;

/** What changed for visitors and staff, newest first, with its counters. */
export function ImplementationsTab({
  changes,
  counts,
}: {
  changes: Change[];
  counts: { total: number; concluido: number; em_andamento: number; pendente: number };
}) {
  return (
    <div className="space-y-5">
      <CounterGrid
        label="Implementações"
        counters={[
          { label: "Total", value: counts.total },
          { label: "Concluídas", value: counts.concluido },
          { label: "Em andamento", value: counts.em_andamento },
          { label: "Pendentes", value: counts.pendente },
        ]}
      />
      <ul className="space-y-3" aria-label="Implementações Realizadas">
        {changes.map((change) => (
          <li key={change.title}>
            <Card className="p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-steel-900">{change.title}</h3>
                <Badge tone={statusTone[change.status]}>{changeStatuses[change.status]}</Badge>
                <Badge>{change.category}</Badge>
                <Badge tone="brand">Impacto {changeImpacts[change.impact].toLowerCase()}</Badge>
              </div>
              <p className="mt-1 text-sm text-steel-700">{change.description}</p>
              <p className="mt-2 text-xs text-steel-600">{formatDate(`${change.date}T12:00:00Z`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
