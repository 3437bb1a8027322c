import { Link, redirect } from "react-router";
import { blogFeed } from "~/features/blog";
import { pageOfPublishedPosts } from "~/features/blog/index.server";
import { cacheTags, publicCacheHeaders } from "~/platform/page-cache";
import { buildMeta, seoContext } from "~/features/seo";
import { formatDate } from "~/lib/dates";
import { isCanonicalPaging, listPagingHref, readListPaging } from "~/lib/list-paging";
import { Pagination } from "~/ui/pagination";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { Route } from "./+types/blog";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

const blogPageSizes = { options: [12, 24, 48], initial: 12, pageParam: "pagina", sizeParam: "tamanho" };

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname, searchParams } = new URL(request.url);
  const { rows: posts, ...list } = await pageOfPublishedPosts(readListPaging(searchParams, blogPageSizes));
  if (!isCanonicalPaging(searchParams, list, blogPageSizes)) {
    throw redirect(listPagingHref(pathname, searchParams, list, blogPageSizes), 301);
  }
  return { posts, list, path: listPagingHref(pathname, new URLSearchParams(), list, blogPageSizes) };
}

// The home's tag: the list is shared with the home's image.
export const headers = () => publicCacheHeaders(cacheTags.blog, cacheTags.home);

// Each page of the list is its own address to index, so its canonical link names it.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildMeta(
    {
      title: "Blog",
      description: blogFeed.description,
      path: loaderData?.path ?? "/blog",
    },
    seoContext(matches),
  );

function BlogHero() {
  return (
    <section className="bg-gradient-to-br from-brand-950 to-brand-800 px-4 py-12 text-white">
      <div className="mx-auto max-w-7xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Blog</h1>
        <p className="mt-3 max-w-3xl text-steel-200">{blogFeed.description}</p>
        <a
          href={blogFeed.path}
          type={blogFeed.type}
          className="mt-4 inline-block text-sm font-medium text-white underline hover:text-steel-200"
        >
          Acompanhe pelo feed RSS
        </a>
      </div>
    </section>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, list } = loaderData;
  return (
    <div>
      <BlogHero />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {posts.length === 0 ? (
          <div className="rounded-card border border-dashed border-steel-300 p-10 text-center">
            <p className="text-lg text-steel-700">Nenhum post publicado ainda. Volte em breve para conferir nossos artigos!</p>
            <p className="mt-2 text-sm text-steel-600">
              Equipe: publique artigos no painel, em{" "}
              <Link to="/admin/blog" className="font-medium text-brand-700 underline">
                /admin/blog
              </Link>
              .
            </p>
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <article key={post.id} className="flex flex-col overflow-hidden rounded-card border border-steel-200 bg-white shadow-sm">
                <Link to={`/blog/${post.slug}`} tabIndex={-1} aria-hidden>
                  <ResponsiveImage
                    src={post.featuredImageUrl ?? ""}
                    alt=""
                    width={600}
                    height={400}
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    sourceWidth={post.featuredImageWidth}
                    className="aspect-[3/2] w-full object-cover"
                  />
                </Link>
                <div className="flex flex-1 flex-col p-5">
                  <time dateTime={new Date(post.createdAt).toISOString()} className="text-xs font-medium text-steel-600">
                    {formatDate(post.createdAt)}
                  </time>
                  <h2 className="mt-1 text-lg font-semibold text-steel-900">
                    <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
                      {post.title}
                    </Link>
                  </h2>
                  {post.excerpt ? <p className="mt-2 flex-1 text-sm text-steel-600">{post.excerpt}</p> : null}
                  <Link
                    to={`/blog/${post.slug}`}
                    className="mt-4 text-sm font-semibold text-brand-700 hover:text-brand-900"
                    aria-label={`Ler o artigo ${post.title}`}
                  >
                    Ler artigo →
                  </Link>
                </div>
              </article>
            ))}
          </div>
        )}
        <div className="mt-10">
          <Pagination
            current={list.page}
            total={list.pages}
            hrefFor={(page) => listPagingHref("/blog", new URLSearchParams(), { page, size: list.size }, blogPageSizes)}
          />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={() => (
        <div>
          <BlogHero />
          <div className="px-4 py-16">
            <LoadError title="Erro ao carregar posts do blog" />
          </div>
        </div>
      )}
    />
  );
}
