import { getFormProps, getInputProps } from "@conform-to/react";
import { Button } from "~/ui/button";
import { describedBy, Field } from "~/ui/field";
import { Input } from "~/ui/input";
import type { ActionAnswer } from "~/lib/action-result";
import { leadEmailFormSchema } from "../pipeline";
import { useLeadForm } from "./use-lead-form";

/** The e-mail of a lead known only by phone; a lead that already has it takes this one in. */
export function LeadEmailForm({ leadId, documentAnswer }: { leadId: string; documentAnswer: ActionAnswer | undefined }) {
  const { fetcher, form, fields, busy } = useLeadForm({
    id: `lead-email-${leadId}`,
    intent: "email",
    leadId,
    schema: leadEmailFormSchema,
    documentAnswer,
  });
  const error = fields.email.errors?.[0];
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value="email" />
      <input type="hidden" name="leadId" value={leadId} />
      <Field
        id={fields.email.id}
        label="Adicionar e-mail"
        hint="Se outro lead já tem este e-mail, os dois viram um só, com todo o histórico."
        error={error}
      >
        <Input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          autoComplete="off"
          maxLength={254}
          {...describedBy(fields.email.id, { error, hint: true })}
        />
      </Field>
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        Salvar e-mail
      </Button>
    </fetcher.Form>
  );
}
