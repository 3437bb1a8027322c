import { HistoryLink } from "~/features/revisions";
import { useEditorForm, type EditorForm } from "~/lib/forms/use-editor-form";
import { FormAnswer } from "~/ui/form-answer";
import { FormSection } from "~/ui/form-section";
import { SaveBar, savedFormClass } from "~/ui/save-bar";
import { TextField } from "~/ui/text-field";
import { aboutPageSchema, specialPageMessages, type AboutPageForm } from "../schema";
import { AboutSectionsEditor } from "./about-sections-editor";
import { CertificateSection, VideoSection } from "./certificate-video-sections";
import { GalleryEditor } from "./gallery-editor";
import { SeoSection } from "./seo-section";

/** The route whose action saves the about page, wherever the editor is shown. */
const aboutPageAction = "/admin/about-page";

type Content = AboutPageForm["content"];
type TextKey = "hero_title" | "hero_subtitle" | "main_content" | "mission" | "vision" | "values";

function ContentField({
  form,
  name,
  label,
  rows,
  hint,
}: {
  form: EditorForm<AboutPageForm>;
  name: TextKey;
  label: string;
  rows?: number;
  hint?: string;
}) {
  return (
    <TextField
      {...form.field(`content.${name}`)}
      label={label}
      rows={rows}
      value={form.values.content[name]}
      onChange={(value) => form.update((current) => ({ ...current, content: { ...current.content, [name]: value } as Content }))}
      error={form.errorAt(`content.${name}`)}
      hint={hint}
    />
  );
}

/** 'Editar Página Quem Somos': texts, sections, gallery, certificate, video and SEO, saved together. */
export function AboutPageEditor({ initial }: { initial: AboutPageForm }) {
  const form = useEditorForm({
    schema: aboutPageSchema,
    initial,
    action: aboutPageAction,
    messages: specialPageMessages.about,
    savedOnPage: true,
    idPrefix: "about",
  });

  return (
    <form.Form {...form.formProps} className={savedFormClass}>
      <FormAnswer id={form.answerId} result={form.documentResult} messages={specialPageMessages.about} />
      <SaveBar busy={form.busy} label="Salvar Alterações">
        <HistoryLink subject="special" id="about" />
      </SaveBar>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <FormSection title="Seção Hero" description="O título e o subtítulo no topo da página.">
          <ContentField form={form} name="hero_title" label="Título principal" hint="Sem título, a página mostra 'Quem Somos'." />
          <ContentField form={form} name="hero_subtitle" label="Subtítulo" rows={3} />
        </FormSection>
        <FormSection title="Conteúdo Principal" description="A apresentação da empresa, logo abaixo do hero.">
          <ContentField form={form} name="main_content" label="Conteúdo" rows={9} />
        </FormSection>
      </div>
      <FormSection title="Missão, Visão e Valores" description="Os três quadros da página; a missão aparece como 'Política da Qualidade'.">
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <ContentField form={form} name="mission" label="Missão" rows={5} />
          <ContentField form={form} name="vision" label="Visão" rows={5} />
          <ContentField form={form} name="values" label="Valores" rows={5} />
        </div>
      </FormSection>
      <AboutSectionsEditor form={form} />
      <GalleryEditor form={form} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <CertificateSection form={form} />
          <VideoSection form={form} />
        </div>
        <SeoSection form={form} />
      </div>
    </form.Form>
  );
}
