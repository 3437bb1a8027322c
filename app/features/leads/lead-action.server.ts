import { redirect } from "react-router";
import type { z } from "zod";
import { taskMessages } from "~/features/tasks";
import { refuse, type ActionResult } from "~/lib/action-result";
import { intent, intentAction } from "~/lib/forms/intent-action.server";
import { currentActor } from "~/lib/request-scope.server";
import { addLeadEmail } from "./lead-email.server";
import { leadFormSchemas, taskDueAt } from "./lead-forms";
import { addLeadTask, setLeadTaskDone } from "./lead-tasks.server";
import { softDeleteLead } from "./leads.server";
import { cancelMeeting } from "./meeting-admin.server";
import { pipelineMessages } from "./pipeline";
import { addLeadNote, assignLeadOwner, changeLeadStatus, setLeadValue, type PipelineResult } from "./pipeline.server";
import { sendLeadReply } from "./reply.server";
import { setTouchAlerts } from "./touch-alerts.server";

type Changed = Extract<PipelineResult, { ok: true }>;

/**
 * A change of the lead, told with what was done (or that nothing changed). A lead that became
 * another's, the person's one lead, takes staff there.
 */
function change<S extends z.ZodType>(
  schema: S,
  save: (form: z.output<S>) => Promise<PipelineResult>,
  saved: string | ((outcome: Changed) => string),
  resetForm = false,
) {
  return intent<S, PipelineResult>(
    schema,
    async (form) => {
      const outcome = await save(form);
      if (outcome.ok && outcome.mergedInto) throw redirect(`/admin/leads/${outcome.mergedInto}`);
      return outcome;
    },
    {
      resetForm,
      done: (outcome) => (!outcome.changed ? pipelineMessages.unchanged : typeof saved === "string" ? saved : saved(outcome)),
    },
  );
}

/** A lost lead gives up its meeting still to come: staff read that it went with the change. */
const statusSaved = ({ meetingCancelled }: Changed) =>
  meetingCancelled ? `${pipelineMessages.statusSaved} ${pipelineMessages.meetingCancelled}` : pipelineMessages.statusSaved;

async function deleteLead(leadId: string): Promise<ActionResult<{ name: string }>> {
  const removed = await softDeleteLead(leadId);
  return removed ? { ok: true, name: removed.name } : refuse(404, pipelineMessages.leadNotFound);
}

async function cancelLeadMeeting(leadId: string): Promise<ActionResult> {
  return (await cancelMeeting(leadId)) ? { ok: true } : refuse(404, pipelineMessages.meetingNotFound);
}

async function saveTouchAlerts(on: boolean): Promise<ActionResult<{ changed: boolean; on: boolean }>> {
  const actor = currentActor();
  if (!actor) return refuse(404, pipelineMessages.leadNotFound);
  return { ok: true, changed: await setTouchAlerts(actor.id, on), on };
}

/**
 * The posts of the lead's page, the list and the board: a status, an owner, the deal's value, a
 * task (new, done or reopened), a note, a reply, the e-mail of a lead known by phone, the staff
 * member's touch alerts, deleting the lead or cancelling its meeting, each checked with its
 * form's schema here whatever the screen sent, and answered on the page with or without scripts.
 * The note, the reply and the new task are cleared for the next one; the other forms keep what
 * was chosen.
 */
export function leadAction(request: Request) {
  const schemas = leadFormSchemas;
  return intentAction(
    request,
    {
      status: change(schemas.status, (form) => changeLeadStatus(form.leadId, form), statusSaved),
      owner: change(schemas.owner, (form) => assignLeadOwner(form.leadId, form.ownerId || null), pipelineMessages.ownerSaved),
      value: change(schemas.value, (form) => setLeadValue(form.leadId, form.value), pipelineMessages.valueSaved),
      task: change(
        schemas.task,
        (form) => addLeadTask(form.leadId, { type: form.type, dueAt: taskDueAt(form.dueAt), ownerId: form.ownerId, note: form.note }),
        taskMessages.created,
        true,
      ),
      "task-done": change(schemas["task-done"], (form) => setLeadTaskDone(form.leadId, form.taskId, true), taskMessages.done),
      "task-reopen": change(schemas["task-reopen"], (form) => setLeadTaskDone(form.leadId, form.taskId, false), taskMessages.reopened),
      note: change(schemas.note, (form) => addLeadNote(form.leadId, form.body), pipelineMessages.noteSaved, true),
      reply: change(schemas.reply, (form) => sendLeadReply(form.leadId, form), pipelineMessages.replySent, true),
      "touch-alerts": intent(schemas["touch-alerts"], (form) => saveTouchAlerts(form.touchAlerts), {
        done: ({ changed, on }) =>
          !changed ? pipelineMessages.unchanged : on ? pipelineMessages.touchAlertsOn : pipelineMessages.touchAlertsOff,
      }),
      email: change(schemas.email, (form) => addLeadEmail(form.leadId, form.email), pipelineMessages.emailSaved),
      delete: intent(schemas.delete, (form) => deleteLead(form.leadId), { done: ({ name }) => pipelineMessages.deleted(name) }),
      "cancel-meeting": intent(schemas["cancel-meeting"], (form) => cancelLeadMeeting(form.leadId), {
        done: pipelineMessages.meetingCancelled,
      }),
    },
    { item: "leadId" },
  );
}
