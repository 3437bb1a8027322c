import { AlertTriangle } from "lucide-react";
import { data, isRouteErrorResponse, Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { getPageForEdit } from "~/features/catalogue/admin-queries.server";
import { PageEditor, type PageEditorValues } from "~/features/catalogue/components/page-editor";
import { pageMessages } from "~/features/catalogue/page-schema";
import { updatePage } from "~/features/catalogue/page-service.server";
import { readTrackingTags } from "~/features/tracking/tracking-tags";
import { useJsonAction } from "~/lib/use-json-action";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/page-edit";

export async function loader({ params }: Route.LoaderArgs) {
  const page = await getPageForEdit(params.slug ?? params.id ?? "");
  if (!page) throw data({ message: pageMessages.notFound }, { status: 404 });
  const values: PageEditorValues = {
    title: page.title,
    slug: page.slug,
    page_type: page.pageType,
    published: page.published,
    content: {
      image_url: page.content.image_url ?? "",
      catalog_url: page.content.catalog_url ?? "",
      introduction: page.content.introduction ?? "",
      description: page.content.description ?? "",
      sections: page.content.sections ?? [],
      gallery_images: (page.content.gallery_images ?? []).map((image) => ({ url: image.url, alt: image.alt ?? "" })),
    },
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    meta_keywords: page.metaKeywords,
    tracking_tags: readTrackingTags(page.trackingTags),
    tracking_pixel: page.trackingPixel,
  };
  return { id: page.id, values };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Editar Página: ${data?.values.title ?? ""} — Painel Admin` }];

export async function action({ request, params }: Route.ActionArgs) {
  const page = await getPageForEdit(params.slug ?? params.id ?? "");
  if (!page) return data({ ok: false as const, status: 404, message: pageMessages.notFound, fieldErrors: {} }, { status: 404 });
  const result = await updatePage(page.id, await readJson(request));
  if (!result.ok) return data(result, { status: result.status });
  return result;
}

export default function EditPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { submit } = useJsonAction<typeof action>();
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold text-steel-900">Editar Página: {loaderData.values.title}</h1>
      <PageEditor
        key={loaderData.id}
        mode="edit"
        initial={loaderData.values}
        onSave={async (values) => {
          const result = await submit(values);
          if (!result.ok) {
            toast.error("Erro ao atualizar a página", { description: result.message || "Verifique os dados e tente novamente." });
            return result;
          }
          toast.success("Página atualizada com sucesso!");
          navigate("/admin/pages");
          return result;
        }}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? ((error.data as { message?: string } | null)?.message ?? pageMessages.notFound)
    : error instanceof Error
      ? error.message
      : pageMessages.notFound;
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-card border border-red-300 bg-red-50 p-6 text-red-900">
      <title>Erro — Painel Admin</title>
      <p className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden className="size-5" />
        Erro
      </p>
      <p className="mt-2">{message}</p>
      <Link to="/admin" className="mt-4 inline-block font-medium text-brand-800 underline">
        Voltar para o painel
      </Link>
    </div>
  );
}
