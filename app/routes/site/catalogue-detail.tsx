import { data, redirect } from "react-router";
import { CataloguePageView, canonicalPath, pageTypeInfo, withMainImageFirst } from "~/features/catalogue";
import { resolveCatalogueDetail } from "~/features/catalogue/index.server";
import { mediaDetailsOf } from "~/features/media/index.server";
import { cacheTags, publicCacheHeaders } from "~/platform/page-cache";
import { breadcrumbData, buildMeta, catalogueItemData, descriptionLength, jsonLd, seoContext } from "~/features/seo";
import { truncateAtWord } from "~/lib/text";
import type { Route } from "./+types/catalogue-detail";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export async function loader({ request, params }: Route.LoaderArgs) {
  const found = await resolveCatalogueDetail(new URL(request.url).pathname, params.slug);
  if (found.kind === "moved") throw redirect(found.to, 308);
  if (found.kind === "missing") throw data(null, { status: 404 });
  const { content } = found.page;
  const library = await mediaDetailsOf([content.image_url, ...content.gallery_images.map((image) => image.url)]);
  return { page: found.page, library, trackingTags: found.trackingTags };
}

// The home's tag: a page without an image is shared with the home's.
export const headers = () => publicCacheHeaders(cacheTags.catalogue, cacheTags.home);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Página Não Encontrada" }];
  const { page } = data;
  const seo = seoContext(matches);
  const path = canonicalPath(page.pageType, page.slug);
  // Staff's own description, else the page's own text; the site's description comes last (buildMeta).
  const description = truncateAtWord(page.metaDescription || page.content.introduction || page.content.description, descriptionLength);
  const publicUrl = seo?.publicUrl ?? "";
  const info = pageTypeInfo[page.pageType];
  const lead = withMainImageFirst(page.content.image_url, page.content.gallery_images)[0];
  const details = lead ? data.library[lead.url] : undefined;
  const image = lead && { url: lead.url, alt: lead.alt || details?.alt || page.title, width: details?.width, height: details?.height };
  const url = `${publicUrl}${path}`;
  return [
    ...buildMeta({ title: page.metaTitle || page.title, description, keywords: page.metaKeywords, path, image, type: "product" }, seo),
    ...jsonLd(
      catalogueItemData(
        {
          kind: page.pageType,
          name: page.title,
          description,
          url,
          ...(lead ? { image: lead.url.startsWith("http") ? lead.url : `${publicUrl}${lead.url}` } : {}),
          category: info.listTitle,
          priceCents: page.content.price_cents,
        },
        { publicUrl, siteName: seo?.siteName ?? "" },
      ),
      breadcrumbData(publicUrl, [
        { name: "Início", path: "/" },
        { name: info.listTitle, path: info.listPath },
        { name: page.title, path },
      ]),
    ),
  ];
};

export default function CatalogueDetail({ loaderData }: Route.ComponentProps) {
  return <CataloguePageView page={loaderData.page} library={loaderData.library} />;
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => (
        <div className="px-4 py-16">
          <title>Erro ao carregar página</title>
          <LoadError title="Erro ao carregar página" message={message ?? "Tente novamente em instantes."} />
        </div>
      )}
    />
  );
}
