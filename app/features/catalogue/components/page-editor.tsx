import { useState } from "react";
import { Link } from "react-router";
import type { TrackingTag } from "~/db/content-types";
import type { PageType } from "~/db/schema";
import { KeywordChips } from "~/features/seo/components/keyword-chips";
import { TrackingTagManager } from "~/features/tracking/components/tracking-tag-manager";
import type { FieldErrors } from "~/lib/validation";
import { validate } from "~/lib/validation";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { describedBy, Field, Select, Textarea } from "~/ui/field";
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

export type SaveResult = { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors };

type Props = {
  initial: PageEditorValues;
  mode: "create" | "edit";
  onSave: (values: PageEditorValues) => Promise<SaveResult>;
};

const typeOptions: Array<{ value: PageType; label: string }> = [
  { value: "produto", label: "Produto (Ímã)" },
  { value: "servico", label: "Serviço (Equipamento/Serviço)" },
  { value: "importado", label: "Importado" },
];

function SectionCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-5 md:p-6">
      <h2 className="mb-4 text-lg font-semibold text-steel-900">{title}</h2>
      {children}
    </Card>
  );
}

/** Once the messages are on screen, takes the keyboard to the first field in error. */
function focusFirstError() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The create and edit form of a catalogue page (admin spec 2.7 and 2.8). */
export function PageEditor({ initial, mode, onSave }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<PageEditorValues>) => setValues((current) => ({ ...current, ...change }));

  function changeTitle(title: string) {
    setValues((current) => {
      // The slug follows the title while it is empty or still the one derived from it.
      const follows = current.slug === "" || current.slug === pageSlug(current.title);
      return { ...current, title, slug: follows ? pageSlug(title) : current.slug };
    });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const valid = validate(pageFormSchema, values);
    if (!valid.ok) {
      setErrors(valid.fieldErrors);
      focusFirstError();
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSave(values);
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      focusFirstError();
    }
  }

  const submitLabel = mode === "create" ? (saving ? "Criando..." : "Criar Página") : saving ? "Salvando..." : "Salvar Alterações";

  return (
    <form onSubmit={submit} noValidate className={savedFormClass}>
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
          <Field id="title" label="Título" error={errors.title} className="md:col-span-2">
            <Input id="title" value={values.title} onChange={(event) => changeTitle(event.target.value)} {...describedBy("title", { error: errors.title })} />
          </Field>
          <Field
            id="slug"
            label="Slug"
            error={errors.slug}
            hint={values.slug ? `Endereço público: ${canonicalPath(values.page_type, values.slug)}` : "Gerado a partir do título."}
          >
            <Input
              id="slug"
              value={values.slug}
              onChange={(event) => set({ slug: pageSlug(event.target.value.replace(/ /g, "-")) })}
              {...describedBy("slug", { error: errors.slug, hint: true })}
            />
          </Field>
          <Field id="page_type" label="Tipo de página" error={errors.page_type}>
            <Select id="page_type" value={values.page_type} onChange={(event) => set({ page_type: event.target.value as PageType })}>
              {typeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          <div className="md:col-span-2">
            <Switch id="published" checked={values.published} onCheckedChange={(published) => set({ published })} label="Página publicada (visível no site)" />
          </div>
        </div>
      </SectionCard>

      <SectionCard title="Conteúdo da Página">
        <PageContentFields content={values.content} onChange={(content) => set({ content })} errors={errors} />
      </SectionCard>

      <SectionCard title="SEO">
        <div className="grid gap-4">
          <Field id="meta_title" label="Meta título" error={errors.meta_title} hint="Título mostrado nos buscadores; sem ele, usa-se o título da página.">
            <Input id="meta_title" value={values.meta_title} onChange={(event) => set({ meta_title: event.target.value })} />
          </Field>
          <Field id="meta_description" label="Meta descrição" error={errors.meta_description} hint="Até 160 caracteres são exibidos pelos buscadores.">
            <Textarea id="meta_description" rows={3} value={values.meta_description} onChange={(event) => set({ meta_description: event.target.value })} />
          </Field>
          <KeywordChips
            id="meta_keywords"
            label="Palavras-chave"
            value={values.meta_keywords}
            onChange={(meta_keywords) => set({ meta_keywords })}
            error={errors.meta_keywords}
          />
        </div>
      </SectionCard>

      <SectionCard title="Rastreamento e Análise">
        <p className="mb-4 text-sm text-steel-600">Carregadas somente nesta página, e só depois que o visitante aceita os cookies.</p>
        <TrackingTagManager
          idPrefix="page-tags"
          tags={values.tracking_tags}
          onChange={(tracking_tags) => set({ tracking_tags })}
          error={Object.entries(errors).find(([key]) => key.startsWith("tracking_tags"))?.[1]}
        />
        <Field id="tracking_pixel" label="Pixel de rastreamento" className="mt-6" error={errors.tracking_pixel}>
          <Textarea
            id="tracking_pixel"
            rows={3}
            value={values.tracking_pixel}
            onChange={(event) => set({ tracking_pixel: event.target.value })}
            className="font-mono text-xs"
          />
        </Field>
      </SectionCard>

    </form>
  );
}
