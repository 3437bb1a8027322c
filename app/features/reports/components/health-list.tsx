import { Link } from "react-router";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import type { HealthItem, Severity } from "../content-health.server";
import { CounterGrid } from "./counter-grid";

const severityLabel: Record<Severity, string> = { alta: "Alta", media: "Média", baixa: "Baixa" };
const severityTone = { alta: "danger", media: "warning", baixa: "neutral" } as const;

/** Problems or suggestions found in the stored content, each naming the page and the fix. */
export function HealthList({ title, items, empty }: { title: string; items: HealthItem[]; empty: string }) {
  const count = (severity: Severity) => items.filter((item) => item.severity === severity).length;
  return (
    <div className="space-y-5">
      <CounterGrid
        label={`${title} por prioridade`}
        counters={[
          { label: "Prioridade alta", value: count("alta") },
          { label: "Prioridade média", value: count("media") },
          { label: "Prioridade baixa", value: count("baixa") },
        ]}
      />
      <section aria-label={title}>
        <h3 className="font-semibold text-steel-900">{title}</h3>
        {items.length === 0 ? (
          <Card className="mt-3 p-6 text-center text-sm text-steel-700">{empty}</Card>
        ) : (
          <ul className="mt-3 space-y-2">
            {items.map((item) => (
              <li key={`${item.kind}-${item.editPath}-${item.title}`}>
                <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start">
                  <Badge tone={severityTone[item.severity]} className="w-fit">
                    {severityLabel[item.severity]}
                  </Badge>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-steel-900">{item.title}</p>
                    <p className="text-sm text-steel-700">{item.fix}</p>
                  </div>
                  <Link to={item.editPath} className="text-sm font-semibold whitespace-nowrap text-brand-700 hover:text-brand-900">
                    Corrigir
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
