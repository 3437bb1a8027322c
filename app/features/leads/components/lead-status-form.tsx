import { getFormProps, getSelectProps } from "@conform-to/react";
import { useState } from "react";
import { leadStatuses, type LeadStatus } from "~/db/schema";
import { Button } from "~/ui/button";
import { describedBy, Field, Select } from "~/ui/field";
import type { ActionAnswer } from "~/lib/action-result";
import { leadStatusLabels } from "../lead-status";
import { leadStatusFormSchema } from "../pipeline";
import { LostReasonFields } from "./lost-reason-fields";
import { useLeadForm } from "./use-lead-form";

type Props = {
  lead: { id: string; name: string; status: LeadStatus; lostReason: string | null; lostDetail: string | null };
  /** The reasons of loss in the settings, staff's choice for 'Perdido'. */
  reasons: string[];
  documentAnswer: ActionAnswer | undefined;
  /** The board's card: one line, the reason only once 'Perdido' is picked. */
  compact?: boolean;
};

/** The form's id on the page: the board's drag and drop posts through the card's form. */
export const statusFormId = (leadId: string, compact: boolean) => `${compact ? "card" : "lead"}-status-${leadId}`;

/**
 * A lead's status, saved with its button. 'Perdido' asks for a reason from the list, which the
 * server requires too, and takes a detail; on the lead's page both are always there, so it works
 * without scripts, and on the board they show once 'Perdido' is picked or was refused.
 */
export function LeadStatusForm({ lead, reasons, documentAnswer, compact = false }: Props) {
  const { fetcher, form, fields, busy } = useLeadForm({
    id: statusFormId(lead.id, compact),
    intent: "status",
    leadId: lead.id,
    schema: leadStatusFormSchema,
    documentAnswer,
    defaultValue: { status: lead.status, lostReason: lead.lostReason ?? "", lostDetail: lead.lostDetail ?? "" },
  });
  const [picked, setPicked] = useState<LeadStatus>(lead.status);
  const statusError = fields.status.errors?.[0];
  const reasonShown = !compact || picked === "perdido" || Boolean(fields.lostReason.errors || fields.lostDetail.errors);
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className={compact ? "space-y-2" : "space-y-3"}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="leadId" value={lead.id} />
      <div className={compact ? "flex items-end gap-2" : "space-y-3"}>
        <Field
          id={fields.status.id}
          label={
            compact ? (
              <span className="text-xs">
                Mover<span className="sr-only"> {lead.name}</span> para
              </span>
            ) : (
              "Status"
            )
          }
          error={statusError}
          className={compact ? "min-w-0 flex-1" : undefined}
        >
          <Select
            {...getSelectProps(fields.status)}
            key={fields.status.key}
            onChange={(event) => setPicked(event.target.value as LeadStatus)}
            {...describedBy(fields.status.id, { error: statusError })}
          >
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </Select>
        </Field>
        {compact ? (
          <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Mover ${lead.name}`}>
            Mover
          </Button>
        ) : null}
      </div>
      {reasonShown ? (
        <LostReasonFields
          reason={fields.lostReason}
          detail={fields.lostDetail}
          reasons={reasons}
          current={lead.lostReason}
          hint={compact ? undefined : "Obrigatório para marcar como Perdido; sai ao mudar para outro status."}
          detailRows={compact ? 2 : 3}
        />
      ) : null}
      {compact ? null : (
        <Button type="submit" variant="outline" disabled={busy}>
          Salvar status
        </Button>
      )}
    </fetcher.Form>
  );
}
