import { data, redirect } from "react-router";
import { readFormData } from "~/lib/forms/form-action.server";
import { parseForm } from "~/lib/forms/parse-form";
import { nulCharacterMessage } from "~/lib/validation";
import type { LeadAnswer } from "./lead-answer";
import { taskMessages } from "~/features/tasks";
import { addLeadEmail } from "./lead-email.server";
import { leadFormSchema, leadFormSchemas, taskDueAt, type LeadForm, type LeadFormIntent } from "./lead-forms";
import { addLeadTask, setLeadTaskDone } from "./lead-tasks.server";
import { softDeleteLead } from "./leads.server";
import { cancelMeeting } from "./meeting-admin.server";
import { pipelineMessages } from "./pipeline";
import { addLeadNote, assignLeadOwner, changeLeadStatus, setLeadValue, type PipelineResult } from "./pipeline.server";
import { sendLeadReply } from "./reply.server";
import { setTouchAlerts } from "./touch-alerts.server";
import { currentActor } from "~/lib/request-scope.server";

/** What staff read after each change; a deleted lead is named (`deleteLead`). */
const done: Record<Exclude<LeadFormIntent, "delete">, string> = {
  status: pipelineMessages.statusSaved,
  owner: pipelineMessages.ownerSaved,
  value: pipelineMessages.valueSaved,
  task: taskMessages.created,
  "task-done": taskMessages.done,
  "task-reopen": taskMessages.reopened,
  note: pipelineMessages.noteSaved,
  reply: pipelineMessages.replySent,
  "touch-alerts": pipelineMessages.touchAlertsOn,
  email: pipelineMessages.emailSaved,
  "cancel-meeting": pipelineMessages.meetingCancelled,
};

const isIntent = (value: unknown): value is LeadFormIntent => typeof value === "string" && value in leadFormSchemas;

function run(form: LeadForm): Promise<PipelineResult> {
  switch (form.intent) {
    case "status":
      return changeStatus(form.leadId, form);
    case "owner":
      return assignLeadOwner(form.leadId, form.ownerId || null);
    case "value":
      return setLeadValue(form.leadId, form.value);
    case "task":
      return addLeadTask(form.leadId, { type: form.type, dueAt: taskDueAt(form.dueAt), ownerId: form.ownerId, note: form.note });
    case "task-done":
      return setLeadTaskDone(form.leadId, form.taskId, true);
    case "task-reopen":
      return setLeadTaskDone(form.leadId, form.taskId, false);
    case "note":
      return addLeadNote(form.leadId, form.body);
    case "reply":
      return sendLeadReply(form.leadId, form);
    case "touch-alerts":
      return saveTouchAlerts(form.touchAlerts);
    case "email":
      return addLeadEmail(form.leadId, form.email);
    case "delete":
      return deleteLead(form.leadId);
    case "cancel-meeting":
      return cancelLeadMeeting(form.leadId);
  }
}

/** A lost lead gives up its meeting still to come: staff read that it went with the change. */
async function changeStatus(leadId: string, form: Parameters<typeof changeLeadStatus>[1]): Promise<PipelineResult> {
  const outcome = await changeLeadStatus(leadId, form);
  if (!outcome.ok || !outcome.meetingCancelled) return outcome;
  return { ...outcome, message: `${pipelineMessages.statusSaved} ${pipelineMessages.meetingCancelled}` };
}

async function deleteLead(leadId: string): Promise<PipelineResult> {
  const removed = await softDeleteLead(leadId);
  if (!removed) return { ok: false, status: 404, message: pipelineMessages.leadNotFound };
  return { ok: true, changed: true, message: pipelineMessages.deleted(removed.name) };
}

async function cancelLeadMeeting(leadId: string): Promise<PipelineResult> {
  if (await cancelMeeting(leadId)) return { ok: true, changed: true };
  return { ok: false, status: 404, message: pipelineMessages.meetingNotFound };
}

async function saveTouchAlerts(touchAlerts: boolean): Promise<PipelineResult> {
  const actor = currentActor();
  if (!actor) return { ok: false, status: 404, message: pipelineMessages.leadNotFound };
  return { ok: true, changed: await setTouchAlerts(actor.id, touchAlerts) };
}

/**
 * The posts of the lead's page, the list and the board: a status, an owner, the deal's value, a
 * task (new, done or reopened), a note, a reply, the e-mail of a lead known by phone, the staff
 * member's touch alerts, deleting the lead or cancelling its meeting, each checked with its
 * form's schema here whatever the screen sent, and answered on the page with or without scripts.
 */
export async function leadAction(request: Request) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const leadId = typeof formData.get("leadId") === "string" ? String(formData.get("leadId")) : null;
  if (!isIntent(intent)) {
    return data<LeadAnswer>(
      { intent: null, leadId, ok: false, message: pipelineMessages.leadNotFound, result: { status: "error", error: {} } },
      { status: 400 },
    );
  }
  if ([...formData.values()].some((value) => typeof value === "string" && value.includes("\u0000"))) {
    return data<LeadAnswer>(
      { intent, leadId, ok: false, message: nulCharacterMessage, result: { status: "error", error: { "": [nulCharacterMessage] } } },
      { status: 400 },
    );
  }
  const submission = parseForm(formData, leadFormSchema);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? pipelineMessages.leadNotFound;
    return data<LeadAnswer>({ intent, leadId, ok: false, message, result: submission.reply() }, { status: 400 });
  }
  const outcome = await run(submission.value);
  if (!outcome.ok) {
    const result = submission.reply({
      formErrors: [outcome.message],
      fieldErrors: outcome.field ? { [outcome.field]: [outcome.message] } : {},
    });
    return data<LeadAnswer>({ intent, leadId, ok: false, message: outcome.message, result }, { status: outcome.status });
  }
  // The lead became another's, the person's one lead: staff go on there.
  if (outcome.mergedInto) throw redirect(`/admin/leads/${outcome.mergedInto}`);
  // The note, the reply and the new task are cleared for the next one; the other forms keep what was chosen.
  const resetForm = intent === "note" || intent === "reply" || intent === "task";
  const turnedOff = submission.value.intent === "touch-alerts" && !submission.value.touchAlerts;
  const message = !outcome.changed
    ? pipelineMessages.unchanged
    : turnedOff
      ? pipelineMessages.touchAlertsOff
      : (outcome.message ?? done[intent as keyof typeof done]);
  return data<LeadAnswer>({ intent, leadId, ok: true, message, result: { ...submission.reply({ resetForm }), status: "success" } });
}
