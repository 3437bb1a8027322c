import { Download, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { MessageDetail, inboxMessages, type InboxMessage, requestTypeLabel } from "~/features/contact";
import { inboxAction, pageOfContactRequests } from "~/features/contact/index.server";
import { formatDateTime } from "~/lib/dates";
import { listPagingHref, readListPaging, staffListSizes } from "~/lib/list-paging";
import { useJsonAction } from "~/lib/use-json-action";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { Input } from "~/ui/input";
import { ListPager } from "~/ui/list-pager";
import type { Route } from "./+types/messages";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";
import { countOf } from "~/lib/plural";

export const meta: Route.MetaFunction = () => [{ title: "Caixa de Entrada — Painel Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").slice(0, 100);
  const { rows, ...list } = await pageOfContactRequests(q, readListPaging(search, staffListSizes));
  return {
    q,
    list,
    messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null })),
  };
}

export const action = ({ request }: Route.ActionArgs) => inboxAction(request);

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { q, list, messages } = loaderData;
  const [searchParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(null);
  const { submit, busy } = useJsonAction<typeof action>();
  const open = messages.find((message) => message.id === openId) ?? null;
  const { total, unread } = list;

  async function markRead(id: string, read: boolean) {
    const result = await submit({ intent: "read", id, read });
    if (!result.ok) toast.error(result.message);
  }

  async function remove(message: InboxMessage) {
    const result = await submit({ intent: "delete", id: message.id });
    if (result.ok) toast.success(`Mensagem de ${message.name} deletada com sucesso!`);
    else toast.error("Erro ao deletar mensagem", { description: result.message });
  }

  function show(message: InboxMessage) {
    setOpenId(message.id);
    if (!message.readAt) void markRead(message.id, true);
  }

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-steel-900">Caixa de Entrada</h1>
          <p className="mt-1 text-steel-600" aria-live="polite">
            {countOf(total, "mensagem", "mensagens")}
            {q ? ` ${total === 1 ? "encontrada" : "encontradas"} para "${q}"` : ""} · {countOf(unread, "não lida", "não lidas")}
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={`/api/admin/messages/export${searchParams.toString() ? `?${searchParams.toString()}` : ""}`} download>
            <Download aria-hidden className="size-4" />
            Exportar CSV
          </a>
        </Button>
      </div>
      <Form method="get" role="search" className="mt-5 flex gap-2">
        <label htmlFor="q" className="sr-only">
          Buscar mensagens
        </label>
        <Input id="q" name="q" type="search" defaultValue={q} placeholder="Buscar por nome, e-mail, empresa ou mensagem..." />
        <Button type="submit" variant="outline">
          <Search aria-hidden className="size-4" />
          Buscar
        </Button>
      </Form>

      {messages.length === 0 ? (
        <Card className="mt-6 p-10 text-center text-steel-700">
          {q ? "Nenhuma mensagem encontrada para a busca." : "Nenhuma mensagem recebida ainda."}
        </Card>
      ) : (
        <ul className="mt-6 space-y-2">
          {messages.map((message) => (
            <li key={message.id}>
              <Card
                className={message.readAt ? "flex items-center gap-3 p-3" : "flex items-center gap-3 border-l-4 border-l-brand-600 p-3"}
              >
                <button type="button" onClick={() => show(message)} className="min-w-0 flex-1 rounded text-left">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={message.readAt ? "font-medium text-steel-800" : "font-bold text-steel-900"}>{message.name}</span>
                    <Badge tone={message.type === "quote_request" ? "warning" : "brand"}>{requestTypeLabel(message.type)}</Badge>
                    {message.readAt ? null : <Badge tone="success">Nova</Badge>}
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-steel-600">
                    {message.email} · {message.message}
                  </span>
                  <span className="mt-0.5 block text-xs text-steel-600">{formatDateTime(message.createdAt)}</span>
                </button>
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" size="sm" aria-label={`Excluir mensagem de ${message.name}`} disabled={busy}>
                      <Trash2 aria-hidden className="size-4 text-red-700" />
                    </Button>
                  }
                  title="Excluir mensagem?"
                  description={`A mensagem de ${message.name} será excluída definitivamente.`}
                  confirmLabel="Excluir"
                  onConfirm={() => void remove(message)}
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
        hrefFor={(paging) => listPagingHref("/admin/messages", searchParams, paging, staffListSizes)}
      />
      {open ? <MessageDetail message={open} onClose={() => setOpenId(null)} onRead={(read) => void markRead(open.id, read)} /> : null}
      <p className="mt-6 text-xs text-steel-600">
        As mensagens chegam pelo formulário de <Link to="/contato">contato</Link>, pelo orçamento e pelas páginas de produtos.
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpected={() => <LoadError heading="Caixa de Entrada" title={inboxMessages.listFailed} />} />;
}
