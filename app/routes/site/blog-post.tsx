import { Icon } from "~/ui/icons/icon";
import { data, Link } from "react-router";
import { postBodyHtml, getPublishedPost } from "~/features/blog/index.server";
import { cacheTags, publicCacheHeaders } from "~/features/page-cache";
import { buildMeta, jsonLd, seoContext, breadcrumbData } from "~/features/seo";
import { mediaDetailsOf } from "~/features/media/index.server";
import { formatDate } from "~/lib/dates";
import { libraryImage } from "~/lib/library-image";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { Route } from "./+types/blog-post";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPublishedPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const library = await mediaDetailsOf([post.featuredImageUrl]);
  return {
    post: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt ?? "",
      bodyHtml: postBodyHtml(post.content),
      featuredImageUrl: post.featuredImageUrl ?? "",
      createdAt: post.createdAt.toISOString(),
      createdOn: formatDate(post.createdAt),
      updatedAt: post.updatedAt.toISOString(),
    },
    cover: libraryImage(post.featuredImageUrl ?? "", library, { fallbackAlt: post.title, width: 900, height: 600 }),
  };
}

export const headers = () => publicCacheHeaders(cacheTags.blog);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Post não encontrado" }];
  const { post } = data;
  const seo = seoContext(matches);
  const publicUrl = seo?.publicUrl ?? "";
  const path = `/blog/${post.slug}`;
  return [
    ...buildMeta(
      { title: post.title, description: post.excerpt || post.title, path, image: post.featuredImageUrl || undefined, type: "article" },
      seo,
    ),
    ...jsonLd(
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        url: `${publicUrl}${path}`,
        ...(post.featuredImageUrl ? { image: `${publicUrl}${post.featuredImageUrl}` } : {}),
        ...(seo?.siteName
          ? { publisher: { "@type": "Organization", name: seo.siteName }, author: { "@type": "Organization", name: seo.siteName } }
          : {}),
      },
      breadcrumbData(publicUrl, [
        { name: "Início", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
    ),
  ];
};

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900">
      <Icon name="ArrowLeft" className="size-4" />
      Voltar para o blog
    </Link>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, cover } = loaderData;
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

export function ErrorBoundary() {
  const screen = (title: string, message: string) => (
    <div className="px-4 py-16">
      <title>{title}</title>
      <LoadError
        title={title}
        message={message}
        action={
          <div className="mt-6">
            <BackToBlog />
          </div>
        }
      />
    </div>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: () => screen("Post não encontrado", "O post que você está procurando não existe ou foi removido.") }}
      unexpected={() => screen("Erro ao carregar post", "Tente novamente em instantes.")}
    />
  );
}
