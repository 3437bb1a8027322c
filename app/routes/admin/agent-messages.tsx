import { CalendarClock } from "lucide-react";
import { data, Link } from "react-router";
import { loadAgentMessages, runAgentMessagesAction } from "~/features/chat/index.server";
import { ConversationsPanel } from "~/features/chat";
import { upcomingMeetingsHref } from "~/features/leads";
import { readJson } from "~/lib/validation";
import { Button } from "~/ui/button";
import type { Route } from "./+types/agent-messages";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export const meta: Route.MetaFunction = () => [{ title: "Mensagens do Agente IA — Painel Admin" }];

export const loader = ({ request }: Route.LoaderArgs) => loadAgentMessages(new URL(request.url));

export async function action({ request }: Route.ActionArgs) {
  const result = await runAgentMessagesAction(await readJson(request));
  return result.ok ? result : data(result, { status: result.status });
}

export default function AgentMessages({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-steel-900">Mensagens do Agente IA</h1>
          <p className="mt-1 text-steel-600">Conversas do Atendente Virtual do site, agrupadas por visitante.</p>
        </div>
        <Button asChild variant="outline">
          <Link to={upcomingMeetingsHref}>
            <CalendarClock aria-hidden className="size-4" />
            Leads com reunião marcada
          </Link>
        </Button>
      </div>
      <div className="mt-5">
        <ConversationsPanel
          filters={loaderData.filters}
          filterLeads={loaderData.filterLeads}
          conversations={loaderData.conversations}
          list={loaderData.conversationList}
          open={loaderData.open}
        />
      </div>
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
