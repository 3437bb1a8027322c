import { Card } from "~/ui/card";

const integer = new Intl.NumberFormat("pt-BR");
const dayLabel = (day: string) => day.split("-").reverse().slice(0, 2).join("/");

/** Views per day as bars; the numbers are in a table for screen readers. */
export function DailyChart({ days }: { days: Array<{ day: string; views: number; visitors: number }> }) {
  const largest = Math.max(1, ...days.map((day) => day.views));
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-steel-900">Visualizações por dia</h3>
      {days.length === 0 ? (
        <p className="mt-3 text-sm text-steel-600">Nenhuma visita no período.</p>
      ) : (
        <>
          <div aria-hidden className="mt-4 flex h-40 items-end gap-1 overflow-x-auto">
            {days.map((day) => (
              <div
                key={day.day}
                className="flex max-w-12 min-w-6 flex-1 flex-col items-center justify-end gap-1"
                title={`${dayLabel(day.day)}: ${day.views} visualizações`}
              >
                <div className="w-full rounded-t bg-brand-600" style={{ height: `${Math.max(4, (day.views / largest) * 128)}px` }} />
                <span className="text-[10px] text-steel-600">{dayLabel(day.day)}</span>
              </div>
            ))}
          </div>
          <table className="sr-only">
            <caption>Visualizações e visitantes por dia</caption>
            <thead>
              <tr>
                <th>Dia</th>
                <th>Visualizações</th>
                <th>Visitantes</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <td>{dayLabel(day.day)}</td>
                  <td>{integer.format(day.views)}</td>
                  <td>{integer.format(day.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
