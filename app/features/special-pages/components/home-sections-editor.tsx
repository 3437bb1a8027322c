import { Plus } from "lucide-react";
import { useState } from "react";
import { newId } from "~/lib/ids";
import type { EditorForm } from "~/lib/use-editor-form";
import { Button } from "~/ui/button";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import { appendOrdered, moveOrdered, removeOrdered } from "../ordering";
import type { HomePageForm, HomeSectionForm } from "../schema";
import { ItemControls } from "./item-controls";

/** 'Seções Adicionais' of the home page: text sections shown after the main content. */
export function HomeSectionsEditor({ form }: { form: EditorForm<HomePageForm> }) {
  const { values, update, fieldId, errorAt, clearErrors } = form;
  const sections = values.content.sections;
  const [announcement, setAnnouncement] = useState("");

  const setSections = (next: HomeSectionForm[]) =>
    update((current) => ({ ...current, content: { ...current.content, sections: next } }));
  const restructure = (next: HomeSectionForm[], message: string) => {
    setSections(next);
    clearErrors("content.sections");
    setAnnouncement(message);
  };
  const setSection = (index: number, patch: Partial<HomeSectionForm>) =>
    setSections(sections.map((section, position) => (position === index ? { ...section, ...patch } : section)));
  const label = (section: HomeSectionForm) => section.title.trim() || `Seção ${section.order}`;

  function add() {
    const next = appendOrdered(sections, { id: newId("secao"), title: "", content: "", type: "text" as const });
    restructure(next, `Seção ${next.length} adicionada.`);
    requestAnimationFrame(() => document.getElementById(fieldId(`content.sections.${next.length - 1}.title`))?.focus());
  }

  return (
    <FormSection
      title="Seções Adicionais"
      description="Blocos de texto exibidos depois do conteúdo principal, na ordem abaixo."
      actions={
        <Button type="button" variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden className="size-4" />
          Adicionar Seção
        </Button>
      }
    >
      {sections.length === 0 ? <p className="text-sm text-steel-600">Nenhuma seção adicional.</p> : null}
      <ol className="space-y-3">
        {sections.map((section, index) => {
          const path = `content.sections.${index}`;
          return (
            <li key={section.id} className="rounded-md border border-steel-200 p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <h3 className="min-w-32 flex-1 text-sm font-semibold break-words text-steel-900">{`${section.order}. ${section.title.trim() || "Nova seção"}`}</h3>
                <ItemControls
                  itemName={`a seção ${section.title.trim() || section.order}`}
                  index={index}
                  count={sections.length}
                  onMove={(direction) =>
                    restructure(moveOrdered(sections, index, direction), `${label(section)}: posição ${index + direction + 1} de ${sections.length}.`)
                  }
                  onRemove={() => restructure(removeOrdered(sections, index), `${label(section)} removida.`)}
                />
              </div>
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
