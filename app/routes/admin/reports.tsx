import { useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { loadReports } from "~/features/reports/reports.server";
import { AnalyticsTab } from "~/features/reports/components/analytics-tab";
import { HealthList } from "~/features/reports/components/health-list";
import { ImplementationsTab } from "~/features/reports/components/implementations-tab";
import { PagesWithAnalyticsTable } from "~/features/reports/components/pages-with-analytics-table";
import { SystemTab } from "~/features/reports/components/system-tab";
import { reportTabs, type ReportType } from "~/features/reports/report-tabs";
import { EditorLoadError } from "~/ui/editor-load-error";
import { onlyTabChanged, UrlTabs } from "~/ui/url-tabs";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => [{ title: "Relatórios do Sistema — Painel Admin" }];

export const loader = ({ request }: Route.LoaderArgs) => loadReports(new URL(request.url));

/** Every tab's data is already on screen: switching tabs reads nothing again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod && onlyTabChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { pagesWithAnalytics, implementations, system, health, analytics } = loaderData;
  const navigation = useNavigation();
  // A new period is being read: the spec's loading text stands in until it arrives.
  const reloading = navigation.state === "loading" && navigation.location.pathname === "/admin/reports" && navigation.location.search.includes("periodo=");
  const panels: Record<ReportType, () => React.ReactNode> = {
    implementations: () => <ImplementationsTab {...implementations} />,
    system: () => <SystemTab {...system} />,
    improvements: () => <HealthList title="Sugestões de Melhoria" items={health.improvements} empty="Nenhuma sugestão de melhoria no momento." />,
    issues: () => <HealthList title="Problemas Pendentes" items={health.issues} empty="Nenhum problema pendente encontrado" />,
    analytics: () => <AnalyticsTab {...analytics} />,
  };
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">Relatórios do Sistema</h1>
      <p className="mt-1 text-steel-600">Acessos do site, verificação do conteúdo e o estado do sistema, com números reais.</p>
      <PagesWithAnalyticsTable pages={pagesWithAnalytics} />
      {reloading ? (
        <p role="status" className="mt-6 text-steel-700">
          Carregando relatório do sistema...
        </p>
      ) : (
        <UrlTabs label="Relatórios" tabs={reportTabs.map((tab) => ({ ...tab, content: panels[tab.value] }))} />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorLoadError heading="Relatórios do Sistema" title="Erro ao carregar relatório" error={error} />;
}
