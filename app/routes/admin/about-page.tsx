import { data } from "react-router";
import { AboutPageEditor } from "~/features/special-pages/components/about-page-editor";
import { getAboutPageFormValues } from "~/features/special-pages/queries.server";
import { specialPageMessages } from "~/features/special-pages/schema";
import { saveAboutPage } from "~/features/special-pages/service.server";
import { saveAction } from "~/lib/save-action.server";
import { EditorLoadError } from "~/ui/editor-load-error";
import type { Route } from "./+types/about-page";

export const meta: Route.MetaFunction = () => [{ title: "Editar Página Quem Somos — Painel Admin" }];

export async function loader() {
  const about = await getAboutPageFormValues();
  if (!about) throw data({ message: specialPageMessages.notFound }, { status: 404 });
  return { about };
}

export const action = ({ request }: Route.ActionArgs) => saveAction(request, saveAboutPage);

export default function AdminAboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">Editar Página Quem Somos</h1>
      <p className="mt-1 mb-4 text-steel-600">Textos, seções, galeria, certificado, vídeo e SEO da página Quem Somos.</p>
      <AboutPageEditor initial={loaderData.about} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorLoadError heading="Editar Página Quem Somos" title={specialPageMessages.about.loadError} error={error} />;
}
