import { data, Link, useLocation, useNavigate, useParams } from "react-router";
import { getPageForEdit, updatePage } from "~/features/catalogue/index.server";
import { PageEditor, pageEditorValues, pageFormSchema, pageMessages, pageSlug, type PageEditorValues } from "~/features/catalogue";
import { formAction } from "~/lib/forms/form-action.server";
import { tellSaveAtNewAddress } from "~/lib/forms/use-editor-form";
import type { Route } from "./+types/page-edit";
import { GeneralErrorBoundary, type RouteErrorDetails } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export async function loader({ params }: Route.LoaderArgs) {
  const page = await getPageForEdit(params.slug ?? params.id ?? "");
  if (!page) throw data({ message: pageMessages.notFound }, { status: 404 });
  return { id: page.id, values: pageEditorValues(page) };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Editar Página: ${data?.values.title ?? ""} — Painel Admin` }];

export async function action({ request, params }: Route.ActionArgs) {
  const page = await getPageForEdit(params.slug ?? params.id ?? "");
  if (!page) throw data({ message: pageMessages.notFound }, { status: 404 });
  return formAction(request, pageFormSchema, (values) => updatePage(page.id, values));
}

export default function EditPage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  // The editor stays open; a renamed page's screen moves to its new address and tells the save there.
  const onSaved = (values: PageEditorValues) => {
    const slug = pageSlug(values.slug);
    if (!params.slug || slug === params.slug) return;
    const moved = `/admin/pages/${slug}/edit`;
    tellSaveAtNewAddress(moved);
    navigate(moved, { replace: true });
  };
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold text-steel-900">Editar Página: {loaderData.values.title}</h1>
      <PageEditor
        key={loaderData.id}
        mode="edit"
        action={pathname}
        initial={loaderData.values}
        previewPath={`/visualizar/${loaderData.id}`}
        historyId={loaderData.id}
        onSaved={onSaved}
      />
    </div>
  );
}

const backToPanel = (
  <Link to="/admin" className="mt-4 inline-block font-medium text-brand-800 underline">
    Voltar para o painel
  </Link>
);

export function ErrorBoundary() {
  const screen = ({ message }: RouteErrorDetails) => (
    <>
      <title>Erro — Painel Admin</title>
      <LoadError title="Erro" message={message ?? pageMessages.notFound} action={backToPanel} />
    </>
  );
  return <GeneralErrorBoundary statusHandlers={{ 404: screen }} unexpected={screen} />;
}
