import { UploadField } from "~/features/uploads";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import { specialPageMessages, type AboutPageForm } from "../schema";
import { youtubeVideoId } from "../youtube";
import { YoutubeVideo } from "./youtube-video";

type Content = AboutPageForm["content"];

export function CertificateSection({ form }: { form: EditorForm<AboutPageForm> }) {
  const { bind } = form;
  return (
    <FormSection title="Certificado ISO 9001" description="O PDF aberto pelo botão 'Certificado ISO 9001' da página de produtos.">
      <UploadField
        {...bind("content.certificate_url")}
        label="Certificado ISO 9001 (PDF)"
        kind="pdf"
        hint="Arquivo PDF de até 10MB. Sem certificado, o botão não aparece."
      />
    </FormSection>
  );
}

/** The company video: an address, checked as it is typed, and the player as visitors will see it. */
export function VideoSection({ form }: { form: EditorForm<AboutPageForm> }) {
  const { values, update, field, errorAt } = form;
  const url = values.content.youtube_url.trim();
  const videoId = url ? youtubeVideoId(url) : undefined;
  const error = errorAt("content.youtube_url") ?? (url && !videoId ? specialPageMessages.youtubeUrl : undefined);
  const set = (patch: Partial<Content>) => update((current) => ({ ...current, content: { ...current.content, ...patch } }));
  return (
    <FormSection title="Vídeo institucional" description="Um vídeo do YouTube exibido na página Quem Somos.">
      <TextField
        {...field("content.youtube_url")}
        label="URL do vídeo no YouTube"
        type="url"
        value={values.content.youtube_url}
        onChange={(youtube_url) => set({ youtube_url })}
        error={error}
        hint="Como https://www.youtube.com/watch?v=... ou https://youtu.be/..."
        placeholder="https://www.youtube.com/watch?v="
      />
      {videoId ? <YoutubeVideo videoId={videoId} title="Pré-visualização do vídeo institucional" /> : null}
    </FormSection>
  );
}
