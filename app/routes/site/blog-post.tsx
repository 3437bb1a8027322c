import { data, redirect } from "react-router";
import { BackToBlog, PostArticle } from "~/features/blog";
import { findPostRedirect, getPublishedPost, postView } from "~/features/blog/index.server";
import { cacheTags, publicCacheHeaders } from "~/platform/page-cache";
import { buildMeta, jsonLd, seoContext, breadcrumbData } from "~/features/seo";
import { mediaDetailsOf } from "~/features/media/index.server";
import { libraryImage } from "~/lib/library-image";
import type { Route } from "./+types/blog-post";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPublishedPost(params.slug);
  if (!post) {
    const moved = await findPostRedirect(params.slug);
    throw moved ? redirect(`/blog/${moved}`, 308) : data(null, { status: 404 });
  }
  const library = await mediaDetailsOf([post.featuredImageUrl]);
  const details = post.featuredImageUrl ? library[post.featuredImageUrl] : undefined;
  return {
    post: postView(post),
    cover: libraryImage(post.featuredImageUrl ?? "", library, { fallbackAlt: post.title, width: 900, height: 600 }),
    coverSource: { width: details?.width ?? null, height: details?.height ?? null },
  };
}

// The home's tag: a post without a cover is shared with the home's image.
export const headers = () => publicCacheHeaders(cacheTags.blog, cacheTags.home);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Post não encontrado" }];
  const { post } = data;
  const seo = seoContext(matches);
  const publicUrl = seo?.publicUrl ?? "";
  const path = `/blog/${post.slug}`;
  return [
    ...buildMeta(
      {
        title: post.title,
        description: post.excerpt || post.title,
        path,
        image: post.featuredImageUrl ? { url: post.featuredImageUrl, alt: data.cover.alt, ...data.coverSource } : undefined,
        type: "article",
      },
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

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} cover={loaderData.cover} />;
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
