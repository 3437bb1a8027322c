import type { ReactNode } from "react";
import { useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { staffContext } from "~/features/auth/index.server";
import { loadReports } from "~/features/reports/index.server";
import {
  AnalyticsTab,
  ContactClicksTables,
  HealthList,
  ImplementationsTab,
  LeadAttributionTables,
  PagesWithAnalyticsTable,
  SalesTab,
  SystemTab,
  reportTabs,
  type ReportType,
} from "~/features/reports";
import { onlyTabChanged, UrlTabs } from "~/ui/url-tabs";
import type { Route } from "./+types/reports";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export const meta: Route.MetaFunction = () => [{ title: "Relatórios do Sistema — Painel Admin" }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadReports(new URL(request.url), context.get(staffContext)!.role);

/** Every tab's data is already on screen: switching tabs reads nothing again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod && onlyTabChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { tabs, pagesWithAnalytics, implementations, system, health, analytics, attribution, contactClicks, sales } = loaderData;
  const navigation = useNavigation();
  // A new period is being read: 'Carregando relatório do sistema...' stands in until it arrives.
  const reloading =
    navigation.state === "loading" &&
    navigation.location.pathname === "/admin/reports" &&
    /[?&](periodo|de|ate)=/.test(navigation.location.search);
  // Each role's tabs, as the loader read them: a tab the role does not open has no data here.
  const panels: Partial<Record<ReportType, () => ReactNode>> = {
    implementations: implementations ? () => <ImplementationsTab {...implementations} /> : undefined,
    system: system ? () => <SystemTab {...system} /> : undefined,
    improvements: health
      ? () => <HealthList title="Sugestões de Melhoria" items={health.improvements} empty="Nenhuma sugestão de melhoria no momento." />
      : undefined,
    issues: health
      ? () => <HealthList title="Problemas Pendentes" items={health.issues} empty="Nenhum problema pendente encontrado" />
      : undefined,
    analytics: analytics
      ? () => (
          <div className="space-y-5">
            <AnalyticsTab {...analytics} />
            {attribution ? <LeadAttributionTables {...attribution} /> : null}
            {contactClicks ? <ContactClicksTables {...contactClicks} /> : null}
          </div>
        )
      : undefined,
    sales: sales ? () => <SalesTab {...sales} /> : undefined,
  };
  const shown = reportTabs.flatMap((tab) => {
    const content = panels[tab.value];
    return tabs.includes(tab.value) && content ? [{ ...tab, content }] : [];
  });
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">Relatórios do Sistema</h1>
      <p className="mt-1 text-steel-600">Acessos do site, verificação do conteúdo e o estado do sistema, com números reais.</p>
      {pagesWithAnalytics ? <PagesWithAnalyticsTable pages={pagesWithAnalytics} /> : null}
      {reloading ? (
        <p role="status" className="mt-6 text-steel-700">
          Carregando relatório do sistema...
        </p>
      ) : (
        <UrlTabs label="Relatórios" tabs={shown} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => <LoadError heading="Relatórios do Sistema" title={"Erro ao carregar relatório"} message={message} />}
    />
  );
}
