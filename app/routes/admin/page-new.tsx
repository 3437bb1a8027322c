import { useCallback } from "react";
import { useNavigate } from "react-router";
import { emptyPage, PageEditor, type PageEditorValues, pageFormSchema, pageSlug, canonicalPath } from "~/features/catalogue";
import { createPage } from "~/features/catalogue/index.server";
import { formAction } from "~/lib/forms/form-action.server";
import type { Route } from "./+types/page-new";

export const meta: Route.MetaFunction = () => [{ title: "Criar Nova Página — Painel Admin" }];

export function action({ request }: Route.ActionArgs) {
  return formAction(request, pageFormSchema, (values) => createPage(values));
}

/** The new page's address, with a way to open it: the live page, or a draft's staff preview. */
function newPageToast(values: PageEditorValues) {
  const slug = pageSlug(values.slug);
  const path = canonicalPath(values.page_type, slug);
  const open = values.published ? path : `/visualizar/${slug}`;
  return { description: path, action: { label: "Visualizar", onClick: () => window.open(open, "_blank", "noopener") } };
}

export default function NewPage() {
  const navigate = useNavigate();
  // The new page opens in its editor, as a new post does.
  const onSaved = useCallback((values: PageEditorValues) => navigate(`/admin/pages/${pageSlug(values.slug)}/edit`), [navigate]);
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold text-steel-900">Criar Nova Página</h1>
      <PageEditor mode="create" action="/admin/pages/new" initial={emptyPage()} savedDetail={newPageToast} onSaved={onSaved} />
    </div>
  );
}
