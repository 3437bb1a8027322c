import { newId } from "~/lib/ids";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { TextField } from "~/ui/text-field";
import { appendOrdered, moveOrdered, removeOrdered } from "../ordering";
import type { HomePageForm, HomeSectionForm } from "../schema";
import { ItemListEditor } from "./item-list-editor";
import { HiddenFields } from "~/ui/hidden-fields";

/** 'Seções Adicionais' of the home page: text sections shown after the main content. */
export function HomeSectionsEditor({ form }: { form: EditorForm<HomePageForm> }) {
  const { values, update, field, fieldId, errorAt, clearErrors } = form;
  const sections = values.content.sections;
  const setSections = (next: HomeSectionForm[]) => update((current) => ({ ...current, content: { ...current.content, sections: next } }));
  const setSection = (index: number, patch: Partial<HomeSectionForm>) =>
    setSections(sections.map((section, position) => (position === index ? { ...section, ...patch } : section)));

  return (
    <ItemListEditor
      title="Seções Adicionais"
      description="Blocos de texto exibidos depois do conteúdo principal, na ordem abaixo."
      addLabel="Adicionar Seção"
      emptyText="Nenhuma seção adicional."
      noun="Seção"
      items={sections}
      onRestructure={(next) => {
        setSections(next);
        clearErrors("content.sections");
      }}
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
            <TextField
              {...field(`${path}.title`)}
              label="Título"
              value={section.title}
              onChange={(title) => setSection(index, { title })}
              error={errorAt(`${path}.title`)}
              required
            />
            <TextField
              {...field(`${path}.content`)}
              label="Conteúdo"
              rows={4}
              value={section.content}
              onChange={(content) => setSection(index, { content })}
              error={errorAt(`${path}.content`)}
              required
            />
          </div>
        );
      }}
    </ItemListEditor>
  );
}
