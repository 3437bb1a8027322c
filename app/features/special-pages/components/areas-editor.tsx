import { newId } from "~/lib/ids";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { Field, Select } from "~/ui/field";
import { Icon } from "~/ui/icons/icon";
import { TextField } from "~/ui/text-field";
import { areaColorChoices, areaIcon, areaIconChoices, defaultAreaColor, defaultAreaIcon } from "../area-choices";
import { appendOrdered, moveOrdered, removeOrdered } from "../ordering";
import type { HomeAreaForm, HomePageForm } from "../schema";
import { areaColors } from "./areas-grid";
import { ItemListEditor } from "./item-list-editor";
import { HiddenFields } from "~/ui/hidden-fields";

/** The home 'Áreas de Atuação' grid: add, edit, move and remove areas. */
export function AreasEditor({ form }: { form: EditorForm<HomePageForm> }) {
  const { bind, field, fieldId, errorAt } = form;
  const list = form.list<HomeAreaForm>("content.areas");
  const areas = list.items;

  return (
    <ItemListEditor
      title="Áreas de Atuação"
      description="Os setores exibidos na página inicial, na ordem abaixo."
      addLabel="Adicionar Área"
      emptyText="Nenhuma área cadastrada."
      noun="Área"
      list={list}
      onAdd={() => appendOrdered(areas, { id: newId("area"), title: "", description: "", icon: defaultAreaIcon, color: defaultAreaColor })}
      onMove={(index, direction) => moveOrdered(areas, index, direction)}
      onRemove={(index) => removeOrdered(areas, index)}
      titleFieldId={(index) => fieldId(`content.areas.${index}.title`)}
      position={(area) => area.order}
      leading={(area) => {
        return (
          <span
            aria-hidden
            className={`flex size-9 shrink-0 items-center justify-center rounded-full ${areaColors[area.color] ?? areaColors.blue}`}
          >
            <Icon name={areaIcon(area.icon)} className="size-5" />
          </span>
        );
      }}
    >
      {(area, index) => {
        const path = `content.areas.${index}`;
        return (
          <div className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-[1fr_1.5fr_10rem_10.5rem]">
            <HiddenFields name={field(path).name} value={{ id: area.id, order: area.order }} />
            <TextField {...bind(`${path}.title`)} label="Título" required />
            <TextField {...bind(`${path}.description`)} label="Descrição" />
            <Field id={fieldId(`${path}.icon`)} label="Ícone" error={errorAt(`${path}.icon`)}>
              <Select
                {...field(`${path}.icon`)}
                value={area.icon}
                onChange={(event) => list.patch(index, { icon: event.target.value as HomeAreaForm["icon"] })}
              >
                {areaIconChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={fieldId(`${path}.color`)} label="Cor" error={errorAt(`${path}.color`)}>
              <Select
                {...field(`${path}.color`)}
                value={area.color}
                onChange={(event) => list.patch(index, { color: event.target.value as HomeAreaForm["color"] })}
              >
                {areaColorChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        );
      }}
    </ItemListEditor>
  );
}
