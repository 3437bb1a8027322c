import { UploadField } from "~/features/uploads";
import { newId } from "~/lib/ids";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { TextField } from "~/ui/text-field";
import { moveItem } from "../ordering";
import type { AboutPageForm, AboutSectionForm } from "../schema";
import { ItemListEditor } from "./item-list-editor";
import { HiddenFields } from "~/ui/hidden-fields";

/** The about page's own sections: title, text and an image, in the order shown. */
export function AboutSectionsEditor({ form }: { form: EditorForm<AboutPageForm> }) {
  const { bind, field, fieldId } = form;
  const list = form.list<AboutSectionForm>("content.sections");
  const sections = list.items;

  return (
    <ItemListEditor
      title="Seções personalizadas"
      description="Blocos de texto com imagem, alternando os lados na página."
      addLabel="Adicionar Seção"
      emptyText="Nenhuma seção personalizada."
      noun="Seção"
      list={list}
      onAdd={() => [...sections, { id: newId("secao"), title: "", text: "", image_url: "" }]}
      onMove={(index, direction) => moveItem(sections, index, direction)}
      onRemove={(index) => sections.filter((_, position) => position !== index)}
      titleFieldId={(index) => fieldId(`content.sections.${index}.title`)}
      position={(_, index) => index + 1}
    >
      {(section, index) => {
        const path = `content.sections.${index}`;
        return (
          <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
            <HiddenFields name={field(path).name} value={{ id: section.id }} />
            <div className="space-y-3">
              <TextField {...bind(`${path}.title`)} label="Título" required />
              <TextField {...bind(`${path}.text`)} label="Texto" rows={5} required />
            </div>
            <UploadField {...bind(`${path}.image_url`)} label="Imagem da seção" kind="image" />
          </div>
        );
      }}
    </ItemListEditor>
  );
}
