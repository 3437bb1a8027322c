import { useRef } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { useJsonAction } from "~/lib/use-json-action";
import { listPagingHref } from "~/lib/list-paging";
import { Card } from "~/ui/card";
import { ListPager } from "~/ui/list-pager";
import type { LeadRow } from "../lead-row";
import type { StaffLeadCommand, StaffLeadResult } from "../staff-commands";
import { staffLeadMessages } from "../staff-messages";
import { leadsListSizes } from "../leads-list";
import { LeadCard, leadStatusId } from "./lead-card";
import { countOf } from "~/lib/plural";

type LeadList = { total: number; withMeeting: number; page: number; pages: number; size: number };

/** The live leads of the Atendente Virtual, a page at a time: those with a meeting first, the soonest on top. */
export function LeadsPanel({ leads, list }: { leads: LeadRow[]; list: LeadList }) {
  const [searchParams] = useSearchParams();
  const summary = useRef<HTMLParagraphElement>(null);
  const { submit, busy } = useJsonAction<StaffLeadResult>();

  async function remove(lead: LeadRow) {
    const result = await submit({ intent: "delete-lead", id: lead.id } satisfies StaffLeadCommand);
    if (!result.ok) return void toast.error(staffLeadMessages.deleteFailed, { description: result.message });
    toast.success(staffLeadMessages.deleted(lead.name));
    // The card that held focus is gone: focus goes to the list's summary.
    summary.current?.focus();
  }

  async function cancelMeeting(lead: LeadRow) {
    const result = await submit({ intent: "cancel-meeting", id: lead.id } satisfies StaffLeadCommand);
    if (!result.ok) return void toast.error(staffLeadMessages.meetingCancelFailed, { description: result.message });
    toast.success(staffLeadMessages.meetingCancelled);
    // The button that held focus is gone: focus goes to the lead's status, which may have changed with it.
    document.getElementById(leadStatusId(lead.id))?.focus();
  }

  if (list.total === 0) {
    return (
      <Card className="p-10 text-center text-steel-700">
        <p ref={summary} tabIndex={-1} className="focus:outline-none">
          {staffLeadMessages.noLeads}
        </p>
      </Card>
    );
  }
  const { total, withMeeting } = list;
  return (
    <>
      <p ref={summary} tabIndex={-1} className="text-sm text-steel-700 focus:outline-none">
        {countOf(total, "lead", "leads")}, {withMeeting} com reunião. Os com reunião aparecem primeiro, em ordem de data.
      </p>
      <ul aria-label="Leads" className="mt-3 space-y-3">
        {leads.map((lead) => (
          <li key={lead.id}>
            <LeadCard lead={lead} onCancelMeeting={() => void cancelMeeting(lead)} onDelete={() => void remove(lead)} busy={busy} />
          </li>
        ))}
      </ul>
      <ListPager
        {...list}
        sizes={leadsListSizes}
        hrefFor={(paging) => listPagingHref("/admin/agent-messages", searchParams, paging, leadsListSizes)}
      />
    </>
  );
}
