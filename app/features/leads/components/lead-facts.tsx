import { formatDateTime } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import type { LeadListItem } from "../lead-list-row";
import { MeetingHoldBadge } from "./meeting-hold-badge";

/** What a lead's line and card say besides its name: owner, value, next task, last touch and its meeting, if any. */
export function LeadFacts({ lead }: { lead: LeadListItem }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
      <dt className="text-steel-600">Responsável</dt>
      <dd className="text-steel-900">{lead.ownerName ?? "Sem responsável"}</dd>
      <dt className="text-steel-600">Valor</dt>
      <dd className="text-steel-900 tabular-nums">{lead.valueCents === null ? "—" : formatPrice(lead.valueCents)}</dd>
      <dt className="text-steel-600">Próxima tarefa</dt>
      <dd className="text-steel-900">{lead.nextTaskAt ? formatDateTime(lead.nextTaskAt) : "—"}</dd>
      <dt className="text-steel-600">Último contato</dt>
      <dd className="text-steel-900">{formatDateTime(lead.lastTouchAt)}</dd>
      {lead.meetingAt ? (
        <>
          <dt className="text-steel-600">Reunião</dt>
          <dd className="flex flex-wrap items-center gap-1 font-medium text-steel-900">
            {formatDateTime(lead.meetingAt)}
            <MeetingHoldBadge heldUntil={lead.meetingHeldUntil} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}
