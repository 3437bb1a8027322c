import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";
import { leadStatuses, type LeadStatus } from "~/db/schema";
import { Button } from "~/ui/button";
import { describedBy, Field, Select, Textarea } from "~/ui/field";
import type { LeadAnswer } from "../lead-answer";
import { leadStatusLabels } from "../lead-status";
import { leadStatusFormSchema, pipelineBounds } from "../pipeline";
import { useLeadForm } from "./use-lead-form";

type Props = {
  lead: { id: string; name: string; status: LeadStatus; lostReason: string | null };
  documentAnswer: LeadAnswer | undefined;
  /** The action's address when the form is not on the lead's page (the board). */
  action?: string;
  /** The board's card: one line, the reason only once 'Perdido' is picked. */
  compact?: boolean;
};

/**
 * A lead's status, saved with its button. 'Perdido' asks for the reason, which the server
 * requires too; on the lead's page the reason's box is always there, so it works without scripts.
 */
export function LeadStatusForm({ lead, documentAnswer, action, compact = false }: Props) {
  const { fetcher, form, fields, busy } = useLeadForm({
    id: `${compact ? "card" : "lead"}-status-${lead.id}`,
    intent: "status",
    leadId: lead.id,
    schema: leadStatusFormSchema,
    documentAnswer,
    defaultValue: { status: lead.status, lostReason: lead.lostReason ?? "" },
  });
  const [picked, setPicked] = useState<LeadStatus>(lead.status);
  const reasonShown = !compact || picked === "perdido";
  const statusError = fields.status.errors?.[0];
  const reasonError = fields.lostReason.errors?.[0];
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} className={compact ? "space-y-2" : "space-y-3"}>
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
        <Field
          id={fields.lostReason.id}
          label="Motivo da perda"
          hint={compact ? undefined : "Obrigatório para marcar como Perdido; sai ao mudar para outro status."}
          error={reasonError}
        >
          <Textarea
            {...getTextareaProps(fields.lostReason)}
            key={fields.lostReason.key}
            rows={compact ? 2 : 3}
            maxLength={pipelineBounds.lostReason}
            {...describedBy(fields.lostReason.id, { error: reasonError, hint: !compact })}
          />
        </Field>
      ) : null}
      {compact ? null : (
        <Button type="submit" variant="outline" disabled={busy}>
          Salvar status
        </Button>
      )}
    </fetcher.Form>
  );
}
