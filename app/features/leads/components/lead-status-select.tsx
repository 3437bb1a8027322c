import { useState } from "react";
import { toast } from "sonner";
import { leadStatuses, type LeadStatus } from "~/db/schema";
import { useJsonAction } from "~/lib/use-json-action";
import { Select } from "~/ui/field";
import { leadStatusLabels } from "../lead-status";
import type { StaffLeadCommand, StaffLeadResult } from "../staff-commands";
import { staffLeadMessages } from "../staff-messages";

/** A lead's status, saved as soon as staff pick another; a refusal puts the stored one back. */
export function LeadStatusSelect({ id, leadId, leadName, status }: { id: string; leadId: string; leadName: string; status: LeadStatus }) {
  const { submit, busy } = useJsonAction<StaffLeadResult>();
  const [shown, setShown] = useState(status);
  const [stored, setStored] = useState(status);
  if (status !== stored) {
    setStored(status);
    setShown(status);
  }

  async function change(next: LeadStatus) {
    const previous = shown;
    setShown(next);
    const result = await submit({ intent: "status", id: leadId, status: next } satisfies StaffLeadCommand);
    if (result.ok)
      toast.success(staffLeadMessages.statusSaved, {
        description: result.meetingCancelled ? staffLeadMessages.meetingCancelled : undefined,
      });
    else {
      setShown(previous);
      toast.error(staffLeadMessages.statusFailed, { description: result.message });
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-steel-700">
        Status<span className="sr-only"> de {leadName}</span>
      </label>
      <Select
        id={id}
        value={shown}
        onChange={(event) => void change(event.target.value as LeadStatus)}
        disabled={busy}
        aria-busy={busy || undefined}
        className="md:w-48"
      >
        {leadStatuses.map((value) => (
          <option key={value} value={value}>
            {leadStatusLabels[value]}
          </option>
        ))}
      </Select>
    </div>
  );
}
