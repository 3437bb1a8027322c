import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Button } from "~/ui/button";
import { describedBy, Field, Textarea } from "~/ui/field";
import type { ActionAnswer } from "~/lib/action-result";
import { leadNoteFormSchema, pipelineBounds } from "../pipeline";
import { useLeadForm } from "./use-lead-form";

/** A staff note on the lead's timeline, emptied once saved. */
export function LeadNoteForm({ leadId, documentAnswer }: { leadId: string; documentAnswer: ActionAnswer | undefined }) {
  const { fetcher, form, fields, busy } = useLeadForm({
    id: `lead-note-${leadId}`,
    intent: "note",
    leadId,
    schema: leadNoteFormSchema,
    documentAnswer,
  });
  const error = fields.body.errors?.[0];
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="leadId" value={leadId} />
      <Field id={fields.body.id} label="Nova nota" hint={`Até ${pipelineBounds.note.toLocaleString("pt-BR")} caracteres.`} error={error}>
        <Textarea
          {...getTextareaProps(fields.body)}
          key={fields.body.key}
          rows={3}
          {...describedBy(fields.body.id, { error, hint: true })}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={busy}>
        Adicionar nota
      </Button>
    </fetcher.Form>
  );
}
