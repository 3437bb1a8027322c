import { z } from "~/lib/zod";
import { leadStatuses } from "~/db/schema";
import { pipelineBounds } from "./pipeline";
import { staffLeadMessages as messages } from "./staff-messages";

const leadId = z.uuid({ error: messages.invalidLead });

/** What the leads tab asks of its screen's action, which checks each one whatever the screen sent. */
export const staffLeadCommandSchemas = [
  z.object({
    intent: z.literal("status"),
    id: leadId,
    status: z.enum(leadStatuses, { error: messages.invalidStatus }),
    // 'Perdido' needs it: the pipeline refuses the change without one.
    lostReason: z.string().max(pipelineBounds.lostReason).optional(),
  }),
  z.object({ intent: z.literal("delete-lead"), id: leadId }),
  z.object({ intent: z.literal("cancel-meeting"), id: leadId }),
] as const;

export type StaffLeadCommand = z.infer<(typeof staffLeadCommandSchemas)[number]>;

/** The action's answer to a lead command, as the leads tab reads it; a lead set to 'perdido' loses its upcoming meeting. */
export type StaffLeadResult =
  { ok: true; intent: StaffLeadCommand["intent"]; meetingCancelled?: boolean } | { ok: false; status: 400 | 404; message: string };
