import { Form } from "react-router";
import type { OutboxStatus } from "~/db/schema";
import { Button } from "~/ui/button";
import { Field, Select } from "~/ui/field";
import { outboxStatusLabels } from "../outbox-row";

type Props = { status: OutboxStatus | null; counts: Record<OutboxStatus, number> };

/** The status to list, with how many e-mails each has: a plain form whose address is the filtered list. */
export function OutboxFilters({ status, counts }: Props) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-64">
        <Field id="status" label="Status">
          <Select id="status" name="status" defaultValue={status ?? ""}>
            <option value="">Todos</option>
            {(Object.keys(outboxStatusLabels) as OutboxStatus[]).map((value) => (
              <option key={value} value={value}>
                {outboxStatusLabels[value]} ({counts[value]})
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Button type="submit" variant="outline">
        Filtrar
      </Button>
    </Form>
  );
}
