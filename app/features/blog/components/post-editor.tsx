import { ArrowLeft, ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { FileUpload } from "~/features/uploads/components/file-upload";
import { validate, type FieldErrors } from "~/lib/validation";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { describedBy, Field, Textarea } from "~/ui/field";
import { Input } from "~/ui/input";
import { Switch } from "~/ui/switch";
import { blogFeedback, saveErrorMessage } from "../feedback";
import { postSchema } from "../schema";
import { postSlug, typedSlug } from "../slug";
import { MarkdownField } from "./markdown-field";

export type EditablePost = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  featuredImageUrl: string;
  published: boolean;
  content: string;
};

type SaveResult = { ok: true; slug: string } | { ok: false; code?: string; message?: string; fieldErrors?: FieldErrors };

type Props = {
  /** The saved post; none when creating. */
  post?: EditablePost;
  onSave: (payload: Record<string, unknown>) => Promise<SaveResult>;
  saving: boolean;
};

const ids = {
  title: "post-title",
  slug: "post-slug",
  excerpt: "post-excerpt",
  featuredImageUrl: "post-image-error",
  content: "post-content",
  published: "post-published",
};

/** The form of 'Novo Post' and 'Editar Post'. */
export function PostEditor({ post, onSave, saving }: Props) {
  const creating = !post;
  const navigate = useNavigate();
  const [title, setTitle] = useState(post?.title ?? "");
  const [slug, setSlug] = useState(post?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(false);
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? "");
  const [featuredImageUrl, setFeaturedImageUrl] = useState(post?.featuredImageUrl ?? "");
  const [published, setPublished] = useState(post?.published ?? false);
  const [content, setContent] = useState(post?.content ?? "");
  const [contentMode, setContentMode] = useState<"write" | "preview">("write");
  const [errors, setErrors] = useState<FieldErrors>({});

  const clearError = (name: string) => setErrors(({ [name]: _cleared, ...rest }) => rest);

  function changeTitle(value: string) {
    setTitle(value);
    clearError("title");
    // A new post's slug follows its title until staff type one; any post's empty slug does.
    if ((creating && !slugEdited) || slug === "") {
      setSlug(postSlug(value));
      clearError("slug");
    }
  }

  function changeSlug(value: string) {
    setSlug(typedSlug(value));
    setSlugEdited(value !== "");
    clearError("slug");
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    if (found.content) setContentMode("write");
    const first = (["title", "slug", "excerpt", "featuredImageUrl", "content"] as const).find((name) => found[name]);
    if (first) requestAnimationFrame(() => document.getElementById(ids[first])?.focus());
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const valid = validate(postSchema, { title, slug, excerpt, featuredImageUrl, published, content });
    if (!valid.ok) {
      showErrors(valid.fieldErrors);
      return;
    }
    setErrors({});
    setSlug(valid.data.slug);
    const result = await onSave(post ? { ...valid.data, id: post.id } : valid.data);
    if (result.ok) {
      toast.success(creating ? blogFeedback.created : blogFeedback.updated);
      navigate(creating ? `/admin/blog/${result.slug}/edit` : "/admin/blog");
      return;
    }
    if (result.fieldErrors) showErrors(result.fieldErrors);
    toast.error(saveErrorMessage(result));
  }

  const slugHint = `O post ficará no endereço /blog/${slug || "…"}`;
  const excerptHint = "Opcional, até 500 caracteres. Aparece na lista do blog e nos resultados de busca.";

  return (
    <form onSubmit={save} noValidate className="mx-auto max-w-4xl">
      <div className="sticky top-14 z-10 -mt-2 flex items-center justify-between gap-3 border-b border-steel-200 bg-steel-50 py-3">
        <h1 className="text-xl font-bold text-steel-900 sm:text-2xl">{creating ? "Novo Post" : "Editar Post"}</h1>
        <div className="flex shrink-0 gap-2 sm:gap-3">
          <Button asChild variant="outline">
            <Link to="/admin/blog">
              <ArrowLeft aria-hidden className="size-4" />
              <span className="sr-only sm:not-sr-only">Voltar</span>
            </Link>
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Salvando..." : "Salvar Post"}
          </Button>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-steel-600">
          {creating ? "Escreva um artigo para o blog do site." : "Altere o artigo e salve para atualizar o blog."}
        </p>
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
        <Field id={ids.title} label="Título" error={errors.title}>
          <Input
            id={ids.title}
            value={title}
            onChange={(event) => changeTitle(event.target.value)}
            autoComplete="off"
            {...describedBy(ids.title, { error: errors.title })}
          />
        </Field>

        <Field id={ids.slug} label="Slug (URL)" error={errors.slug} hint={slugHint}>
          <Input
            id={ids.slug}
            value={slug}
            onChange={(event) => changeSlug(event.target.value)}
            onBlur={() => setSlug((value) => postSlug(value))}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            {...describedBy(ids.slug, { error: errors.slug, hint: slugHint })}
          />
        </Field>

        <Field id={ids.excerpt} label="Resumo" error={errors.excerpt} hint={excerptHint}>
          <Textarea
            id={ids.excerpt}
            value={excerpt}
            onChange={(event) => {
              setExcerpt(event.target.value);
              clearError("excerpt");
            }}
            rows={3}
            {...describedBy(ids.excerpt, { error: errors.excerpt, hint: excerptHint })}
          />
        </Field>

        <div>
          <FileUpload
            label="Imagem em Destaque"
            kind="image"
            value={featuredImageUrl}
            onChange={(url) => {
              setFeaturedImageUrl(url);
              clearError("featuredImageUrl");
            }}
            hint="JPG, PNG, GIF ou WebP até 10 MB. Aparece no topo do post e na lista do blog."
          />
          {errors.featuredImageUrl ? (
            <p id={ids.featuredImageUrl} tabIndex={-1} className="mt-1 text-sm text-red-700">
              {errors.featuredImageUrl}
            </p>
          ) : null}
        </div>

        <div>
          <Switch id={ids.published} checked={published} onCheckedChange={setPublished} label="Publicar post" />
          <p className="mt-1 text-xs text-steel-600">
            {published ? "Ao salvar, o post aparece em /blog para todos os visitantes." : "Rascunho: só a equipe vê este post."}
          </p>
        </div>

        <MarkdownField
          id={ids.content}
          label="Conteúdo do Post"
          value={content}
          onChange={(value) => {
            setContent(value);
            clearError("content");
          }}
          mode={contentMode}
          onModeChange={setContentMode}
          error={errors.content}
        />
      </Card>
    </form>
  );
}
