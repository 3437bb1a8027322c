import { Bot, Search, Trash2, User, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { data, Form, useNavigate, useNavigation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { conversationMessages, deleteConversation, listConversations, listLeadsForFilter } from "~/features/chat/conversations.server";
import { periodOptions, type Period } from "~/features/chat/periods";
import { formatDateTime } from "~/lib/dates";
import { useJsonAction } from "~/lib/use-json-action";
import { readJson } from "~/lib/validation";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { Select } from "~/ui/field";
import { Input } from "~/ui/input";
import { Skeleton } from "~/ui/skeleton";
import type { Route } from "./+types/agent-messages";

export const meta: Route.MetaFunction = () => [{ title: "Mensagens do Agente IA — Painel Admin" }];

const periodLabels: Record<Period, string> = { 7: "Últimos 7 dias", 14: "Últimos 14 dias", 30: "Últimos 30 dias", 60: "Últimos 60 dias", 0: "Todo o período" };

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const periodParam = Number(params.get("periodo") ?? 7);
  const period = periodOptions.find((option) => option === periodParam) ?? 7;
  const leadId = z.uuid().safeParse(params.get("lead")).data ?? null;
  const search = (params.get("q") ?? "").slice(0, 100);
  const openSession = params.get("conversa");
  const [conversations, leads, messages] = await Promise.all([
    listConversations({ search, leadId, period }),
    listLeadsForFilter(),
    openSession ? conversationMessages(openSession) : Promise.resolve([]),
  ]);
  return {
    filters: { search, leadId, period },
    leads,
    conversations: conversations.map((item) => ({ ...item, lastAt: item.lastAt ? new Date(item.lastAt).toISOString() : null })),
    open: openSession ? { sessionId: openSession, messages: messages.map((message) => ({ ...message, at: message.at.toISOString() })) } : null,
  };
}

const deleteSchema = z.object({ intent: z.literal("delete"), sessionId: z.string().min(1).max(64) });

export async function action({ request }: Route.ActionArgs) {
  const parsed = deleteSchema.safeParse(await readJson(request));
  if (!parsed.success) return data({ ok: false as const, message: "Conversa inválida" }, { status: 400 });
  const removed = await deleteConversation(parsed.data.sessionId);
  if (removed === 0) return data({ ok: false as const, message: "Conversa não encontrada" }, { status: 404 });
  return { ok: true as const };
}

function withParam(search: string, key: string, value: string | null) {
  const params = new URLSearchParams(search);
  if (value) params.set(key, value);
  else params.delete(key);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

export default function AgentMessages({ loaderData }: Route.ComponentProps) {
  const { filters, leads, conversations, open } = loaderData;
  const navigation = useNavigation();
  const { submit, busy } = useJsonAction<typeof action>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchParams.toString();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/agent-messages";

  async function remove(sessionId: string) {
    const result = await submit({ intent: "delete", sessionId });
    if (result.ok) toast.success("Mensagem deletada com sucesso!");
    else toast.error("Erro ao deletar mensagem", { description: result.message });
  }

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-steel-900">Mensagens do Agente IA</h1>
      <p className="mt-1 text-steel-600">Conversas do Atendente Virtual do site, agrupadas por visitante.</p>

      <Form method="get" className="mt-5 grid gap-3 md:grid-cols-[1fr_14rem_12rem_auto]" role="search">
        <label htmlFor="q" className="sr-only">
          Buscar nas conversas
        </label>
        <Input id="q" name="q" type="search" defaultValue={filters.search} placeholder="Buscar por mensagem, nome ou e-mail..." />
        <label htmlFor="lead" className="sr-only">
          Lead
        </label>
        <Select id="lead" name="lead" defaultValue={filters.leadId ?? ""}>
          <option value="">Todos os leads</option>
          {leads.map((lead) => (
            <option key={lead.id} value={lead.id}>
              {lead.name}
            </option>
          ))}
        </Select>
        <label htmlFor="periodo" className="sr-only">
          Período
        </label>
        <Select id="periodo" name="periodo" defaultValue={String(filters.period)}>
          {periodOptions.map((period) => (
            <option key={period} value={period}>
              {periodLabels[period]}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="outline">
          <Search aria-hidden className="size-4" />
          Filtrar
        </Button>
      </Form>

      {loading ? (
        <div role="status" aria-label="Carregando conversas" className="mt-6 space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : conversations.length === 0 ? (
        <Card className="mt-6 p-10 text-center text-steel-700">Nenhuma conversa no período.</Card>
      ) : (
        <ul className="mt-6 space-y-2" aria-label="Conversas">
          {conversations.map((conversation) => (
            <li key={conversation.sessionId}>
              <Card className="flex items-center gap-3 p-3">
                <a href={withParam(search, "conversa", conversation.sessionId)} className="min-w-0 flex-1 rounded">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-steel-900">{conversation.leadName ?? "Visitante"}</span>
                    {conversation.leadName ? <Badge tone="success">Lead</Badge> : null}
                    <Badge>{conversation.messages} mensagens</Badge>
                  </span>
                  <span className="mt-0.5 block text-xs text-steel-600">
                    Última mensagem {conversation.lastAt ? formatDateTime(conversation.lastAt) : "—"} · sessão {conversation.sessionId.slice(0, 8)}
                  </span>
                </a>
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" size="sm" aria-label={`Excluir conversa de ${conversation.leadName ?? "visitante"}`} disabled={busy}>
                      <Trash2 aria-hidden className="size-4 text-red-700" />
                    </Button>
                  }
                  title="Excluir conversa?"
                  description="Todas as mensagens desta conversa serão excluídas definitivamente."
                  confirmLabel="Excluir"
                  onConfirm={() => void remove(conversation.sessionId)}
                  busy={busy}
                />
              </Card>
            </li>
          ))}
        </ul>
      )}

      {open ? (
        <Dialog.Root open onOpenChange={(next) => !next && navigate(withParam(search, "conversa", null), { preventScrollReset: true })}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-steel-950/50" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-card bg-white p-6 shadow-xl focus:outline-none"
            >
              <div className="flex items-start justify-between">
                <Dialog.Title className="text-lg font-bold text-steel-900">Conversa {open.sessionId.slice(0, 8)}</Dialog.Title>
                <Dialog.Close className="rounded-md p-2 text-steel-700 hover:bg-steel-100" aria-label="Fechar">
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              </div>
              <ol className="mt-4 flex-1 space-y-3 overflow-y-auto">
                {open.messages.map((message) => (
                  <li key={message.id} className={message.type === "user" ? "flex gap-2" : "flex flex-row-reverse gap-2"}>
                    {message.type === "user" ? <User aria-hidden className="mt-1 size-4 shrink-0 text-steel-600" /> : <Bot aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />}
                    <div className={message.type === "user" ? "rounded-2xl bg-steel-100 px-3 py-2" : "rounded-2xl bg-brand-50 px-3 py-2"}>
                      <p className="text-xs font-medium text-steel-600">
                        {message.type === "user" ? "Visitante" : "Atendente"} · {formatDateTime(message.at)}
                      </p>
                      <p className="text-sm whitespace-pre-line text-steel-900">{message.content}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
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
