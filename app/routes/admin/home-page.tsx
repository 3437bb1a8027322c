import { data } from "react-router";
import { HomePageEditor } from "~/features/special-pages/components/home-page-editor";
import { getHomePageFormValues } from "~/features/special-pages/queries.server";
import { specialPageMessages } from "~/features/special-pages/schema";
import { saveHomePage } from "~/features/special-pages/service.server";
import { saveAction } from "~/lib/save-action.server";
import { EditorLoadError } from "~/ui/editor-load-error";
import type { Route } from "./+types/home-page";

export const meta: Route.MetaFunction = () => [{ title: "Editar Página Inicial — Painel Admin" }];

export async function loader() {
  const home = await getHomePageFormValues();
  if (!home) throw data({ message: specialPageMessages.notFound }, { status: 404 });
  return { home };
}

export const action = ({ request }: Route.ActionArgs) => saveAction(request, saveHomePage);

export default function AdminHomePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">Editar Página Inicial</h1>
      <p className="mt-1 mb-4 text-steel-600">Banner, hero, áreas de atuação, seções, SEO e rastreamento da página inicial.</p>
      <HomePageEditor initial={loaderData.home} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorLoadError heading="Editar Página Inicial" title={specialPageMessages.home.loadError} error={error} />;
}
