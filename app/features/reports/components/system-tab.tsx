import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { formatDateTime } from "~/lib/dates";
import { Card } from "~/ui/card";
import type { StatusLine, SystemCounters } from "../system-status.server";
import { CounterGrid } from "./counter-grid";

const stateIcon = {
  ok: <CircleCheck aria-hidden className="size-4 text-green-700" />,
  aviso: <CircleAlert aria-hidden className="size-4 text-amber-700" />,
  erro: <CircleX aria-hidden className="size-4 text-red-700" />,
};

type Props = { counters: SystemCounters; status: StatusLine[]; activities: Array<{ at: string; label: string }> };

/** Real counters, the state of the system and the latest activity. */
export function SystemTab({ counters, status, activities }: Props) {
  return (
    <div className="space-y-5">
      <CounterGrid
        label="Sistema"
        counters={[
          { label: "Mensagens", value: counters.contactRequests + counters.agentMessages },
          { label: "Páginas", value: counters.pages },
          { label: "Posts do blog", value: counters.blogPosts },
          { label: "Usuários", value: counters.users },
        ]}
      />
      <div className="grid gap-3 lg:grid-cols-2">
        <Card className="p-4">
          <h3 className="font-semibold text-steel-900">Status do sistema</h3>
          <ul className="mt-3 divide-y divide-steel-100 text-sm">
            {status.map((line) => (
              <li key={line.label} className="flex items-start gap-2 py-2">
                <span className="mt-0.5">{stateIcon[line.state]}</span>
                <span className="font-medium text-steel-800">{line.label}</span>
                <span className="ml-auto text-right text-steel-700">{line.value}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="p-4">
          <h3 className="font-semibold text-steel-900">Atividade recente</h3>
          {activities.length === 0 ? (
            <p className="mt-3 text-sm text-steel-600">Nenhuma atividade recente registrada</p>
          ) : (
            <ul className="mt-3 space-y-2 text-sm">
              {activities.map((activity) => (
                <li key={`${activity.at}-${activity.label}`}>
                  <p className="text-steel-800">{activity.label}</p>
                  <p className="text-xs text-steel-600">{formatDateTime(activity.at)}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
