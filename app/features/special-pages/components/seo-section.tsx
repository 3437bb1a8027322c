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
  const { bind, values } = form;
  return (
    <FormSection title="SEO" description="Como a página aparece no Google e nas redes sociais.">
      <TextField {...bind("title")} label="Título da página" hint="Nome interno da página no painel." required />
      <TextField
        {...bind("meta_title")}
        label="Meta título"
        hint={`${values.meta_title.length} caracteres; até 60 aparecem inteiros no Google.`}
        required
      />
      <TextField
        {...bind("meta_description")}
        label="Meta descrição"
        rows={3}
        hint={`${values.meta_description.length} caracteres; até 160 aparecem inteiros no Google.`}
        required
      />
      <KeywordChips {...bind("meta_keywords")} label="Palavras-chave" />
      <TextField {...bind("seo_image_url")} label="Imagem de compartilhamento (URL)" type="url" placeholder="https://... ou /uploads/..." />
    </FormSection>
  );
}
