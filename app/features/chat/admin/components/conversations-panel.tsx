import { Bot, Search, Trash2, User } from "lucide-react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { toast } from "sonner";
import { formatDateTime } from "~/lib/dates";
import { countOf } from "~/lib/plural";
import { listPagingHref, staffListSizes } from "~/lib/list-paging";
import { useJsonAction } from "~/lib/use-json-action";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { Select } from "~/ui/field";
import { Input } from "~/ui/input";
import { ListPager } from "~/ui/list-pager";
import { Skeleton } from "~/ui/skeleton";
import { periodOptions, type Period, periodLabels } from "~/lib/periods";
import type { AgentMessagesActionResult } from "../agent-messages.server";
import { staffConversationMessages } from "../staff-messages";
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from "~/ui/dialog";
import { ReplyText } from "../../components/reply-text";

type Props = {
  filters: { search: string; leadId: string | null; period: Period };
  filterLeads: Array<{ id: string; name: string }>;
  conversations: Array<{ sessionId: string; messages: number; lastAt: string | null; leadName: string | null; preview: string | null }>;
  list: { page: number; pages: number; size: number };
  open: {
    sessionId: string;
    leadName: string | null;
    leadId: string | null;
    messages: Array<{ id: string; type: "user" | "assistant"; content: string; at: string }>;
  } | null;
};

type Conversation = Props["conversations"][number];

/**
 * A conversation in the list: the lead's name when known, and the visitor's first message, so
 * rows tell visitors apart before anyone opens them.
 */
function ConversationSummary({ conversation }: { conversation: Conversation }) {
  const { leadName, preview } = conversation;
  return (
    <>
      <span className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-semibold wrap-anywhere text-steel-900">
          {leadName ?? (preview ? `“${preview}”` : "Visitante não identificado")}
        </span>
        {leadName ? <Badge tone="success">Lead</Badge> : null}
        <Badge>{countOf(conversation.messages, "mensagem", "mensagens")}</Badge>
      </span>
      {leadName && preview ? <span className="mt-0.5 block text-sm wrap-anywhere text-steel-700">“{preview}”</span> : null}
      <span className="mt-0.5 block text-xs text-steel-600">
        {!leadName && preview ? "Visitante não identificado · " : ""}
        Última mensagem {conversation.lastAt ? formatDateTime(conversation.lastAt) : "—"} · sessão {conversation.sessionId.slice(0, 8)}
      </span>
    </>
  );
}

function withParam(search: string, key: string, value: string | null) {
  const params = new URLSearchParams(search);
  if (value) params.set(key, value);
  else params.delete(key);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** The assistant's conversations, one per visitor session, with the text, lead and period filters. */
export function ConversationsPanel({ filters, filterLeads, conversations, list, open }: Props) {
  const openLeadName = open?.leadName ?? null;
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const { submit, busy } = useJsonAction<AgentMessagesActionResult>();
  const search = location.search;
  const next = navigation.state === "loading" ? navigation.location : null;
  const loading = next !== null && next.pathname === location.pathname && next.search !== location.search;

  async function remove(sessionId: string) {
    const result = await submit({ intent: "delete", sessionId });
    if (result.ok) toast.success(staffConversationMessages.deleted);
    else toast.error(staffConversationMessages.deleteFailed, { description: result.message });
  }

  return (
    <>
      {/* A new filter from a link (a conversation on a lead's timeline) shows in the fields. */}
      <Form
        key={`${filters.search}|${filters.leadId}|${filters.period}`}
        method="get"
        className="grid gap-3 md:grid-cols-[1fr_14rem_12rem_auto]"
        role="search"
      >
        <label htmlFor="q" className="sr-only">
          Buscar nas conversas
        </label>
        <Input id="q" name="q" type="search" defaultValue={filters.search} placeholder="Buscar por mensagem, nome ou e-mail..." />
        <label htmlFor="lead" className="sr-only">
          Lead
        </label>
        <Select id="lead" name="lead" defaultValue={filters.leadId ?? ""}>
          <option value="">Todos os leads</option>
          {filterLeads.map((lead) => (
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
                  <ConversationSummary conversation={conversation} />
                </a>
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Excluir conversa de ${conversation.leadName ?? "visitante"}`}
                      disabled={busy}
                    >
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
      <ListPager
        {...list}
        sizes={staffListSizes}
        hrefFor={(paging) => `${location.pathname}${listPagingHref("", new URLSearchParams(search), paging, staffListSizes)}`}
      />

      {open ? (
        <Dialog open onOpenChange={(next) => !next && navigate(withParam(search, "conversa", null), { preventScrollReset: true })}>
          <DialogContent aria-describedby={undefined} layout="column">
            <div className="flex items-start justify-between">
              <DialogTitle>
                {openLeadName ? `Conversa com ${openLeadName}` : "Conversa com visitante"}
                <span className="block text-xs font-normal text-steel-600">Sessão {open.sessionId.slice(0, 8)}</span>
                {open.leadId ? (
                  <Link
                    to={`/admin/leads/${open.leadId}`}
                    className="block text-sm font-medium text-brand-700 underline hover:text-brand-900"
                  >
                    Abrir lead
                  </Link>
                ) : null}
              </DialogTitle>
              <DialogCloseButton />
            </div>
            <ol className="mt-4 flex-1 space-y-3 overflow-y-auto">
              {open.messages.map((message) => (
                <li key={message.id} className={message.type === "user" ? "flex gap-2" : "flex flex-row-reverse gap-2"}>
                  {message.type === "user" ? (
                    <User aria-hidden className="mt-1 size-4 shrink-0 text-steel-600" />
                  ) : (
                    <Bot aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
                  )}
                  <div className={message.type === "user" ? "rounded-2xl bg-steel-100 px-3 py-2" : "rounded-2xl bg-brand-50 px-3 py-2"}>
                    <p className="text-xs font-medium text-steel-600">
                      {message.type === "user" ? (openLeadName ?? "Visitante") : "Atendente"} · {formatDateTime(message.at)}
                    </p>
                    <p className="text-sm text-steel-900">
                      {/* Staff read the reply as the visitor did: links as words, not markup. */}
                      {message.type === "user" ? (
                        <span className="whitespace-pre-line">{message.content}</span>
                      ) : (
                        <ReplyText text={message.content} />
                      )}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}
