import { data } from "react-router";
import { AboutPageEditor, aboutPageSchema, specialPageMessages } from "~/features/special-pages";
import { getAboutPageFormValues, saveAboutPage } from "~/features/special-pages/index.server";
import { formAction } from "~/lib/forms/form-action.server";
import type { Route } from "./+types/about-page";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export const meta: Route.MetaFunction = () => [{ title: "Editar Página Quem Somos — Painel Admin" }];

export async function loader() {
  const about = await getAboutPageFormValues();
  if (!about) throw data({ message: specialPageMessages.notFound }, { status: 404 });
  return { about };
}

export const action = ({ request }: Route.ActionArgs) => formAction(request, aboutPageSchema, (values) => saveAboutPage(values));

export default function AdminAboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">Editar Página Quem Somos</h1>
      <p className="mt-1 mb-4 text-steel-600">Textos, seções, galeria, certificado, vídeo e SEO da página Quem Somos.</p>
      <AboutPageEditor initial={loaderData.about} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => (
        <LoadError heading="Editar Página Quem Somos" title={specialPageMessages.about.loadError} message={message} />
      )}
    />
  );
}
