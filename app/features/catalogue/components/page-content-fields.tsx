import { Plus, Trash2 } from "lucide-react";
import { FileUpload } from "~/features/uploads";
import { Button } from "~/ui/button";
import { HiddenFields } from "~/ui/hidden-fields";
import { TextField } from "~/ui/text-field";

export type ContentInput = {
  image_url: string;
  catalog_url: string;
  introduction: string;
  description: string;
  sections: Array<{ title: string; text: string }>;
  gallery_images: Array<{ url: string; alt: string }>;
};

export function emptyContent(): ContentInput {
  return { image_url: "", catalog_url: "", introduction: "", description: "", sections: [], gallery_images: [] };
}

type Props = {
  content: ContentInput;
  onChange: (content: ContentInput) => void;
  /** The editor's id and name of a field, by its path under the form ("content.sections.0.title"). */
  field: (path: string) => { id: string; name: string };
  errorAt: (path: string) => string | undefined;
};

/** Main image, PDF catalogue, texts, technical sections and gallery of a catalogue page. */
export function PageContentFields({ content, onChange, field, errorAt }: Props) {
  const set = (change: Partial<ContentInput>) => onChange({ ...content, ...change });
  const setSection = (index: number, change: Partial<ContentInput["sections"][number]>) =>
    set({ sections: content.sections.map((section, position) => (position === index ? { ...section, ...change } : section)) });
  const setImage = (index: number, change: Partial<ContentInput["gallery_images"][number]>) =>
    set({ gallery_images: content.gallery_images.map((image, position) => (position === index ? { ...image, ...change } : image)) });

  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <FileUpload label="Imagem principal" kind="image" value={content.image_url} onChange={(image_url) => set({ image_url })} />
        <HiddenFields name={field("content.image_url").name} value={content.image_url} />
        <FileUpload
          label="Catálogo em PDF"
          kind="pdf"
          value={content.catalog_url}
          onChange={(catalog_url) => set({ catalog_url })}
          hint="PDF de até 10 MB, oferecido para download na página."
        />
        <HiddenFields name={field("content.catalog_url").name} value={content.catalog_url} />
      </div>
      {errorAt("content.image_url") ? <p className="text-sm text-red-700">{errorAt("content.image_url")}</p> : null}
      <TextField
        {...field("content.introduction")}
        label="Introdução"
        rows={3}
        value={content.introduction}
        onChange={(introduction) => set({ introduction })}
        error={errorAt("content.introduction")}
        hint="Resumo exibido no topo da página e nos cards (cortado em 240 caracteres)."
      />
      <TextField
        {...field("content.description")}
        label="Descrição"
        rows={6}
        value={content.description}
        onChange={(description) => set({ description })}
        error={errorAt("content.description")}
      />

      <section aria-labelledby="sections-title" className="space-y-3">
        <h3 id="sections-title" className="font-semibold text-steel-900">
          Seções de conteúdo
        </h3>
        {content.sections.map((section, index) => {
          return (
            <fieldset key={index} className="rounded-md border border-steel-200 p-4">
              <legend className="px-1 text-sm font-medium text-steel-700">Seção {index + 1}</legend>
              <TextField
                {...field(`content.sections.${index}.title`)}
                label="Título da seção"
                value={section.title}
                onChange={(title) => setSection(index, { title })}
                error={errorAt(`content.sections.${index}.title`)}
              />
              <TextField
                {...field(`content.sections.${index}.text`)}
                label="Texto da seção"
                rows={3}
                value={section.text}
                onChange={(text) => setSection(index, { text })}
                error={errorAt(`content.sections.${index}.text`)}
                className="mt-3"
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-2"
                onClick={() => set({ sections: content.sections.filter((_, position) => position !== index) })}
              >
                <Trash2 aria-hidden className="size-4" />
                Remover seção
              </Button>
            </fieldset>
          );
        })}
        <Button type="button" variant="outline" onClick={() => set({ sections: [...content.sections, { title: "", text: "" }] })}>
          <Plus aria-hidden className="size-4" />
          Adicionar seção
        </Button>
      </section>

      <section aria-labelledby="gallery-title" className="space-y-3">
        <h3 id="gallery-title" className="font-semibold text-steel-900">
          Galeria de imagens
        </h3>
        {content.gallery_images.map((image, index) => {
          const urlError = errorAt(`content.gallery_images.${index}.url`);
          return (
            <fieldset key={index} className="rounded-md border border-steel-200 p-4">
              <legend className="px-1 text-sm font-medium text-steel-700">Imagem {index + 1}</legend>
              <FileUpload
                label={`Imagem ${index + 1} da galeria`}
                kind="image"
                value={image.url}
                onChange={(url) => setImage(index, { url })}
              />
              <HiddenFields name={field(`content.gallery_images.${index}.url`).name} value={image.url} />
              {urlError ? <p className="mt-1 text-sm text-red-700">{urlError}</p> : null}
              <TextField
                {...field(`content.gallery_images.${index}.alt`)}
                label="Texto alternativo"
                value={image.alt}
                onChange={(alt) => setImage(index, { alt })}
                error={errorAt(`content.gallery_images.${index}.alt`)}
                className="mt-3"
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-2"
                onClick={() => set({ gallery_images: content.gallery_images.filter((_, position) => position !== index) })}
              >
                <Trash2 aria-hidden className="size-4" />
                Remover imagem
              </Button>
            </fieldset>
          );
        })}
        <Button type="button" variant="outline" onClick={() => set({ gallery_images: [...content.gallery_images, { url: "", alt: "" }] })}>
          <Plus aria-hidden className="size-4" />
          Adicionar imagem
        </Button>
      </section>
    </div>
  );
}
