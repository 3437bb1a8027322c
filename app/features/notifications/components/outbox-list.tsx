import type { OutboxStatus } from "~/db/schema";
import { formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { outboxKindLabel, outboxStatusLabels, type OutboxRow } from "../outbox-row";
import { MailBody } from "./mail-body";
import { ResendDialog } from "./resend-dialog";

const statusTones: Record<OutboxStatus, "warning" | "success" | "danger"> = { pending: "warning", sent: "success", failed: "danger" };

function StatusNote({ mail }: { mail: OutboxRow }) {
  if (mail.status === "sent") return <p className="text-xs text-steel-600">Enviado em {formatDateTime(mail.sentAt ?? mail.createdAt)}</p>;
  if (mail.status === "pending") return <p className="text-xs text-steel-600">Aguardando envio.</p>;
  return (
    <>
      <p className="text-xs break-words text-red-800">Erro: {mail.lastError ?? "desconhecido"}</p>
      <p className="text-xs text-steel-600">
        {mail.nextAttemptAt ? `Nova tentativa em ${formatDateTime(mail.nextAttemptAt)}` : "Sem novas tentativas automáticas."}
      </p>
    </>
  );
}

/** The outbox's e-mails, newest first: what, to whom, when, how it went, its text, and 'Reenviar' for a failed or sent one. */
export function OutboxList({ mails, busy }: { mails: OutboxRow[]; busy: boolean }) {
  if (mails.length === 0) return <p className="py-3 text-sm text-steel-600">Nenhum e-mail nesta lista.</p>;
  return (
    <ul className="divide-y divide-steel-100" aria-label="E-mails">
      {mails.map((mail) => (
        <li key={mail.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3 text-sm">
          <div className="min-w-0 flex-1 space-y-0.5 wrap-anywhere">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-steel-900">{mail.subject}</span>
              <Badge tone={statusTones[mail.status]}>{outboxStatusLabels[mail.status]}</Badge>
            </p>
            <p className="text-steel-700">
              {outboxKindLabel(mail.kind)} · Para: {mail.to}
            </p>
            <p className="text-xs text-steel-600">
              Criado em {formatDateTime(mail.createdAt)} · {mail.attempts === 1 ? "1 tentativa" : `${mail.attempts} tentativas`}
            </p>
            <StatusNote mail={mail} />
            <details className="pt-1">
              <summary className="cursor-pointer text-xs font-medium text-brand-800">Ver o texto</summary>
              <MailBody text={mail.text} className="mt-2" />
            </details>
          </div>
          {mail.status === "pending" ? null : <ResendDialog mail={mail} busy={busy} />}
        </li>
      ))}
    </ul>
  );
}
