import { CalendarClock, CalendarX2, Contact, Mail, MessagesSquare, Phone, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "~/lib/dates";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import type { LeadRow } from "../lead-row";
import { staffLeadMessages } from "../staff-messages";
import { LeadStatusSelect } from "./lead-status-select";
import { MeetingHoldBadge } from "./meeting-hold-badge";
import { telHref } from "~/lib/phone";
import { EmailAddress } from "~/ui/email-address";

/** The conversations tab filtered by this lead, over the whole period. */
const leadConversationsHref = (leadId: string) => `?lead=${leadId}&periodo=0`;

export const leadStatusId = (leadId: string) => `lead-status-${leadId}`;

type Props = { lead: LeadRow; onCancelMeeting: () => void; onDelete: () => void; busy: boolean };

/**
 * One lead: contact, meeting (cancelled after asking), status (saved at once), its conversations
 * and a delete that asks first. Both are sent by the list, which outlives the button or the card they remove.
 */
export function LeadCard({ lead, onCancelMeeting, onDelete, busy }: Props) {
  return (
    <Card className="grid gap-4 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
      <div className="min-w-0">
        <h2 className="text-base font-semibold break-words text-steel-900">{lead.name}</h2>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {lead.email ? (
            <a
              href={`mailto:${lead.email}`}
              className="flex min-w-0 items-center gap-1.5 text-brand-700 hover:text-brand-900 hover:underline"
            >
              <Mail aria-hidden className="size-4 shrink-0" />
              <EmailAddress email={lead.email} />
            </a>
          ) : null}
          {lead.phone ? (
            <a href={telHref(lead.phone)} className="flex items-center gap-1.5 text-steel-800 hover:underline">
              <Phone aria-hidden className="size-4 shrink-0" />
              {lead.phone}
            </a>
          ) : null}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span
            className={lead.meetingAt ? "flex items-center gap-1.5 font-medium text-steel-900" : "flex items-center gap-1.5 text-steel-600"}
          >
            <CalendarClock aria-hidden className="size-4 shrink-0" />
            {lead.meetingAt ? `Reunião em ${formatDateTime(lead.meetingAt)}` : staffLeadMessages.noMeeting}
          </span>
          {lead.meetingAt ? <MeetingHoldBadge heldUntil={lead.meetingHeldUntil} /> : null}
          {lead.meetingAt ? (
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" aria-label={`Cancelar reunião de ${lead.name}`} disabled={busy}>
                  <CalendarX2 aria-hidden className="size-4 text-red-700" />
                  Cancelar reunião
                </Button>
              }
              title="Cancelar reunião?"
              description={`A reunião com ${lead.name} em ${formatDateTime(lead.meetingAt)} será cancelada e o horário ficará livre. O lead continua na lista.`}
              confirmLabel="Cancelar reunião"
              onConfirm={onCancelMeeting}
              busy={busy}
            />
          ) : null}
          <span className="text-steel-600">Criado em {formatDate(lead.createdAt)}</span>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-full md:w-auto">
          <LeadStatusSelect id={leadStatusId(lead.id)} leadId={lead.id} leadName={lead.name} status={lead.status} />
        </div>
        <Button asChild variant="outline" className="flex-1 md:flex-none">
          <Link to={`/admin/leads/${lead.id}`} aria-label={`Abrir lead ${lead.name}`}>
            <Contact aria-hidden className="size-4" />
            Abrir lead
          </Link>
        </Button>
        <Button asChild variant="outline" className="flex-1 md:flex-none">
          <Link to={leadConversationsHref(lead.id)} aria-label={`Ver conversas de ${lead.name}`}>
            <MessagesSquare aria-hidden className="size-4" />
            Ver conversas
          </Link>
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" aria-label={`Excluir lead ${lead.name}`} disabled={busy}>
              <Trash2 aria-hidden className="size-4 text-red-700" />
            </Button>
          }
          title="Excluir lead?"
          description={`${lead.name} sairá da lista de leads e das reuniões, e o horário reservado ficará livre. As conversas continuam em 'Conversas'.`}
          confirmLabel="Excluir"
          onConfirm={onDelete}
          busy={busy}
        />
      </div>
    </Card>
  );
}
