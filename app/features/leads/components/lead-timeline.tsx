import {
  CalendarCheck,
  CalendarX2,
  FileCheck2,
  FileText,
  FileX2,
  Flag,
  Inbox,
  ListTodo,
  Mail,
  Merge,
  MessagesSquare,
  PhoneCall,
  StickyNote,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LeadStatus, OutboxStatus } from "~/db/schema";
import { taskTypeLabel } from "~/features/tasks";
import { formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { leadStatusLabel } from "../lead-status";
import { outsideSourceLabels, type OutsideSource } from "../outside-touch";
import type { TimelineItem } from "../timeline";

const mailKinds: Record<string, string> = {
  reply: "Resposta da equipe",
  "meeting-hold": "Reserva de reunião a confirmar",
  "meeting-confirmation": "Confirmação de reunião",
  "meeting-reminder": "Lembrete de reunião",
  "staff-notification": "Aviso à equipe",
  digest: "Resumo diário",
  proposal: "Proposta enviada ao cliente",
  "proposal-notice": "Aviso de proposta",
};

const mailStatuses: Record<OutboxStatus, { label: string; tone: "warning" | "success" | "danger" }> = {
  pending: { label: "Pendente", tone: "warning" },
  sent: { label: "Enviado", tone: "success" },
  failed: { label: "Falhou", tone: "danger" },
};

const taskEventWords = { task: "Tarefa criada", task_done: "Tarefa concluída", task_reopened: "Tarefa reaberta" } as const;

type Shown = { icon: LucideIcon; title: ReactNode; body?: ReactNode };

function describe(item: TimelineItem, leadId: string, requestLabel: (type: string) => string): Shown {
  switch (item.kind) {
    case "request":
      return {
        icon: Inbox,
        title: `${requestLabel(item.type)} pelo site`,
        body: (
          <>
            <p className="whitespace-pre-wrap wrap-anywhere">{item.message}</p>
            {item.sourcePage ? <p className="mt-1 text-xs text-steel-600">Enviado da página {item.sourcePage}</p> : null}
          </>
        ),
      };
    case "conversation":
      return {
        icon: MessagesSquare,
        title: "Conversa com o Atendente Virtual",
        body: (
          <>
            <p>
              {item.messages} {item.messages === 1 ? "mensagem" : "mensagens"}, desde {formatDateTime(item.startedAt)}.
            </p>
            {item.preview ? <p className="mt-1 wrap-anywhere text-steel-700">“{item.preview}”</p> : null}
            <Link
              to={`/admin/agent-messages?conversa=${encodeURIComponent(item.sessionId)}&lead=${leadId}&periodo=0`}
              className="mt-1 inline-block font-medium text-brand-700 underline hover:text-brand-900"
            >
              Abrir conversa
            </Link>
          </>
        ),
      };
    case "mail": {
      const status = mailStatuses[item.status];
      return {
        icon: Mail,
        title: (
          <span className="flex flex-wrap items-center gap-2">
            {mailKinds[item.mailKind] ?? "E-mail do site"}: {item.subject}
            <Badge tone={status.tone}>{status.label}</Badge>
          </span>
        ),
        body: (
          <>
            <p className="text-xs break-all text-steel-600">Para {item.to}</p>
            {item.status === "failed" && item.lastError ? <p className="mt-1 text-red-800">Erro: {item.lastError}</p> : null}
            <details className="mt-1">
              <summary className="cursor-pointer font-medium text-brand-700">Ver texto</summary>
              <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{item.text}</p>
            </details>
          </>
        ),
      };
    }
    case "event":
      switch (item.event) {
        case "note":
          return { icon: StickyNote, title: "Nota", body: <p className="whitespace-pre-wrap wrap-anywhere">{item.body}</p> };
        case "status":
          return {
            icon: Flag,
            title: `Status: ${item.from ? leadStatusLabel(item.from as LeadStatus) : "—"} → ${item.to ? leadStatusLabel(item.to) : "—"}`,
            body: item.body ? <p className="wrap-anywhere">Motivo: {item.body}</p> : undefined,
          };
        case "owner":
          return { icon: UserRound, title: `Responsável: ${item.to ?? "Sem responsável"}` };
        case "task":
        case "task_done":
        case "task_reopened":
          return {
            icon: ListTodo,
            title: `${taskEventWords[item.event]}: ${taskTypeLabel(item.from ?? "")} em ${item.to ? formatDateTime(item.to) : "—"}`,
            body: item.body ? <p className="whitespace-pre-wrap wrap-anywhere">{item.body}</p> : undefined,
          };
        case "meeting_booked":
          return { icon: CalendarCheck, title: `Reunião agendada para ${item.to ? formatDateTime(item.to) : "—"}` };
        case "meeting_confirmed":
          return { icon: CalendarCheck, title: `Reunião de ${item.to ? formatDateTime(item.to) : "—"} confirmada pelo visitante` };
        case "meeting_expired":
          return { icon: CalendarX2, title: `Reserva de ${item.to ? formatDateTime(item.to) : "—"} expirada sem confirmação` };
        case "meeting_cancelled":
          return { icon: CalendarX2, title: `Reunião de ${item.to ? formatDateTime(item.to) : "—"} cancelada` };
        case "proposal_viewed":
          return { icon: FileText, title: `Proposta ${item.to ?? "—"} aberta pelo cliente` };
        case "proposal_approved":
          return {
            icon: FileCheck2,
            title: `Proposta ${item.to ?? "—"} aprovada`,
            body: item.body ? <p className="wrap-anywhere">{item.body}</p> : undefined,
          };
        case "proposal_refused":
          return {
            icon: FileX2,
            title: `Proposta ${item.to ?? "—"} recusada`,
            body: item.body ? <p className="whitespace-pre-wrap wrap-anywhere">Motivo: {item.body}</p> : undefined,
          };
        case "touch":
          return {
            icon: PhoneCall,
            title: `Contato fora do site: ${outsideSourceLabels[item.to as OutsideSource] ?? "Outro"}`,
            body: item.body ? <p className="whitespace-pre-wrap wrap-anywhere">{item.body}</p> : undefined,
          };
        case "merged":
          return {
            icon: Merge,
            title: item.to ? `Unido pelo telefone ${item.from ?? ""} ao e-mail ${item.to}` : `Unido pelo telefone ${item.from ?? ""}`,
          };
      }
  }
}

/** Who a touch is from when no staff member made it: the visitor through the assistant, or the site. */
function authorOf(item: TimelineItem) {
  if (item.author) return item.author;
  if (item.kind === "event" && item.event === "meeting_booked") return "Visitante, pelo Atendente Virtual";
  if (item.kind === "event" && item.event.startsWith("proposal_")) return "Cliente, pelo link da proposta";
  return item.kind === "event" && item.event === "meeting_confirmed" ? "Visitante, pelo link do e-mail" : "Site";
}

/** Every touch of the lead, newest first, each with its author and time. */
export function LeadTimeline({
  items,
  leadId,
  requestLabel,
}: {
  items: TimelineItem[];
  leadId: string;
  requestLabel: (type: string) => string;
}) {
  if (items.length === 0) return <p className="text-sm text-steel-600">Nenhum contato registrado ainda.</p>;
  return (
    <ol aria-label="Linha do tempo" className="space-y-4">
      {items.map((item) => {
        const { icon: Icon, title, body } = describe(item, leadId, requestLabel);
        return (
          <li key={`${item.kind}-${item.id}`} className="flex gap-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
              <Icon aria-hidden className="size-4" />
            </span>
            <div className="min-w-0 flex-1 text-sm text-steel-800">
              <p className="font-medium text-steel-900">{title}</p>
              <p className="text-xs text-steel-600">
                {authorOf(item)} · <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              </p>
              {body ? <div className="mt-1">{body}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
