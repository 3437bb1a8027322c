import { Shield } from "lucide-react";
import { Link, Outlet } from "react-router";
import { getCompanySettings } from "~/features/settings/queries.server";
import { NotFoundScreen, AppErrorScreen } from "~/ui/status-screens";
import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout";

export async function loader() {
  const company = await getCompanySettings();
  return { companyName: company?.name ?? "" };
}

function SiteChrome({ companyName, children }: { companyName: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      <header className="sticky top-0 z-40 border-b border-steel-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
          <Link to="/" className="text-lg font-bold text-brand-800">
            {companyName}
          </Link>
          <Link to="/admin" aria-label="Área administrativa" className="rounded p-2 text-steel-600 hover:text-brand-700">
            <Shield aria-hidden className="size-5" />
          </Link>
        </div>
      </header>
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <footer className="bg-steel-900 py-8 text-center text-sm text-steel-300">{companyName}</footer>
    </div>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome companyName={loaderData.companyName}>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteChrome companyName="">
      <title>{notFound ? "Página Não Encontrada" : "Erro na Aplicação"}</title>
      {notFound ? (
        <NotFoundScreen />
      ) : (
        <AppErrorScreen message={error instanceof Error ? error.message : undefined} />
      )}
    </SiteChrome>
  );
}
