import { HistoryLink } from "~/features/revisions";
import { TrackingTagManager } from "~/features/tracking";
import { useEditorForm, type EditorForm } from "~/lib/forms/use-editor-form";
import { FormAnswer } from "~/ui/form-answer";
import { FormSection } from "~/ui/form-section";
import { SaveBar, savedFormClass } from "~/ui/save-bar";
import { TextField } from "~/ui/text-field";
import { homePageSchema, specialPageMessages, type HomePageForm } from "../schema";
import { AreasEditor } from "./areas-editor";
import { BannerSection } from "./banner-section";
import { HomeSectionsEditor } from "./home-sections-editor";
import { SeoSection } from "./seo-section";

/** The route whose action saves the home page, wherever the editor is shown. */
const homePageAction = "/admin/home-page";

type Content = HomePageForm["content"];

function contentSetter(form: EditorForm<HomePageForm>) {
  return (patch: Partial<Content>) => form.update((current) => ({ ...current, content: { ...current.content, ...patch } }));
}

function HeroSection({ form }: { form: EditorForm<HomePageForm> }) {
  const { bind } = form;
  return (
    <FormSection title="Seção Hero" description="O título e o subtítulo no topo da página inicial.">
      <TextField {...bind("content.hero_title")} label="Título principal" required />
      <TextField {...bind("content.hero_subtitle")} label="Subtítulo" rows={3} />
    </FormSection>
  );
}

const imageUrls = [
  { key: "favicon_url", label: "Favicon (URL)" },
  { key: "og_image_url", label: "Imagem Open Graph (URL)" },
  { key: "twitter_image_url", label: "Imagem do Twitter (URL)" },
] as const;

function AdvancedSeoSection({ form }: { form: EditorForm<HomePageForm> }) {
  const { bind } = form;
  return (
    <FormSection title="SEO avançado" description="Endereços de imagens: https://... ou /uploads/...">
      {imageUrls.map(({ key, label }) => (
        <TextField key={key} {...bind(`content.${key}`)} label={label} type="url" placeholder="https://... ou /uploads/..." />
      ))}
    </FormSection>
  );
}

function TrackingSection({ form }: { form: EditorForm<HomePageForm> }) {
  const { bind, values, field, fieldId, errorAt } = form;
  const set = contentSetter(form);
  return (
    <FormSection title="Tags de rastreamento e pixel" description="Só desta página, carregados depois que o visitante aceita cookies.">
      <TrackingTagManager
        idPrefix={fieldId("content.tracking_tags")}
        name={field("content.tracking_tags").name}
        tags={values.content.tracking_tags}
        onChange={(tracking_tags) => set({ tracking_tags })}
        error={errorAt("content.tracking_tags")}
      />
      <TextField
        {...bind("content.tracking_pixel")}
        label="Pixel de rastreamento"
        rows={3}
        hint="Código HTML do pixel, colocado no <head> desta página."
      />
    </FormSection>
  );
}

/** 'Editar Página Inicial': every part of the home page, saved with 'Salvar Alterações'. */
export function HomePageEditor({ initial }: { initial: HomePageForm }) {
  const form = useEditorForm({
    schema: homePageSchema,
    initial,
    action: homePageAction,
    messages: specialPageMessages.home,
    savedOnPage: true,
    idPrefix: "home",
  });
  return (
    <form.Form {...form.formProps} className={savedFormClass}>
      <FormAnswer id={form.answerId} result={form.documentResult} messages={specialPageMessages.home} />
      <SaveBar busy={form.busy} label="Salvar Alterações">
        <HistoryLink subject="special" id="home" />
      </SaveBar>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <HeroSection form={form} />
          <FormSection title="Conteúdo Principal" description="Texto de apresentação exibido abaixo do hero.">
            <TextField {...form.bind("content.content")} label="Conteúdo" rows={6} />
          </FormSection>
        </div>
        <BannerSection form={form} />
      </div>
      <AreasEditor form={form} />
      <HomeSectionsEditor form={form} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <SeoSection form={form} />
        <AdvancedSeoSection form={form} />
      </div>
      <TrackingSection form={form} />
    </form.Form>
  );
}
