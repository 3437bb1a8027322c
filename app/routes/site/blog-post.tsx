import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { RichText } from "~/ui/rich-text";
import { getPublishedPost } from "~/features/blog/queries.server";
import { cacheTags, publicCacheHeaders } from "~/features/page-cache/tags";
import { buildMeta, jsonLd } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo-context";
import { breadcrumbData } from "~/features/seo/structured-data";
import { formatDate } from "~/lib/dates";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { Route } from "./+types/blog-post";

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPublishedPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return {
    post: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt ?? "",
      content: post.content,
      featuredImageUrl: post.featuredImageUrl ?? "",
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    },
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
        ...(seo?.siteName ? { publisher: { "@type": "Organization", name: seo.siteName }, author: { "@type": "Organization", name: seo.siteName } } : {}),
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
      <ArrowLeft aria-hidden className="size-4" />
      Voltar para o blog
    </Link>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackToBlog />
      <h1 className="mt-6 text-3xl font-bold text-steel-900 sm:text-4xl">{post.title}</h1>
      <time dateTime={post.createdAt} className="mt-3 block text-sm text-steel-600">
        {formatDate(post.createdAt)}
      </time>
      {post.featuredImageUrl ? (
        <ResponsiveImage
          src={post.featuredImageUrl}
          alt={post.title}
          width={900}
          height={600}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="mt-8 aspect-[3/2] w-full rounded-card object-cover"
        />
      ) : null}
      {post.excerpt ? <p className="mt-8 text-lg font-medium text-steel-700">{post.excerpt}</p> : null}
      <div className="mt-6">
        <RichText content={post.content} />
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{notFound ? "Post não encontrado" : "Erro ao carregar post"}</title>
      <h1 className="text-2xl font-bold text-steel-900">{notFound ? "Post não encontrado" : "Erro ao carregar post"}</h1>
      <p className="mt-3 text-steel-600">
        {notFound ? "O post que você está procurando não existe ou foi removido." : "Tente novamente em instantes."}
      </p>
      <div className="mt-6">
        <BackToBlog />
      </div>
    </div>
  );
}
