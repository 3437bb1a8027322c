import { UploadField } from "~/features/uploads";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { Switch } from "~/ui/switch";
import { TextField } from "~/ui/text-field";
import type { HomePageForm } from "../schema";

type Banner = HomePageForm["content"]["banner_settings"];

/** The hero banner of the home page, with a preview of what visitors will see. */
export function BannerSection({ form }: { form: EditorForm<HomePageForm> }) {
  const { bind, values, update, field } = form;
  const banner = values.content.banner_settings;
  const set = (patch: Partial<Banner>) =>
    update((current) => ({
      ...current,
      content: { ...current.content, banner_settings: { ...current.content.banner_settings, ...patch } },
    }));

  return (
    <FormSection title="Banner" description="Imagem larga exibida no topo da página inicial.">
      <Switch
        {...field("content.banner_settings.enabled")}
        checked={banner.enabled}
        onCheckedChange={(enabled) => set({ enabled })}
        label="Exibir banner na página inicial"
      />
      <UploadField
        {...bind("content.banner_settings.url")}
        label="Imagem do banner"
        kind="image"
        hint="Recomendado: largura mínima de 1920px. Formatos: JPG, PNG, WebP."
      />
      <TextField
        {...bind("content.banner_settings.alt")}
        label="Texto alternativo"
        hint="Descreve a imagem para quem usa leitor de tela."
      />
      {banner.enabled && banner.url ? (
        <figure>
          <img src={banner.url} alt={banner.alt} className="aspect-[3/1] w-full rounded-md border border-steel-200 object-cover" />
          <figcaption className="mt-1 text-xs text-steel-600">Pré-visualização do banner</figcaption>
        </figure>
      ) : null}
    </FormSection>
  );
}
