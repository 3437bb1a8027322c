import { useState } from "react";
import { UploadField } from "~/features/uploads";
import { newId } from "~/lib/ids";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import { moveItem } from "../ordering";
import type { AboutGalleryImageForm, AboutPageForm } from "../schema";
import { ItemControls } from "./item-controls";
import { HiddenFields } from "~/ui/hidden-fields";

/** The about page's photo gallery: each upload adds a photo; alt text, order and removal per photo. */
export function GalleryEditor({ form }: { form: EditorForm<AboutPageForm> }) {
  const { bind, field, fieldId, errorAt } = form;
  const list = form.list<AboutGalleryImageForm>("content.gallery");
  const gallery = list.items;
  const [announcement, setAnnouncement] = useState("");
  const restructure = (next: AboutGalleryImageForm[], message: string) => {
    list.replace(next);
    setAnnouncement(message);
  };

  return (
    <FormSection title="Galeria de fotos" description="As fotos aparecem na ordem abaixo e abrem ampliadas ao clicar.">
      {gallery.length === 0 ? <p className="text-sm text-steel-600">Nenhuma foto na galeria.</p> : null}
      <ol className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {gallery.map((image, index) => {
          const path = `content.gallery.${index}`;
          return (
            <li key={image.id} id={fieldId(path)} className="flex flex-col gap-3 rounded-md border border-steel-200 p-3">
              <img src={image.url} alt="" className="aspect-[3/2] w-full rounded bg-steel-100 object-cover" />
              <HiddenFields name={field(path).name} value={{ id: image.id, url: image.url }} />
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-steel-900">{`Foto ${index + 1}`}</span>
                <ItemControls
                  itemName={`a foto ${index + 1}`}
                  index={index}
                  count={gallery.length}
                  onMove={(direction) =>
                    restructure(
                      moveItem(gallery, index, direction),
                      `Foto ${index + 1}: posição ${index + direction + 1} de ${gallery.length}.`,
                    )
                  }
                  onRemove={() =>
                    restructure(
                      gallery.filter((_, position) => position !== index),
                      `Foto ${index + 1} removida.`,
                    )
                  }
                />
              </div>
              <TextField {...bind(`${path}.alt`)} label="Texto alternativo" error={errorAt(`${path}.alt`) ?? errorAt(`${path}.url`)} />
            </li>
          );
        })}
      </ol>
      <UploadField
        id={fieldId("content.gallery")}
        label="Adicionar foto"
        kind="image"
        value=""
        onChange={(url) => restructure([...gallery, { id: newId("foto"), url, alt: "" }], `Foto ${gallery.length + 1} adicionada.`)}
        hint="JPG, PNG, GIF ou WebP, até 10MB."
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </FormSection>
  );
}
