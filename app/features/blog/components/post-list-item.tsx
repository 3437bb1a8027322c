import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime, formatRelative } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/confirm-dialog";

export type PostSummary = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  published: boolean;
  /** A draft's scheduled publication, if any. */
  publishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

function When({ label, date, now }: { label: string; date: Date; now: number }) {
  return (
    <span>
      {label}{" "}
      <time dateTime={new Date(date).toISOString()} title={formatDateTime(date)}>
        {formatRelative(date, now)}
      </time>
    </span>
  );
}

/** One post of 'Gerenciar Blog': what it is, when it changed, and what staff can do with it. */
export function PostListItem({ post, now, onDelete }: { post: PostSummary; now: number; onDelete: (post: PostSummary) => void }) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold break-words text-steel-900">{post.title}</h2>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <Badge tone={post.published ? "success" : "warning"}>{post.published ? "Publicado" : "Rascunho"}</Badge>
          {post.publishAt ? <Badge tone="brand">Agendado para {formatDateTime(post.publishAt)}</Badge> : null}
          <p className="min-w-0 font-mono text-xs break-all text-steel-600">/blog/{post.slug}</p>
        </div>
        {post.excerpt ? <p className="mt-2 line-clamp-2 text-sm text-steel-700">{post.excerpt}</p> : null}
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-steel-600">
          <When label="Criado" date={post.createdAt} now={now} />
          <When label="Atualizado" date={post.updatedAt} now={now} />
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {post.published ? (
          <Button asChild variant="outline" size="sm">
            <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden className="size-4" />
              Ver<span className="sr-only"> {post.title} (abre em nova aba)</span>
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <Link to={`/admin/blog/${post.slug}/edit`}>
            <Pencil aria-hidden className="size-4" />
            Editar<span className="sr-only"> {post.title}</span>
          </Link>
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" className="text-red-700 hover:bg-red-50">
              <Trash2 aria-hidden className="size-4" />
              Excluir<span className="sr-only"> {post.title}</span>
            </Button>
          }
          title="Tem certeza absoluta?"
          description={`Esta ação não pode ser desfeita. O post "${post.title}" será excluído permanentemente.`}
          confirmLabel="Excluir"
          onConfirm={() => onDelete(post)}
        />
      </div>
    </Card>
  );
}
