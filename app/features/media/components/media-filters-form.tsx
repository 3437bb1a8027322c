import { Search } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { Field, Select } from "~/ui/field";
import { Input } from "~/ui/input";
import { mediaKinds, type MediaFilters, type MediaKind } from "../media-filters";

/** The search and the kind of file to list: a plain form whose address is the filtered list. */
export function MediaFiltersForm({ filters }: { filters: MediaFilters }) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-56">
        <Field id="media-q" label="Buscar">
          <Input id="media-q" name="q" type="search" defaultValue={filters.q} placeholder="Nome do arquivo ou texto alternativo" />
        </Field>
      </div>
      <div className="w-full sm:w-48">
        <Field id="media-kind" label="Tipo">
          <Select id="media-kind" name="tipo" defaultValue={filters.kind ?? ""}>
            <option value="">Todos</option>
            {(Object.keys(mediaKinds) as MediaKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {mediaKinds[kind]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden className="size-4" />
        Filtrar
      </Button>
    </Form>
  );
}
