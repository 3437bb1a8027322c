import { KeywordChips } from "~/features/seo";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";

type SeoValues = {
  title: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  seo_image_url: string;
};

/** The page title and search-engine fields every special page has. */
export function SeoSection<T extends SeoValues>({ form }: { form: EditorForm<T> }) {
  const { values, update, field, errorAt } = form;
  const set = (patch: Partial<SeoValues>) => update((current) => ({ ...current, ...patch }));
  return (
    <FormSection title="SEO" description="Como a página aparece no Google e nas redes sociais.">
      <TextField
        {...field("title")}
        label="Título da página"
        value={values.title}
        onChange={(title) => set({ title })}
        error={errorAt("title")}
        hint="Nome interno da página no painel."
        required
      />
      <TextField
        {...field("meta_title")}
        label="Meta título"
        value={values.meta_title}
        onChange={(meta_title) => set({ meta_title })}
        error={errorAt("meta_title")}
        hint={`${values.meta_title.length} caracteres; até 60 aparecem inteiros no Google.`}
        required
      />
      <TextField
        {...field("meta_description")}
        label="Meta descrição"
        rows={3}
        value={values.meta_description}
        onChange={(meta_description) => set({ meta_description })}
        error={errorAt("meta_description")}
        hint={`${values.meta_description.length} caracteres; até 160 aparecem inteiros no Google.`}
        required
      />
      <KeywordChips
        {...field("meta_keywords")}
        label="Palavras-chave"
        value={values.meta_keywords}
        onChange={(meta_keywords) => set({ meta_keywords })}
        error={errorAt("meta_keywords")}
      />
      <TextField
        {...field("seo_image_url")}
        label="Imagem de compartilhamento (URL)"
        type="url"
        value={values.seo_image_url}
        onChange={(seo_image_url) => set({ seo_image_url })}
        error={errorAt("seo_image_url")}
        placeholder="https://... ou /uploads/..."
      />
    </FormSection>
  );
}
