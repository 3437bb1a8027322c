import { getFormProps } from "@conform-to/react";
import { Button } from "~/ui/button";
import type { ActionAnswer } from "~/lib/action-result";
import { leadTouchAlertsFormSchema } from "../pipeline";
import { useLeadForm } from "./use-lead-form";

/** The signed-in staff member's own choice, for every lead they own: shown where they work a lead. */
export function LeadTouchAlertsForm({
  leadId,
  touchAlerts,
  documentAnswer,
}: {
  leadId: string;
  touchAlerts: boolean;
  documentAnswer: ActionAnswer | undefined;
}) {
  const { fetcher, form, busy } = useLeadForm({
    id: `lead-touch-alerts-${leadId}`,
    intent: "touch-alerts",
    leadId,
    schema: leadTouchAlertsFormSchema,
    documentAnswer,
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-3 border-t border-steel-200 pt-4">
      <input type="hidden" name="intent" value="touch-alerts" />
      <input type="hidden" name="leadId" value={leadId} />
      <label className="flex cursor-pointer items-start gap-2 text-sm text-steel-900">
        <input
          type="checkbox"
          name="touchAlerts"
          value="true"
          defaultChecked={touchAlerts}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        <span>
          Avisar-me de novos contatos dos meus leads
          <span className="block text-steel-600">Um e-mail quando alguém que já é seu lead volta a falar com o Atendente Virtual.</span>
        </span>
      </label>
      <Button type="submit" variant="outline" disabled={busy}>
        Salvar aviso
      </Button>
    </fetcher.Form>
  );
}
