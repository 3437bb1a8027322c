import { Contact, Mail, MailOpen, Printer, Reply, Share2 } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Dialog, DialogCloseButton, DialogContent, DialogDescription, DialogTitle } from "~/ui/dialog";
import type { InboxMessage } from "../inbox-messages";
import { requestTypeLabel } from "../request-types";

type Message = InboxMessage;

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

/** One message of the inbox in a dialog: the visitor's details, their lead and a reply, read or unread, share and print. */
export function MessageDetail({ message, onClose, onRead }: { message: Message; onClose: () => void; onRead: (read: boolean) => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="print-area">
        <div className="flex items-start justify-between gap-4">
          <div>
            <Badge tone="brand">{requestTypeLabel(message.type)}</Badge>
            <DialogTitle className="mt-2 text-xl">{message.name}</DialogTitle>
            <DialogDescription>Recebida em {formatDateTime(message.createdAt)}</DialogDescription>
          </div>
          <DialogCloseButton className="print-hidden" />
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
          {message.leadId ? (
            <>
              <Button asChild>
                <Link to={`/admin/leads/${message.leadId}?mensagem=${message.id}#responder`}>
                  <Reply aria-hidden className="size-4" />
                  Responder
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`/admin/leads/${message.leadId}`}>
                  <Contact aria-hidden className="size-4" />
                  Abrir lead
                </Link>
              </Button>
            </>
          ) : null}
          <Button variant="outline" onClick={() => onRead(!message.readAt)}>
            {message.readAt ? <Mail aria-hidden className="size-4" /> : <MailOpen aria-hidden className="size-4" />}
            {/* As wide as its longer label: opening a message marks it read a moment later, and the buttons beside it must not move under the pointer. */}
            <span className="grid justify-items-center">
              <span className={`col-start-1 row-start-1 ${message.readAt ? "" : "invisible"}`}>Marcar como não lida</span>
              <span className={`col-start-1 row-start-1 ${message.readAt ? "invisible" : ""}`}>Marcar como lida</span>
            </span>
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
      </DialogContent>
    </Dialog>
  );
}
