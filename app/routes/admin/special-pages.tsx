import { data } from "react-router";
import { SpecialPagesTabs, specialPageMessages } from "~/features/special-pages";
import { getAboutPageFormValues, getHomePageFormValues } from "~/features/special-pages/index.server";
import type { Route } from "./+types/special-pages";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export const meta: Route.MetaFunction = () => [{ title: "Gerenciar Páginas Especiais — Painel Admin" }];

export async function loader() {
  const [home, about] = await Promise.all([getHomePageFormValues(), getAboutPageFormValues()]);
  if (!home) throw data({ title: specialPageMessages.home.loadError, message: specialPageMessages.notFound }, { status: 404 });
  if (!about) throw data({ title: specialPageMessages.about.loadError, message: specialPageMessages.notFound }, { status: 404 });
  return { home, about };
}

export default function AdminSpecialPages({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">Gerenciar Páginas Especiais</h1>
      <p className="mt-1 text-steel-600">A página inicial e a página Quem Somos, cada uma salva separadamente.</p>
      <SpecialPagesTabs home={loaderData.home} about={loaderData.about} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => (
        <LoadError heading="Gerenciar Páginas Especiais" title={specialPageMessages.home.loadError} message={message} />
      )}
    />
  );
}
