import { CalendarX2, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { ActionAnswer } from "~/lib/action-result";
import { formatDateTime } from "~/lib/dates";
import { ConfirmSubmit } from "~/ui/confirm-submit";
import type { LeadListItem } from "../lead-list-row";

/** The rows' one fetcher: the list, which outlives the row a command removes, tells its answer. */
export const leadCommandsKey = "lead-commands";

type CommandProps = {
  intent: "cancel-meeting" | "delete";
  leadId: string;
  /** The button's name for screen readers, with the lead's. */
  label: string;
  variant: "outline" | "ghost";
  title: string;
  description: string;
  confirmLabel: string;
  children: ReactNode;
};

function Command({ intent, leadId, label, ...button }: CommandProps) {
  const fetcher = useFetcher<ActionAnswer>({ key: leadCommandsKey });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="leadId" value={leadId} />
      <ConfirmSubmit size="sm" aria-label={label} disabled={fetcher.state !== "idle"} {...button} />
    </fetcher.Form>
  );
}

/**
 * A lead's commands in the list: cancelling its meeting and deleting it. Each is a form post to
 * the screen's action, as the lead's other changes are, and asks first once scripts run.
 */
export function LeadCommands({ lead }: { lead: LeadListItem }) {
  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
      {lead.meetingAt ? (
        <Command
          intent="cancel-meeting"
          leadId={lead.id}
          label={`Cancelar reunião de ${lead.name}`}
          variant="outline"
          title="Cancelar reunião?"
          description={`A reunião com ${lead.name} em ${formatDateTime(lead.meetingAt)} será cancelada e o horário ficará livre. O lead continua cadastrado.`}
          confirmLabel="Cancelar reunião"
        >
          <CalendarX2 aria-hidden className="size-4 text-red-700" />
          Cancelar reunião
        </Command>
      ) : null}
      <Command
        intent="delete"
        leadId={lead.id}
        label={`Excluir lead ${lead.name}`}
        variant="ghost"
        title="Excluir lead?"
        description={`${lead.name} sairá da lista de leads e das reuniões, e o horário reservado ficará livre. As conversas continuam em 'Mensagens do Agente IA'.`}
        confirmLabel="Excluir"
      >
        <Trash2 aria-hidden className="size-4 text-red-700" />
      </Command>
    </div>
  );
}
