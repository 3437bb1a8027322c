import { newId } from "~/lib/ids";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { TextField } from "~/ui/text-field";
import { appendOrdered, moveOrdered, removeOrdered } from "../ordering";
import type { HomePageForm, HomeSectionForm } from "../schema";
import { ItemListEditor } from "./item-list-editor";
import { HiddenFields } from "~/ui/hidden-fields";

/** 'Seções Adicionais' of the home page: text sections shown after the main content. */
export function HomeSectionsEditor({ form }: { form: EditorForm<HomePageForm> }) {
  const { bind, field, fieldId } = form;
  const list = form.list<HomeSectionForm>("content.sections");
  const sections = list.items;

  return (
    <ItemListEditor
      title="Seções Adicionais"
      description="Blocos de texto exibidos depois do conteúdo principal, na ordem abaixo."
      addLabel="Adicionar Seção"
      emptyText="Nenhuma seção adicional."
      noun="Seção"
      list={list}
      onAdd={() => appendOrdered(sections, { id: newId("secao"), title: "", content: "", type: "text" as const })}
      onMove={(index, direction) => moveOrdered(sections, index, direction)}
      onRemove={(index) => removeOrdered(sections, index)}
      titleFieldId={(index) => fieldId(`content.sections.${index}.title`)}
      position={(section) => section.order}
    >
      {(section, index) => {
        const path = `content.sections.${index}`;
        return (
          <div className="mt-3 space-y-3">
            <HiddenFields name={field(path).name} value={{ id: section.id, type: section.type, order: section.order }} />
            <TextField {...bind(`${path}.title`)} label="Título" required />
            <TextField {...bind(`${path}.content`)} label="Conteúdo" rows={4} required />
          </div>
        );
      }}
    </ItemListEditor>
  );
}
