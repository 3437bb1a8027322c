import { Eye, X } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { ExternalToast } from "sonner";
import type { TrackingTag } from "~/db/content-types";
import type { PageType } from "~/db/schema";
import { HistoryLink } from "~/features/revisions";
import { KeywordChips } from "~/features/seo";
import { TrackingTagManager } from "~/features/tracking";
import { useEditorForm } from "~/lib/forms/use-editor-form";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ChangeAddressButton } from "~/ui/change-address-button";
import { Field, Select, Textarea } from "~/ui/field";
import { FormAnswer } from "~/ui/form-answer";
import { savedFormClass } from "~/ui/save-bar";
import { Switch } from "~/ui/switch";
import { TextField } from "~/ui/text-field";
import { canonicalPath } from "../page-types";
import { pageFormSchema, pageSlug } from "../page-schema";
import { emptyContent, PageContentFields, type ContentInput } from "./page-content-fields";

export type PageEditorValues = {
  title: string;
  slug: string;
  page_type: PageType;
  published: boolean;
  /** 'Publicar em': a São Paulo date and time ("2026-11-25T18:30"), or empty. */
  publish_at: string;
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
    publish_at: "",
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
  /** After a save, with scripts: where the screen goes next; an edit stays on the screen. */
  onSaved?: (values: PageEditorValues) => void;
  /** The staff preview of the saved page, offered as 'Visualizar' (a page not created yet has none). */
  previewPath?: string;
  /** The saved page's id, for its 'Histórico' (a page not created yet has none). */
  historyId?: string;
};

const typeOptions: Array<{ value: PageType; label: string }> = [
  { value: "produto", label: "Produto" },
  { value: "servico", label: "Serviço" },
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

/** The create and edit form of a catalogue page; it saves before any script has loaded. */
export function PageEditor({ initial, mode, action, savedDetail, onSaved, previewPath, historyId }: Props) {
  const form = useEditorForm({
    schema: pageFormSchema,
    initial,
    action,
    messages: messages[mode],
    idPrefix: `page-${mode}`,
    savedDetail,
    onSaved,
    savedOnPage: mode === "edit",
  });
  const { bind, values, errorAt, field } = form;
  const set = (change: Partial<PageEditorValues>) => form.update((current) => ({ ...current, ...change }));
  const saving = form.busy;

  // A saved page's address changes only when staff choose to; a published one's is locked until then.
  const [slugUnlocked, setSlugUnlocked] = useState(false);
  const slugLocked = mode === "edit" && initial.published && !slugUnlocked;
  const slugInput = useRef<HTMLDivElement>(null);

  function changeTitle(title: string) {
    form.update((current) => {
      // A new page's slug follows the title while it is empty or still the one derived from it.
      const follows = mode === "create" && (current.slug === "" || current.slug === pageSlug(current.title));
      return { ...current, title, slug: follows ? pageSlug(title) : current.slug };
    });
  }

  function unlockSlug() {
    setSlugUnlocked(true);
    requestAnimationFrame(() => slugInput.current?.querySelector("input")?.focus());
  }

  const address = values.slug ? `Endereço público: ${canonicalPath(values.page_type, values.slug)}` : "Gerado a partir do título.";
  const slugHint = mode === "edit" && values.slug !== initial.slug ? `${address}. O endereço antigo continuará levando à página.` : address;

  const submitLabel = mode === "create" ? (saving ? "Criando..." : "Criar Página") : saving ? "Salvando..." : "Salvar Alterações";

  return (
    <form.Form {...form.formProps} className={savedFormClass}>
      <FormAnswer id={form.answerId} result={form.documentResult} messages={messages[mode]}>
        <Link to="/admin/pages" className="font-medium underline">
          Voltar para a lista de páginas
        </Link>
      </FormAnswer>
      {/* At the top, under the header: toasts appear at the bottom and would cover it. On a
          phone it stays one row: the links show their icons, their names read by screen readers. */}
      <div className="sticky top-14 z-10 -mx-4 flex justify-end gap-2 border-b border-steel-200 bg-steel-50/95 px-4 py-2 backdrop-blur sm:gap-3 sm:py-3 md:-mx-8 md:px-8">
        <Button asChild variant="outline">
          <Link to="/admin/pages">
            <X aria-hidden className="size-4 sm:hidden" />
            <span className="sr-only sm:not-sr-only">Cancelar</span>
          </Link>
        </Button>
        {previewPath ? (
          <Button asChild variant="outline">
            <a href={previewPath} target="_blank" rel="noreferrer">
              <Eye aria-hidden className="size-4" />
              <span className="sr-only sm:not-sr-only">Visualizar</span>
              <span className="sr-only"> (abre em nova aba; mostra a versão salva)</span>
            </a>
          </Button>
        ) : null}
        {historyId ? <HistoryLink subject="page" id={historyId} compact /> : null}
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
      <SectionCard title="Informações Gerais">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            {...field("title")}
            label="Título"
            value={values.title}
            onChange={changeTitle}
            error={errorAt("title")}
            className="md:col-span-2"
          />
          <div ref={slugInput}>
            <TextField
              {...field("slug")}
              label="Slug"
              value={values.slug}
              onChange={(slug) => set({ slug: pageSlug(slug.replace(/ /g, "-")) })}
              error={errorAt("slug")}
              hint={slugHint}
              readOnly={slugLocked}
            />
            {slugLocked ? <ChangeAddressButton onClick={unlockSlug} /> : null}
          </div>
          <Field id={field("page_type").id} label="Tipo de página" error={errorAt("page_type")}>
            <Select
              {...field("page_type")}
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
          {values.page_type === "servico" ? null : (
            <TextField
              {...bind("content.price_cents")}
              label="Preço (R$)"
              inputMode="decimal"
              placeholder="1.234,56"
              hint="Opcional. Vazio, a página mostra 'Preço sob consulta'."
            />
          )}
          <div className="md:col-span-2">
            <Switch
              {...field("published")}
              checked={values.published}
              onCheckedChange={(published) => set({ published })}
              label="Página publicada (visível no site)"
            />
          </div>
          <TextField
            {...bind("publish_at")}
            type="datetime-local"
            label="Publicar em"
            hint="Horário de Brasília. Com a chave desligada, a página fica como rascunho e é publicada sozinha nessa hora; deixe vazio para não agendar."
          />
        </div>
      </SectionCard>

      <SectionCard title="Conteúdo da Página">
        <PageContentFields form={form} />
      </SectionCard>

      <SectionCard title="SEO">
        <div className="grid gap-4">
          <TextField
            {...bind("meta_title")}
            label="Meta título"
            hint="Título mostrado nos buscadores; sem ele, usa-se o título da página."
          />
          <TextField
            {...bind("meta_description")}
            label="Meta descrição"
            rows={3}
            hint="Até 160 caracteres são exibidos pelos buscadores."
          />
          <KeywordChips {...bind("meta_keywords")} label="Palavras-chave" />
        </div>
      </SectionCard>

      <SectionCard title="Rastreamento e Análise">
        <p className="mb-4 text-sm text-steel-600">Carregadas somente nesta página, e só depois que o visitante aceita os cookies.</p>
        <TrackingTagManager
          idPrefix={field("tracking_tags").id}
          name={field("tracking_tags").name}
          tags={values.tracking_tags}
          onChange={(tracking_tags) => set({ tracking_tags })}
          error={errorAt("tracking_tags")}
        />
        <Field id={field("tracking_pixel").id} label="Pixel de rastreamento" className="mt-6" error={errorAt("tracking_pixel")}>
          <Textarea
            {...field("tracking_pixel")}
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
