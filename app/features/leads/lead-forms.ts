import { z } from "~/lib/zod";
import { parseBusinessDateTime } from "~/lib/dates";
import { taskFields, taskMessages } from "~/features/tasks";
import {
  leadEmailFormSchema,
  leadIdField,
  leadNoteFormSchema,
  leadOwnerFormSchema,
  leadReplyFormSchema,
  leadStatusFormSchema,
  leadTouchAlertsFormSchema,
  leadValueFormSchema,
  pipelineMessages,
} from "./pipeline";

/** A new task of the lead, for an active member of sales. */
export const leadTaskFormSchema = z.object({
  intent: z.literal("task"),
  leadId: leadIdField,
  ...taskFields,
  ownerId: z.string({ error: pipelineMessages.owner }).trim().min(1, pipelineMessages.owner).max(100, pipelineMessages.owner),
});

const taskId = z.uuid({ error: taskMessages.notFound });

export const leadTaskDoneFormSchema = z.object({ intent: z.literal("task-done"), leadId: leadIdField, taskId });

export const leadTaskReopenFormSchema = z.object({ intent: z.literal("task-reopen"), leadId: leadIdField, taskId });

/** Deletes the lead (soft): it leaves every list and its meeting's slot is free again. */
const leadDeleteFormSchema = z.object({ intent: z.literal("delete"), leadId: leadIdField });

/** Cancels the lead's meeting, held or confirmed: its slot is free again; the lead and its status stay. */
const leadCancelMeetingFormSchema = z.object({ intent: z.literal("cancel-meeting"), leadId: leadIdField });

/** The instant a task's checked `dueAt` names. */
export const taskDueAt = (value: string) => parseBusinessDateTime(value)!;

/** Every form of the lead screens (the lead's page, the list and the board), told apart by its `intent`. */
export const leadFormSchemas = {
  status: leadStatusFormSchema,
  owner: leadOwnerFormSchema,
  value: leadValueFormSchema,
  task: leadTaskFormSchema,
  "task-done": leadTaskDoneFormSchema,
  "task-reopen": leadTaskReopenFormSchema,
  note: leadNoteFormSchema,
  reply: leadReplyFormSchema,
  "touch-alerts": leadTouchAlertsFormSchema,
  email: leadEmailFormSchema,
  delete: leadDeleteFormSchema,
  "cancel-meeting": leadCancelMeetingFormSchema,
} as const;

export type LeadFormIntent = keyof typeof leadFormSchemas;
