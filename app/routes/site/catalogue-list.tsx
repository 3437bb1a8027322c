import { Icon } from "~/ui/icons/icon";
import { data, Link } from "react-router";
import { toCardView, PageCard, pageTypeFromPath, pageTypeInfo } from "~/features/catalogue";
import { listPublished, searchPublished } from "~/features/catalogue/index.server";
import { cacheTags, publicCacheHeaders } from "~/platform/page-cache";
import { buildMeta, seoContext } from "~/features/seo";
import { getAboutPage } from "~/features/special-pages/index.server";
import type { Route } from "./+types/catalogue-list";

const searchResultLimit = 60;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pageType = pageTypeFromPath(url.pathname);
  if (!pageType) throw data(null, { status: 404 });
  const search = pageType === "produto" ? (url.searchParams.get("search") ?? "").trim().slice(0, 100) : "";
  const [pages, about] = await Promise.all([
    search ? searchPublished(search, searchResultLimit) : listPublished(pageType),
    pageType === "produto" ? getAboutPage() : null,
  ]);
  return { pageType, search, pages: pages.map(toCardView), certificateUrl: about?.content.certificate_url ?? "" };
}

// The home's tag: a list is shared with the home's image.
export const headers = () => publicCacheHeaders(cacheTags.catalogue, cacheTags.about, cacheTags.home);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const info = pageTypeInfo[data.pageType];
  const page = buildMeta(
    {
      title: data.search ? `Busca: ${data.search}` : info.listTitle,
      description: info.listIntro,
      path: info.listPath,
    },
    seoContext(matches),
  );
  // Search results are no page of their own to index; their links are still followed.
  return data.search ? [...page, { name: "robots", content: "noindex, follow" }] : page;
};

export default function CatalogueList({ loaderData }: Route.ComponentProps) {
  const { pageType, search, pages, certificateUrl } = loaderData;
  const info = pageTypeInfo[pageType];
  const emptyText = search ? `Nenhum resultado encontrado para "${search}"` : info.empty;
  return (
    <div>
      <section className="bg-gradient-to-br from-brand-950 to-brand-800 px-4 py-12 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-bold sm:text-4xl">{search ? `Resultados para "${search}"` : info.listTitle}</h1>
          <p className="mt-3 max-w-3xl text-steel-200">
            {search ? "Produtos, serviços e importados que correspondem à sua busca." : info.listIntro}
          </p>
          {pageType === "produto" && certificateUrl && !search ? (
            <a
              href={certificateUrl}
              target="_blank"
              rel="noreferrer"
              className="mt-6 inline-flex h-11 items-center gap-2 rounded-md bg-white px-4 font-semibold text-brand-900 hover:bg-steel-100"
            >
              <Icon name="FileCheck2" className="size-5" />
              Certificado ISO 9001
            </a>
          ) : null}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {pages.length === 0 ? (
          <div className="rounded-card border border-dashed border-steel-300 p-10 text-center">
            <p className="text-lg text-steel-700">{emptyText}</p>
            {search ? null : (
              <p className="mt-2 text-sm text-steel-600">
                Equipe: cadastre páginas no painel, em{" "}
                <Link to="/admin/pages" className="font-medium text-brand-700 underline">
                  /admin/pages
                </Link>
                .
              </p>
            )}
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {pages.map((page) => (
              <PageCard key={page.slug} page={page} headingLevel={2} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
