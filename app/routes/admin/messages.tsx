import { Download, Mail, MailOpen, Printer, Search, Share2, Trash2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { data, Form, Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { inboxMessages } from "~/features/contact/inbox-messages";
import { deleteContactRequest, listContactRequests, setRead } from "~/features/contact/inbox.server";
import { requestTypeLabel } from "~/features/contact/request-types";
import { formatDateTime } from "~/lib/dates";
import { useJsonAction } from "~/lib/use-json-action";
import { readJson } from "~/lib/validation";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { Input } from "~/ui/input";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [{ title: "Caixa de Entrada — Painel Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const rows = await listContactRequests(q);
  return {
    q,
    messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null })),
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid({ error: inboxMessages.missingId }) }),
  z.object({ intent: z.literal("read"), id: z.uuid({ error: inboxMessages.missingId }), read: z.boolean() }),
]);

export async function action({ request }: Route.ActionArgs) {
  const parsed = actionSchema.safeParse(await readJson(request));
  if (!parsed.success) return data({ ok: false as const, message: inboxMessages.missingId }, { status: 400 });
  if (parsed.data.intent === "delete") {
    const removed = await deleteContactRequest(parsed.data.id);
    if (!removed) return data({ ok: false as const, message: inboxMessages.deleteFailed }, { status: 404 });
    return { ok: true as const, name: removed.name };
  }
  if (!(await setRead(parsed.data.id, parsed.data.read))) {
    return data({ ok: false as const, message: inboxMessages.updateFailed }, { status: 404 });
  }
  return { ok: true as const, name: "" };
}

type Message = Route.ComponentProps["loaderData"]["messages"][number];

function shareText(message: Message) {
  return [
    `${requestTypeLabel(message.type)} — ${formatDateTime(message.createdAt)}`,
    `Nome: ${message.name}`,
    `E-mail: ${message.email}`,
    message.phone ? `Telefone: ${message.phone}` : "",
    message.company ? `Empresa: ${message.company}` : "",
    message.sourcePage ? `Página: ${message.sourcePage}` : "",
    "",
    message.message,
  ]
    .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
    .join("\n");
}

async function share(message: Message) {
  const text = shareText(message);
  try {
    if (navigator.share) {
      await navigator.share({ title: `Mensagem de ${message.name}`, text });
      return;
    }
    await navigator.clipboard.writeText(text);
    toast.success("Mensagem copiada para a área de transferência!");
  } catch (error) {
    if ((error as DOMException)?.name === "AbortError") return;
    toast.error("Erro ao compartilhar mensagem");
  }
}

function MessageDetail({ message, onClose, onRead }: { message: Message; onClose: () => void; onRead: (read: boolean) => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="print-hidden fixed inset-0 z-50 bg-steel-950/50" />
        <Dialog.Content className="print-area fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Badge tone="brand">{requestTypeLabel(message.type)}</Badge>
              <Dialog.Title className="mt-2 text-xl font-bold text-steel-900">{message.name}</Dialog.Title>
              <Dialog.Description className="text-sm text-steel-600">Recebida em {formatDateTime(message.createdAt)}</Dialog.Description>
            </div>
            <Dialog.Close className="print-hidden rounded-md p-2 text-steel-700 hover:bg-steel-100" aria-label="Fechar">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium text-steel-600">E-mail</dt>
              <dd>
                <a href={`mailto:${message.email}`} className="text-brand-700 underline">
                  {message.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-medium text-steel-600">Telefone</dt>
              <dd>{message.phone ?? "Não informado"}</dd>
            </div>
            <div>
              <dt className="font-medium text-steel-600">Empresa</dt>
              <dd>{message.company ?? "Não informada"}</dd>
            </div>
            <div>
              <dt className="font-medium text-steel-600">Página de origem</dt>
              <dd>
                {message.sourcePage ? (
                  <a href={message.sourcePage} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                    {message.sourcePage}
                  </a>
                ) : (
                  "Não informada"
                )}
              </dd>
            </div>
          </dl>
          <h3 className="mt-5 text-sm font-medium text-steel-600">Mensagem</h3>
          <p className="mt-1 rounded-md bg-steel-50 p-4 text-sm whitespace-pre-wrap text-steel-900">{message.message}</p>
          <div className="print-hidden mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onRead(!message.readAt)}>
              {message.readAt ? <Mail aria-hidden className="size-4" /> : <MailOpen aria-hidden className="size-4" />}
              {message.readAt ? "Marcar como não lida" : "Marcar como lida"}
            </Button>
            <Button variant="outline" onClick={() => void share(message)}>
              <Share2 aria-hidden className="size-4" />
              Compartilhar
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              Imprimir
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { q, messages } = loaderData;
  const [searchParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(null);
  const { submit, busy } = useJsonAction<typeof action>();
  const open = messages.find((message) => message.id === openId) ?? null;
  const unread = messages.filter((message) => !message.readAt).length;

  async function markRead(id: string, read: boolean) {
    const result = await submit({ intent: "read", id, read });
    if (!result.ok) toast.error(result.message);
  }

  async function remove(message: Message) {
    const result = await submit({ intent: "delete", id: message.id });
    if (result.ok) toast.success(`Mensagem de ${message.name} deletada com sucesso!`);
    else toast.error("Erro ao deletar mensagem", { description: result.message });
  }

  function show(message: Message) {
    setOpenId(message.id);
    if (!message.readAt) void markRead(message.id, true);
  }

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-steel-900">Caixa de Entrada</h1>
          <p className="mt-1 text-steel-600" aria-live="polite">
            {messages.length} {messages.length === 1 ? "mensagem" : "mensagens"}
            {q ? ` encontradas para "${q}"` : ""} · {unread} não {unread === 1 ? "lida" : "lidas"}
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
        <Card className="mt-6 p-10 text-center text-steel-700">{q ? "Nenhuma mensagem encontrada para a busca." : "Nenhuma mensagem recebida ainda."}</Card>
      ) : (
        <ul className="mt-6 space-y-2">
          {messages.map((message) => (
            <li key={message.id}>
              <Card className={message.readAt ? "flex items-center gap-3 p-3" : "flex items-center gap-3 border-l-4 border-l-brand-600 p-3"}>
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
      {open ? <MessageDetail message={open} onClose={() => setOpenId(null)} onRead={(read) => void markRead(open.id, read)} /> : null}
      <p className="mt-6 text-xs text-steel-600">
        As mensagens chegam pelo formulário de <Link to="/contato">contato</Link>, pelo orçamento e pelas páginas de produtos.
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div role="alert" className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-steel-900">Caixa de Entrada</h1>
      <p className="mt-4 text-red-800">{inboxMessages.listFailed}</p>
    </div>
  );
}
