import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { UploadField } from "~/features/uploads";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/text-field";

export type ContentInput = {
  image_url: string;
  catalog_url: string;
  introduction: string;
  description: string;
  sections: Array<{ title: string; text: string }>;
  gallery_images: Array<{ url: string; alt: string }>;
  /** As typed, in pt-BR ("1.234,56"); empty for 'Preço sob consulta'. */
  price_cents: string;
};

export function emptyContent(): ContentInput {
  return { image_url: "", catalog_url: "", introduction: "", description: "", sections: [], gallery_images: [], price_cents: "" };
}

type Section = ContentInput["sections"][number];
type GalleryImage = ContentInput["gallery_images"][number];

/** The parts of the page editor's form these fields use; their paths start at "content". */
type Props = { form: Pick<EditorForm<unknown>, "bind" | "list"> };

/** One item of a content list: a numbered group of fields and its 'Remover' button. */
function ListItem({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-md border border-steel-200 p-4">
      <legend className="px-1 text-sm font-medium text-steel-700">{legend}</legend>
      {children}
      <Button type="button" variant="ghost" size="sm" className="mt-2" onClick={onRemove}>
        <Trash2 aria-hidden className="size-4" />
        {removeLabel}
      </Button>
    </fieldset>
  );
}

/** Where the gallery shows on the page, told for the images the editor holds now (docs/product/public-site.md). */
function galleryHint(mainImage: string, count: number) {
  if (count === 0) return "Imagens extras, mostradas em miniatura depois da imagem principal.";
  if (mainImage) return "Mostradas em miniatura depois da imagem principal, nesta ordem.";
  return "Sem imagem principal, a primeira imagem da galeria aparece grande no topo da página e nos cards.";
}

const without = <T,>(items: T[], index: number) => items.filter((_, position) => position !== index);

/** Main image, PDF catalogue, texts, technical sections and gallery of a catalogue page. */
export function PageContentFields({ form }: Props) {
  const { bind } = form;
  const sections = form.list<Section>("content.sections");
  const gallery = form.list<GalleryImage>("content.gallery_images");

  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <UploadField
          {...bind("content.image_url")}
          label="Imagem principal"
          kind="image"
          hint="Aparece grande no topo da página e nos cards, antes das imagens da galeria."
        />
        <UploadField
          {...bind("content.catalog_url")}
          label="Catálogo em PDF"
          kind="pdf"
          hint="PDF de até 10 MB, oferecido para download na página."
        />
      </div>
      <TextField
        {...bind("content.introduction")}
        label="Introdução"
        rows={3}
        hint="Resumo exibido no topo da página e nos cards (cortado em 240 caracteres)."
      />
      <TextField {...bind("content.description")} label="Descrição" rows={6} />

      <section aria-labelledby="sections-title" className="space-y-3">
        <h3 id="sections-title" className="font-semibold text-steel-900">
          Seções de conteúdo
        </h3>
        {sections.items.map((section, index) => (
          <ListItem
            key={index}
            legend={`Seção ${index + 1}`}
            removeLabel="Remover seção"
            onRemove={() => sections.replace(without(sections.items, index))}
          >
            <TextField {...bind(`content.sections.${index}.title`)} label="Título da seção" />
            <TextField {...bind(`content.sections.${index}.text`)} label="Texto da seção" rows={3} className="mt-3" />
          </ListItem>
        ))}
        <Button type="button" variant="outline" onClick={() => sections.replace([...sections.items, { title: "", text: "" }])}>
          <Plus aria-hidden className="size-4" />
          Adicionar seção
        </Button>
      </section>

      <section aria-labelledby="gallery-title" className="space-y-3">
        <h3 id="gallery-title" className="font-semibold text-steel-900">
          Galeria de imagens
        </h3>
        <p className="text-sm text-steel-600">{galleryHint(bind<string>("content.image_url").value, gallery.items.length)}</p>
        {gallery.items.map((image, index) => (
          <ListItem
            key={index}
            legend={`Imagem ${index + 1}`}
            removeLabel="Remover imagem"
            onRemove={() => gallery.replace(without(gallery.items, index))}
          >
            <UploadField {...bind(`content.gallery_images.${index}.url`)} label={`Imagem ${index + 1} da galeria`} kind="image" />
            <TextField {...bind(`content.gallery_images.${index}.alt`)} label="Texto alternativo" className="mt-3" />
          </ListItem>
        ))}
        <Button type="button" variant="outline" onClick={() => gallery.replace([...gallery.items, { url: "", alt: "" }])}>
          <Plus aria-hidden className="size-4" />
          Adicionar imagem
        </Button>
      </section>
    </div>
  );
}
