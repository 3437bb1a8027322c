import { getFormProps, getSelectProps } from "@conform-to/react";
import { Button } from "~/ui/button";
import { describedBy, Field, Select } from "~/ui/field";
import type { ActionAnswer } from "~/lib/action-result";
import { leadOwnerFormSchema } from "../pipeline";
import { useLeadForm } from "./use-lead-form";

type Props = {
  lead: { id: string; ownerId: string | null; ownerName: string | null };
  owners: Array<{ id: string; name: string }>;
  documentAnswer: ActionAnswer | undefined;
};

/** Who answers for the lead: an active member of sales, or nobody. */
export function LeadOwnerForm({ lead, owners, documentAnswer }: Props) {
  const { fetcher, form, fields, busy } = useLeadForm({
    id: `lead-owner-${lead.id}`,
    intent: "owner",
    leadId: lead.id,
    schema: leadOwnerFormSchema,
    documentAnswer,
    defaultValue: { ownerId: lead.ownerId ?? "" },
  });
  const error = fields.ownerId.errors?.[0];
  // A member deactivated since keeps showing as the owner until someone else is chosen.
  const gone = lead.ownerId && !owners.some((owner) => owner.id === lead.ownerId) ? lead.ownerId : null;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="owner" />
      <input type="hidden" name="leadId" value={lead.id} />
      <Field id={fields.ownerId.id} label="Responsável" error={error}>
        <Select {...getSelectProps(fields.ownerId)} key={fields.ownerId.key} {...describedBy(fields.ownerId.id, { error })}>
          <option value="">Sem responsável</option>
          {gone ? <option value={gone}>{lead.ownerName ?? "Membro removido"} (inativo)</option> : null}
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="outline" disabled={busy}>
        Salvar responsável
      </Button>
    </fetcher.Form>
  );
}
