import { ArrowLeft, ExternalLink, Eye } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { HistoryLink } from "~/features/revisions";
import { UploadField } from "~/features/uploads";
import { useEditorForm } from "~/lib/forms/use-editor-form";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ChangeAddressButton } from "~/ui/change-address-button";
import { describedBy, Field, Textarea } from "~/ui/field";
import { FormAnswer } from "~/ui/form-answer";
import { Input } from "~/ui/input";
import { Switch } from "~/ui/switch";
import { TextField } from "~/ui/text-field";
import { blogFeedback } from "../feedback";
import { postSchema, postUpdateSchema } from "../schema";
import { postSlug, typedSlug } from "../slug";
import { MarkdownField } from "./markdown-field";

type EditablePost = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  featuredImageUrl: string;
  published: boolean;
  /** 'Publicar em': a São Paulo date and time ("2026-11-25T18:30"), or empty. */
  publish_at: string;
  content: string;
};

type Props = {
  /** The saved post; none when creating. */
  post?: EditablePost;
  /** The route whose action saves the post. */
  action: string;
  /** After a save, with scripts: where the screen goes, given the saved slug. */
  onSaved: (slug: string) => void;
};

const emptyPost: Omit<EditablePost, "id"> = {
  title: "",
  slug: "",
  excerpt: "",
  featuredImageUrl: "",
  published: false,
  publish_at: "",
  content: "",
};

/** The form of 'Novo Post' and 'Editar Post'. */
export function PostEditor({ post, action, onSaved }: Props) {
  const creating = !post;
  const messages = { saved: creating ? blogFeedback.created : blogFeedback.updated, saveError: "Erro ao salvar post" };
  const form = useEditorForm({
    schema: creating ? postSchema : postUpdateSchema,
    initial: post ?? emptyPost,
    action,
    messages,
    idPrefix: "post",
    onSaved: (values) => onSaved(postSlug(values.slug || values.title)),
    savedOnPage: !creating,
  });
  const { bind, values, update, field, errorAt } = form;
  const [slugEdited, setSlugEdited] = useState(false);
  // A saved post's address changes only when staff choose to; a published one's is locked until then.
  const [slugUnlocked, setSlugUnlocked] = useState(false);
  const slugLocked = Boolean(post?.published) && !slugUnlocked;
  const slugInput = useRef<HTMLInputElement>(null);
  const [contentMode, setContentMode] = useState<"write" | "preview">("write");
  const contentError = errorAt("content");

  // A new error in the text shows the text to fix, not its preview.
  const [shownError, setShownError] = useState(contentError);
  if (contentError !== shownError) {
    setShownError(contentError);
    if (contentError) setContentMode("write");
  }

  function changeTitle(title: string) {
    // A new post's slug follows its title until staff type one; any post's empty slug does.
    update((current) => ({ ...current, title, slug: (creating && !slugEdited) || current.slug === "" ? postSlug(title) : current.slug }));
  }

  function changeSlug(value: string) {
    update((current) => ({ ...current, slug: typedSlug(value) }));
    setSlugEdited(value !== "");
  }

  const renamed = post !== undefined && values.slug !== post.slug;
  const slugHint = `O post ficará no endereço /blog/${values.slug || "…"}${renamed ? ". O endereço antigo continuará levando ao post." : ""}`;

  function unlockSlug() {
    setSlugUnlocked(true);
    requestAnimationFrame(() => slugInput.current?.focus());
  }
  const excerptHint = "Opcional, até 500 caracteres. Aparece na lista do blog e nos resultados de busca.";
  const title = field("title");
  const slug = field("slug");
  const excerpt = field("excerpt");

  return (
    <form.Form {...form.formProps} className="mx-auto max-w-4xl">
      <div className="sticky top-14 z-10 -mt-2 flex items-center justify-between gap-3 border-b border-steel-200 bg-steel-50 py-3">
        <h1 className="text-xl font-bold text-steel-900 sm:text-2xl">{creating ? "Novo Post" : "Editar Post"}</h1>
        <div className="flex shrink-0 gap-2 sm:gap-3">
          <Button asChild variant="outline">
            <Link to="/admin/blog">
              <ArrowLeft aria-hidden className="size-4" />
              <span className="sr-only sm:not-sr-only">Voltar</span>
            </Link>
          </Button>
          {post ? <HistoryLink subject="post" id={post.id} compact /> : null}
          <Button type="submit" disabled={form.busy}>
            {form.busy ? "Salvando..." : "Salvar Post"}
          </Button>
        </div>
      </div>
      <FormAnswer id={form.answerId} result={form.documentResult} messages={messages}>
        <Link to="/admin/blog" className="font-medium underline">
          Voltar para a lista de posts
        </Link>
      </FormAnswer>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-steel-600">
          {creating ? "Escreva um artigo para o blog do site." : "Altere o artigo e salve para atualizar o blog."}
        </p>
        {post && !post.published ? (
          <a
            href={`/visualizar/blog/${post.id}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
          >
            <Eye aria-hidden className="size-4" />
            Visualizar rascunho<span className="sr-only"> (abre em nova aba; mostra a versão salva)</span>
          </a>
        ) : null}
        {post?.published ? (
          <a
            href={`/blog/${post.slug}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
          >
            <ExternalLink aria-hidden className="size-4" />
            Ver no site<span className="sr-only"> (abre em nova aba)</span>
          </a>
        ) : null}
      </div>

      <Card className="mt-4 space-y-6 p-4 sm:p-6">
        {post ? <input type="hidden" name="id" value={post.id} /> : null}
        <Field id={title.id} label="Título" error={errorAt("title")}>
          <Input
            {...title}
            value={values.title}
            onChange={(event) => changeTitle(event.target.value)}
            autoComplete="off"
            {...describedBy(title.id, { error: errorAt("title") })}
          />
        </Field>

        <Field id={slug.id} label="Slug (URL)" error={errorAt("slug")} hint={slugHint}>
          <Input
            {...slug}
            value={values.slug}
            onChange={(event) => changeSlug(event.target.value)}
            onBlur={() => update((current) => ({ ...current, slug: postSlug(current.slug) }))}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            ref={slugInput}
            readOnly={slugLocked}
            {...describedBy(slug.id, { error: errorAt("slug"), hint: slugHint })}
          />
          {slugLocked ? <ChangeAddressButton onClick={unlockSlug} /> : null}
        </Field>

        <Field id={excerpt.id} label="Resumo" error={errorAt("excerpt")} hint={excerptHint}>
          <Textarea
            {...excerpt}
            value={values.excerpt}
            onChange={(event) => update((current) => ({ ...current, excerpt: event.target.value }))}
            rows={3}
            {...describedBy(excerpt.id, { error: errorAt("excerpt"), hint: excerptHint })}
          />
        </Field>

        <UploadField
          {...bind("featuredImageUrl")}
          label="Imagem em Destaque"
          kind="image"
          hint="JPG, PNG, GIF ou WebP até 10 MB. Aparece no topo do post e na lista do blog."
        />

        <div>
          <Switch
            {...field("published")}
            checked={values.published}
            onCheckedChange={(published) => update((current) => ({ ...current, published }))}
            label="Publicar post"
          />
          <p className="mt-1 text-xs text-steel-600">
            {values.published ? "Ao salvar, o post aparece em /blog para todos os visitantes." : "Rascunho: só a equipe vê este post."}
          </p>
        </div>

        <TextField
          {...bind("publish_at")}
          type="datetime-local"
          label="Publicar em"
          hint="Horário de Brasília. Com 'Publicar post' desligado, o post fica como rascunho e é publicado sozinho nessa hora; deixe vazio para não agendar."
          className="max-w-xs"
        />

        <MarkdownField
          {...field("content")}
          label="Conteúdo do Post"
          value={values.content}
          onChange={(content) => update((current) => ({ ...current, content }))}
          mode={contentMode}
          onModeChange={setContentMode}
          error={contentError}
        />
      </Card>
    </form.Form>
  );
}
