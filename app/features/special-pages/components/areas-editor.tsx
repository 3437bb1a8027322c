import { Filter, Plus } from "lucide-react";
import { useState } from "react";
import { newId } from "~/lib/ids";
import type { EditorForm } from "~/lib/use-editor-form";
import { Button } from "~/ui/button";
import { Field, Select } from "~/ui/field";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import { areaColorChoices, areaIconChoices, defaultAreaColor, defaultAreaIcon } from "../area-choices";
import { appendOrdered, moveOrdered, removeOrdered } from "../ordering";
import type { HomeAreaForm, HomePageForm } from "../schema";
import { areaColors, areaIcons } from "./areas-grid";
import { ItemControls } from "./item-controls";

/** The home 'Áreas de Atuação' grid: add, edit, move and remove areas (D10). */
export function AreasEditor({ form }: { form: EditorForm<HomePageForm> }) {
  const { values, update, fieldId, errorAt, clearErrors } = form;
  const areas = values.content.areas;
  const [announcement, setAnnouncement] = useState("");

  const setAreas = (next: HomeAreaForm[]) => update((current) => ({ ...current, content: { ...current.content, areas: next } }));
  const restructure = (next: HomeAreaForm[], message: string) => {
    setAreas(next);
    clearErrors("content.areas");
    setAnnouncement(message);
  };
  const setArea = (index: number, patch: Partial<HomeAreaForm>) =>
    setAreas(areas.map((area, position) => (position === index ? { ...area, ...patch } : area)));
  const label = (area: HomeAreaForm) => area.title.trim() || `Área ${area.order}`;

  function add() {
    const next = appendOrdered(areas, { id: newId("area"), title: "", description: "", icon: defaultAreaIcon, color: defaultAreaColor });
    restructure(next, `Área ${next.length} adicionada.`);
    requestAnimationFrame(() => document.getElementById(fieldId(`content.areas.${next.length - 1}.title`))?.focus());
  }

  return (
    <FormSection
      title="Áreas de Atuação"
      description="Os setores exibidos na página inicial, na ordem abaixo."
      actions={
        <Button type="button" variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden className="size-4" />
          Adicionar Área
        </Button>
      }
    >
      {areas.length === 0 ? <p className="text-sm text-steel-600">Nenhuma área cadastrada.</p> : null}
      <ol className="space-y-3">
        {areas.map((area, index) => {
          const Icon = areaIcons[area.icon] ?? Filter;
          const path = `content.areas.${index}`;
          return (
            <li key={area.id} className="rounded-md border border-steel-200 p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <span aria-hidden className={`flex size-9 shrink-0 items-center justify-center rounded-full ${areaColors[area.color] ?? areaColors.blue}`}>
                  <Icon className="size-5" />
                </span>
                <h3 className="min-w-32 flex-1 text-sm font-semibold break-words text-steel-900">
                  {`${area.order}. ${area.title.trim() || "Nova área"}`}
                </h3>
                <ItemControls
                  itemName={`a área ${area.title.trim() || area.order}`}
                  index={index}
                  count={areas.length}
                  onMove={(direction) =>
                    restructure(moveOrdered(areas, index, direction), `${label(area)}: posição ${index + direction + 1} de ${areas.length}.`)
                  }
                  onRemove={() => restructure(removeOrdered(areas, index), `${label(area)} removida.`)}
                />
              </div>
              <div className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-[1fr_1.5fr_10rem_10.5rem]">
                <TextField
                  id={fieldId(`${path}.title`)}
                  label="Título"
                  value={area.title}
                  onChange={(title) => setArea(index, { title })}
                  error={errorAt(`${path}.title`)}
                  required
                />
                <TextField
                  id={fieldId(`${path}.description`)}
                  label="Descrição"
                  value={area.description}
                  onChange={(description) => setArea(index, { description })}
                  error={errorAt(`${path}.description`)}
                />
                <Field id={fieldId(`${path}.icon`)} label="Ícone" error={errorAt(`${path}.icon`)}>
                  <Select id={fieldId(`${path}.icon`)} value={area.icon} onChange={(event) => setArea(index, { icon: event.target.value as HomeAreaForm["icon"] })}>
                    {areaIconChoices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field id={fieldId(`${path}.color`)} label="Cor" error={errorAt(`${path}.color`)}>
                  <Select id={fieldId(`${path}.color`)} value={area.color} onChange={(event) => setArea(index, { color: event.target.value as HomeAreaForm["color"] })}>
                    {areaColorChoices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </FormSection>
  );
}
