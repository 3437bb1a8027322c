import { getFormProps, getInputProps } from "@conform-to/react";
import { Button } from "~/ui/button";
import { describedBy, Field } from "~/ui/field";
import { Input } from "~/ui/input";
import type { LeadAnswer } from "../lead-answer";
import { leadNextActionFormSchema } from "../pipeline";
import { useLeadForm } from "./use-lead-form";

/** The day of the lead's next step; emptied, the lead has none. */
export function LeadNextActionForm({
  lead,
  documentAnswer,
}: {
  lead: { id: string; nextActionOn: string | null };
  documentAnswer: LeadAnswer | undefined;
}) {
  const { fetcher, form, fields, busy } = useLeadForm({
    id: `lead-next-action-${lead.id}`,
    intent: "next-action",
    leadId: lead.id,
    schema: leadNextActionFormSchema,
    documentAnswer,
    defaultValue: { nextActionOn: lead.nextActionOn ?? "" },
  });
  const error = fields.nextActionOn.errors?.[0];
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="next-action" />
      <input type="hidden" name="leadId" value={lead.id} />
      <Field id={fields.nextActionOn.id} label="Próxima ação em" hint="Deixe em branco para não ter próxima ação." error={error}>
        <Input
          {...getInputProps(fields.nextActionOn, { type: "date" })}
          key={fields.nextActionOn.key}
          {...describedBy(fields.nextActionOn.id, { error, hint: true })}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={busy}>
        Salvar próxima ação
      </Button>
    </fetcher.Form>
  );
}
