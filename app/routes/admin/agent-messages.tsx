import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { loadAgentMessages, runAgentMessagesAction } from "~/features/chat/index.server";
import { onlyTabChanged } from "~/ui/url-tabs";
import { AgentMessagesTabs, ConversationsPanel } from "~/features/chat";
import { LeadsPanel } from "~/features/leads";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/agent-messages";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

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
          <ConversationsPanel
            filters={loaderData.filters}
            filterLeads={loaderData.filterLeads}
            conversations={loaderData.conversations}
            list={loaderData.conversationList}
            open={loaderData.open}
          />
        }
        leads={<LeadsPanel leads={loaderData.leads} list={loaderData.leadList} />}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => (
        <LoadError
          heading="Mensagens do Agente IA"
          title="Erro ao carregar mensagens"
          message={message ?? "Erro desconhecido ao carregar as mensagens do agente"}
        />
      )}
    />
  );
}
