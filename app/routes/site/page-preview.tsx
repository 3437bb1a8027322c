import { data } from "react-router";
import { getStaffUser } from "~/features/auth/index.server";
import { CataloguePageView, canonicalPath } from "~/features/catalogue";
import { getPageForEdit } from "~/features/catalogue/index.server";
import { mediaDetailsOf } from "~/features/media/index.server";
import { PreviewBar, previewHeaders, previewMeta } from "~/features/site-layout";
import type { Route } from "./+types/page-preview";
import { GeneralErrorBoundary } from "~/ui/error-boundary";

// A draft seen as visitors will see it: staff only, never stored by a cache, never indexed. To
// anyone else the address does not exist.
export async function loader({ request, params }: Route.LoaderArgs) {
  const [staff, page] = await Promise.all([getStaffUser(request), getPageForEdit(params.id)]);
  if (!staff || !page) throw data(null, { status: 404, headers: previewHeaders });
  return data(
    {
      page: { id: page.id, title: page.title, slug: page.slug, pageType: page.pageType, content: page.content, published: page.published },
      library: await mediaDetailsOf([page.content.image_url, ...page.content.gallery_images.map((image) => image.url)]),
    },
    { headers: previewHeaders },
  );
}

export const headers: Route.HeadersFunction = () => previewHeaders;

export const meta: Route.MetaFunction = ({ data }) => previewMeta(data?.page.title);

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { page, library } = loaderData;
  return (
    <>
      <PreviewBar
        published={page.published}
        publicPath={canonicalPath(page.pageType, page.slug)}
        editPath={`/admin/pages/edit/${page.id}`}
      />
      <CataloguePageView page={page} library={library} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
