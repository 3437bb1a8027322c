import { Link } from "react-router";
import { Icon } from "~/ui/icons/icon";
import { ResponsiveImage } from "~/ui/responsive-image";

/** A post as its page shows it; the body is HTML rendered on the server (post-body.server.tsx). */
export type PostView = {
  title: string;
  slug: string;
  excerpt: string;
  bodyHtml: string;
  featuredImageUrl: string;
  createdAt: string;
  createdOn: string;
  updatedAt: string;
};

export function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900">
      <Icon name="ArrowLeft" className="size-4" />
      Voltar para o blog
    </Link>
  );
}

/** The cover's alt text and size, from the media library (lib/library-image.ts). */
type Cover = { alt: string; width: number; height: number };

/** A post's page: the public one, and the staff preview of a draft. */
export function PostArticle({ post, cover }: { post: PostView; cover: Cover }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackToBlog />
      <h1 className="mt-6 text-3xl font-bold text-steel-900 sm:text-4xl">{post.title}</h1>
      <time dateTime={post.createdAt} className="mt-3 block text-sm text-steel-600">
        {post.createdOn}
      </time>
      {post.featuredImageUrl ? (
        <ResponsiveImage
          src={post.featuredImageUrl}
          {...cover}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="mt-8 aspect-[3/2] w-full rounded-card object-cover"
        />
      ) : null}
      {post.excerpt ? <p className="mt-8 text-lg font-medium text-steel-700">{post.excerpt}</p> : null}
      {/* Rendered on the server from the stored Markdown, with raw HTML skipped (post-body.server.tsx). */}
      <div className="mt-6" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
    </article>
  );
}
