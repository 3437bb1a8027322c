import { Form } from "react-router";
import { periodLabels, periodOptions } from "~/lib/periods";
import { Button } from "~/ui/button";
import { Field, Select } from "~/ui/field";
import { activityEntities, type ActivityEntity } from "../entities";

type Props = {
  people: { id: string; name: string; email: string }[];
  filters: { person: string; entity: ActivityEntity | ""; period: number };
};

/** Person, kind of change and period: a plain form whose address is the filtered list. */
export function ActivityFilters({ people, filters }: Props) {
  return (
    <Form method="get" className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
      <Field id="pessoa" label="Pessoa">
        <Select id="pessoa" name="pessoa" defaultValue={filters.person}>
          <option value="">Todas as pessoas</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({person.email})
            </option>
          ))}
        </Select>
      </Field>
      <Field id="tipo" label="Item">
        <Select id="tipo" name="tipo" defaultValue={filters.entity}>
          <option value="">Todos os itens</option>
          {Object.entries(activityEntities).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="periodo" label="Período">
        <Select id="periodo" name="periodo" defaultValue={String(filters.period)}>
          {periodOptions.map((option) => (
            <option key={option} value={option}>
              {periodLabels[option]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="outline">
        Filtrar
      </Button>
    </Form>
  );
}
