import { formatInteger } from "~/lib/numbers";
import { Card } from "~/ui/card";

/** A row of labelled counters. */
export function CounterGrid({ label, counters }: { label: string; counters: Array<{ label: string; value: number }> }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {counters.map((counter) => (
        <li key={counter.label}>
          <Card className="p-4">
            <p className="text-sm text-steel-600">{counter.label}</p>
            <p className="mt-1 text-2xl font-bold text-steel-900">{formatInteger(counter.value)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
