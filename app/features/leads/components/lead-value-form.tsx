import { getFormProps, getInputProps } from "@conform-to/react";
import { formatPriceInput } from "~/lib/money";
import { Button } from "~/ui/button";
import { describedBy, Field } from "~/ui/field";
import { Input } from "~/ui/input";
import type { ActionAnswer } from "~/lib/action-result";
import { leadValueFormSchema } from "../pipeline";
import { useLeadForm } from "./use-lead-form";

/** What the deal is worth, typed in reais; emptied, the lead has no value. */
export function LeadValueForm({
  lead,
  documentAnswer,
}: {
  lead: { id: string; valueCents: number | null };
  documentAnswer: ActionAnswer | undefined;
}) {
  const { fetcher, form, fields, busy } = useLeadForm({
    id: `lead-value-${lead.id}`,
    intent: "value",
    leadId: lead.id,
    schema: leadValueFormSchema,
    documentAnswer,
    defaultValue: { value: lead.valueCents === null ? "" : formatPriceInput(lead.valueCents) },
  });
  const error = fields.value.errors?.[0];
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="value" />
      <input type="hidden" name="leadId" value={lead.id} />
      <Field
        id={fields.value.id}
        label="Valor do negócio (R$)"
        hint="Como 1.234,56; em branco, sem valor. Uma proposta enviada ou aprovada passa a valer o total dela."
        error={error}
      >
        <Input
          {...getInputProps(fields.value, { type: "text" })}
          key={fields.value.key}
          inputMode="decimal"
          autoComplete="off"
          {...describedBy(fields.value.id, { error, hint: true })}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={busy}>
        Salvar valor
      </Button>
    </fetcher.Form>
  );
}
