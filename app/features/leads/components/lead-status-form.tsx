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
  lead: { id: string; name: string; status: LeadStatus; lostReason: string | null; lostDetail: string | null };
  /** The reasons of loss in the settings, staff's choice for 'Perdido'. */
  reasons: string[];
  documentAnswer: LeadAnswer | undefined;
  /** The board's card: one line, the reason only once 'Perdido' is picked. */
  compact?: boolean;
};

/** The form's id on the page: the board's drag and drop posts through the card's form. */
export const statusFormId = (leadId: string, compact: boolean) => `${compact ? "card" : "lead"}-status-${leadId}`;

/** The reasons to pick from: the settings' list, and the lead's own reason if it has left the list since. */
export function reasonChoices(reasons: string[], current: string | null) {
  return current && !reasons.includes(current) ? [...reasons, current] : reasons;
}

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
  const reasonError = fields.lostReason.errors?.[0];
  const detailError = fields.lostDetail.errors?.[0];
  const reasonShown = !compact || picked === "perdido" || Boolean(reasonError || detailError);
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
        <>
          <Field
            id={fields.lostReason.id}
            label="Motivo da perda"
            hint={compact ? undefined : "Obrigatório para marcar como Perdido; sai ao mudar para outro status."}
            error={reasonError}
          >
            <Select
              {...getSelectProps(fields.lostReason)}
              key={fields.lostReason.key}
              {...describedBy(fields.lostReason.id, { error: reasonError, hint: !compact })}
            >
              <option value="">Escolha o motivo</option>
              {reasonChoices(reasons, lead.lostReason).map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={fields.lostDetail.id} label="Detalhe da perda (opcional)" error={detailError}>
            <Textarea
              {...getTextareaProps(fields.lostDetail)}
              key={fields.lostDetail.key}
              rows={compact ? 2 : 3}
              maxLength={pipelineBounds.lostDetail}
              {...describedBy(fields.lostDetail.id, { error: detailError })}
            />
          </Field>
        </>
      ) : null}
      {compact ? null : (
        <Button type="submit" variant="outline" disabled={busy}>
          Salvar status
        </Button>
      )}
    </fetcher.Form>
  );
}
