import { Plus } from "lucide-react";
import { useState } from "react";
import { UploadField } from "~/features/uploads/components/upload-field";
import { newId } from "~/lib/ids";
import type { EditorForm } from "~/lib/use-editor-form";
import { Button } from "~/ui/button";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import { moveItem } from "../ordering";
import type { AboutPageForm, AboutSectionForm } from "../schema";
import { ItemControls } from "./item-controls";

/** The about page's own sections: title, text and an image, in the order shown. */
export function AboutSectionsEditor({ form }: { form: EditorForm<AboutPageForm> }) {
  const { values, update, fieldId, errorAt, clearErrors } = form;
  const sections = values.content.sections;
  const [announcement, setAnnouncement] = useState("");

  const setSections = (next: AboutSectionForm[]) =>
    update((current) => ({ ...current, content: { ...current.content, sections: next } }));
  const restructure = (next: AboutSectionForm[], message: string) => {
    setSections(next);
    clearErrors("content.sections");
    setAnnouncement(message);
  };
  const setSection = (index: number, patch: Partial<AboutSectionForm>) =>
    setSections(sections.map((section, position) => (position === index ? { ...section, ...patch } : section)));
  const label = (section: AboutSectionForm, index: number) => section.title.trim() || `Seção ${index + 1}`;

  function add() {
    const next = [...sections, { id: newId("secao"), title: "", text: "", image_url: "" }];
    restructure(next, `Seção ${next.length} adicionada.`);
    requestAnimationFrame(() => document.getElementById(fieldId(`content.sections.${next.length - 1}.title`))?.focus());
  }

  return (
    <FormSection
      title="Seções personalizadas"
      description="Blocos de texto com imagem, alternando os lados na página."
      actions={
        <Button type="button" variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden className="size-4" />
          Adicionar Seção
        </Button>
      }
    >
      {sections.length === 0 ? <p className="text-sm text-steel-600">Nenhuma seção personalizada.</p> : null}
      <ol className="space-y-3">
        {sections.map((section, index) => {
          const path = `content.sections.${index}`;
          return (
            <li key={section.id} className="rounded-md border border-steel-200 p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <h3 className="min-w-32 flex-1 text-sm font-semibold break-words text-steel-900">{`${index + 1}. ${section.title.trim() || "Nova seção"}`}</h3>
                <ItemControls
                  itemName={`a seção ${section.title.trim() || index + 1}`}
                  index={index}
                  count={sections.length}
                  onMove={(direction) =>
                    restructure(moveItem(sections, index, direction), `${label(section, index)}: posição ${index + direction + 1} de ${sections.length}.`)
                  }
                  onRemove={() => restructure(sections.filter((_, position) => position !== index), `${label(section, index)} removida.`)}
                />
              </div>
              <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
                <div className="space-y-3">
                  <TextField
                    id={fieldId(`${path}.title`)}
                    label="Título"
                    value={section.title}
                    onChange={(title) => setSection(index, { title })}
                    error={errorAt(`${path}.title`)}
                    required
                  />
                  <TextField
                    id={fieldId(`${path}.text`)}
                    label="Texto"
                    rows={5}
                    value={section.text}
                    onChange={(text) => setSection(index, { text })}
                    error={errorAt(`${path}.text`)}
                    required
                  />
                </div>
                <UploadField
                  id={fieldId(`${path}.image_url`)}
                  label="Imagem da seção"
                  kind="image"
                  value={section.image_url}
                  onChange={(image_url) => setSection(index, { image_url })}
                  error={errorAt(`${path}.image_url`)}
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
