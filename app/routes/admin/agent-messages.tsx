import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { loadAgentMessages, runAgentMessagesAction } from "~/features/chat/admin/agent-messages.server";
import { onlyTabChanged } from "~/ui/url-tabs";
import { AgentMessagesTabs } from "~/features/chat/admin/components/agent-messages-tabs";
import { ConversationsPanel } from "~/features/chat/admin/components/conversations-panel";
import { LeadsPanel } from "~/features/leads/components/leads-panel";
import { readJson } from "~/lib/validation";
import { Button } from "~/ui/button";
import type { Route } from "./+types/agent-messages";

export const meta: Route.MetaFunction = () => [{ title: "Mensagens do Agente IA — Painel Admin" }];

export const loader = ({ request }: Route.LoaderArgs) => loadAgentMessages(new URL(request.url));

export async function action({ request }: Route.ActionArgs) {
  const result = await runAgentMessagesAction(await readJson(request));
  return result.ok ? result : data(result, { status: result.status });
}

/** Both tabs' data is already on screen: switching tabs reads nothing again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod && onlyTabChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function AgentMessages({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-steel-900">Mensagens do Agente IA</h1>
      <p className="mt-1 text-steel-600">Conversas do Atendente Virtual do site, agrupadas por visitante, e os leads que ele registrou.</p>
      <AgentMessagesTabs
        conversations={
          <ConversationsPanel filters={loaderData.filters} filterLeads={loaderData.filterLeads} conversations={loaderData.conversations} open={loaderData.open} />
        }
        leads={<LeadsPanel leads={loaderData.leads} />}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div role="alert" className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-steel-900">Mensagens do Agente IA</h1>
      <p className="mt-4 font-semibold text-red-800">Erro ao carregar mensagens</p>
      <p className="text-sm text-steel-700">{error instanceof Error ? error.message : "Erro desconhecido ao carregar as mensagens do agente"}</p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        Tentar novamente
      </Button>
    </div>
  );
}
