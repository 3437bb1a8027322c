import { newId } from "~/lib/ids";
import type { EditorForm } from "~/lib/use-editor-form";
import { TextField } from "~/ui/text-field";
import { appendOrdered, moveOrdered, removeOrdered } from "../ordering";
import type { HomePageForm, HomeSectionForm } from "../schema";
import { ItemListEditor } from "./item-list-editor";

/** 'Seções Adicionais' of the home page: text sections shown after the main content. */
export function HomeSectionsEditor({ form }: { form: EditorForm<HomePageForm> }) {
  const { values, update, fieldId, errorAt, clearErrors } = form;
  const sections = values.content.sections;
  const setSections = (next: HomeSectionForm[]) =>
    update((current) => ({ ...current, content: { ...current.content, sections: next } }));
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
            <TextField
              id={fieldId(`${path}.title`)}
              label="Título"
              value={section.title}
              onChange={(title) => setSection(index, { title })}
              error={errorAt(`${path}.title`)}
              required
            />
            <TextField
              id={fieldId(`${path}.content`)}
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
