import { Link } from "react-router";
import type { ExternalToast } from "sonner";
import type { TrackingTag } from "~/db/content-types";
import type { PageType } from "~/db/schema";
import { KeywordChips } from "~/features/seo";
import { TrackingTagManager } from "~/features/tracking";
import { useEditorForm } from "~/lib/forms/use-editor-form";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { describedBy, Field, Select, Textarea } from "~/ui/field";
import { FormAnswer } from "~/ui/form-answer";
import { Input } from "~/ui/input";
import { savedFormClass } from "~/ui/save-bar";
import { Switch } from "~/ui/switch";
import { canonicalPath } from "../page-types";
import { pageFormSchema, pageSlug } from "../page-schema";
import { emptyContent, PageContentFields, type ContentInput } from "./page-content-fields";

export type PageEditorValues = {
  title: string;
  slug: string;
  page_type: PageType;
  published: boolean;
  content: ContentInput;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  tracking_tags: TrackingTag[];
  tracking_pixel: string;
};

export function emptyPage(): PageEditorValues {
  return {
    title: "",
    slug: "",
    page_type: "produto",
    published: true,
    content: emptyContent(),
    meta_title: "",
    meta_description: "",
    meta_keywords: "",
    tracking_tags: [],
    tracking_pixel: "",
  };
}

type Props = {
  initial: PageEditorValues;
  mode: "create" | "edit";
  /** The route whose action saves the page. */
  action: string;
  /** More for the saved toast (the new page's address). */
  savedDetail?: (values: PageEditorValues) => ExternalToast;
  /** After a save, with scripts: where the screen goes next. */
  onSaved: (values: PageEditorValues) => void;
};

const typeOptions: Array<{ value: PageType; label: string }> = [
  { value: "produto", label: "Produto (Ímã)" },
  { value: "servico", label: "Serviço (Equipamento/Serviço)" },
  { value: "importado", label: "Importado" },
];

const messages = {
  create: { saved: "Página criada com sucesso!", saveError: "Erro ao criar a página" },
  edit: { saved: "Página atualizada com sucesso!", saveError: "Erro ao atualizar a página" },
} as const;

function SectionCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-5 md:p-6">
      <h2 className="mb-4 text-lg font-semibold text-steel-900">{title}</h2>
      {children}
    </Card>
  );
}

/** The create and edit form of a catalogue page (admin spec 2.7 and 2.8); it saves before any script has loaded. */
export function PageEditor({ initial, mode, action, savedDetail, onSaved }: Props) {
  const form = useEditorForm({
    schema: pageFormSchema,
    initial,
    action,
    messages: messages[mode],
    idPrefix: `page-${mode}`,
    savedDetail,
    onSaved,
  });
  const { values, errorAt } = form;
  const set = (change: Partial<PageEditorValues>) => form.update((current) => ({ ...current, ...change }));
  const saving = form.busy;

  function changeTitle(title: string) {
    form.update((current) => {
      // The slug follows the title while it is empty or still the one derived from it.
      const follows = current.slug === "" || current.slug === pageSlug(current.title);
      return { ...current, title, slug: follows ? pageSlug(title) : current.slug };
    });
  }

  const submitLabel = mode === "create" ? (saving ? "Criando..." : "Criar Página") : saving ? "Salvando..." : "Salvar Alterações";

  return (
    <form.Form {...form.formProps} className={savedFormClass}>
      <FormAnswer result={form.documentResult} messages={messages[mode]}>
        <Link to="/admin/pages" className="font-medium underline">
          Voltar para a lista de páginas
        </Link>
      </FormAnswer>
      {/* At the top, under the header: toasts appear at the bottom and would cover it. */}
      <div className="sticky top-14 z-10 -mx-4 flex justify-end gap-3 border-b border-steel-200 bg-steel-50/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
        <Button asChild variant="outline">
          <Link to="/admin/pages">Cancelar</Link>
        </Button>
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
      <SectionCard title="Informações Gerais">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="title" label="Título" error={errorAt("title")} className="md:col-span-2">
            <Input
              id="title"
              name="title"
              value={values.title}
              onChange={(event) => changeTitle(event.target.value)}
              {...describedBy("title", { error: errorAt("title") })}
            />
          </Field>
          <Field
            id="slug"
            label="Slug"
            error={errorAt("slug")}
            hint={values.slug ? `Endereço público: ${canonicalPath(values.page_type, values.slug)}` : "Gerado a partir do título."}
          >
            <Input
              id="slug"
              name="slug"
              value={values.slug}
              onChange={(event) => set({ slug: pageSlug(event.target.value.replace(/ /g, "-")) })}
              {...describedBy("slug", { error: errorAt("slug"), hint: true })}
            />
          </Field>
          <Field id="page_type" label="Tipo de página" error={errorAt("page_type")}>
            <Select
              id="page_type"
              name="page_type"
              value={values.page_type}
              onChange={(event) => set({ page_type: event.target.value as PageType })}
            >
              {typeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          <div className="md:col-span-2">
            <Switch
              id="published"
              name="published"
              checked={values.published}
              onCheckedChange={(published) => set({ published })}
              label="Página publicada (visível no site)"
            />
          </div>
        </div>
      </SectionCard>

      <SectionCard title="Conteúdo da Página">
        <PageContentFields content={values.content} onChange={(content) => set({ content })} errorAt={errorAt} />
      </SectionCard>

      <SectionCard title="SEO">
        <div className="grid gap-4">
          <Field
            id="meta_title"
            label="Meta título"
            error={errorAt("meta_title")}
            hint="Título mostrado nos buscadores; sem ele, usa-se o título da página."
          >
            <Input
              id="meta_title"
              name="meta_title"
              value={values.meta_title}
              onChange={(event) => set({ meta_title: event.target.value })}
            />
          </Field>
          <Field
            id="meta_description"
            label="Meta descrição"
            error={errorAt("meta_description")}
            hint="Até 160 caracteres são exibidos pelos buscadores."
          >
            <Textarea
              id="meta_description"
              name="meta_description"
              rows={3}
              value={values.meta_description}
              onChange={(event) => set({ meta_description: event.target.value })}
            />
          </Field>
          <KeywordChips
            id="meta_keywords"
            label="Palavras-chave"
            value={values.meta_keywords}
            onChange={(meta_keywords) => set({ meta_keywords })}
            error={errorAt("meta_keywords")}
            name="meta_keywords"
          />
        </div>
      </SectionCard>

      <SectionCard title="Rastreamento e Análise">
        <p className="mb-4 text-sm text-steel-600">Carregadas somente nesta página, e só depois que o visitante aceita os cookies.</p>
        <TrackingTagManager
          idPrefix="page-tags"
          name="tracking_tags"
          tags={values.tracking_tags}
          onChange={(tracking_tags) => set({ tracking_tags })}
          error={errorAt("tracking_tags")}
        />
        <Field id="tracking_pixel" label="Pixel de rastreamento" className="mt-6" error={errorAt("tracking_pixel")}>
          <Textarea
            id="tracking_pixel"
            name="tracking_pixel"
            rows={3}
            value={values.tracking_pixel}
            onChange={(event) => set({ tracking_pixel: event.target.value })}
            className="font-mono text-xs"
          />
        </Field>
      </SectionCard>
    </form.Form>
  );
}
