import { data } from "react-router";
import { HomePageEditor, homePageSchema, specialPageMessages } from "~/features/special-pages";
import { getHomePageFormValues, saveHomePage } from "~/features/special-pages/index.server";
import { formAction } from "~/lib/forms/form-action.server";
import type { Route } from "./+types/home-page";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export const meta: Route.MetaFunction = () => [{ title: "Editar Página Inicial — Painel Admin" }];

export async function loader() {
  const home = await getHomePageFormValues();
  if (!home) throw data({ message: specialPageMessages.notFound }, { status: 404 });
  return { home };
}

export const action = ({ request }: Route.ActionArgs) => formAction(request, homePageSchema, (values) => saveHomePage(values));

export default function AdminHomePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">Editar Página Inicial</h1>
      <p className="mt-1 mb-4 text-steel-600">Banner, hero, áreas de atuação, seções, SEO e rastreamento da página inicial.</p>
      <HomePageEditor initial={loaderData.home} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => (
        <LoadError heading="Editar Página Inicial" title={specialPageMessages.home.loadError} message={message} />
      )}
    />
  );
}
