import { redirect } from "react-router";
import type { z } from "zod";
import { taskMessages } from "~/features/tasks";
import { refuse, type ActionResult } from "~/lib/action-result";
import { intent, intentAction } from "~/lib/forms/intent-action.server";
import { currentActor } from "~/lib/request-scope.server";
import { addLeadEmail } from "./lead-email.server";
import { leadFormSchemas, taskDueAt } from "./lead-forms";
import { addLeadTask, setLeadTaskDone } from "./lead-tasks.server";
import { pipelineMessages } from "./pipeline";
import { addLeadNote, assignLeadOwner, changeLeadStatus, setLeadValue, type PipelineResult } from "./pipeline.server";
import { sendLeadReply } from "./reply.server";
import { setTouchAlerts } from "./touch-alerts.server";

/**
 * A change of the lead, told with what was done (or that nothing changed). A lead that became
 * another's, the person's one lead, takes staff there.
 */
function change<S extends z.ZodType>(schema: S, save: (form: z.output<S>) => Promise<PipelineResult>, saved: string, resetForm = false) {
  return intent(
    schema,
    async (form) => {
      const outcome = await save(form);
      if (outcome.ok && outcome.mergedInto) throw redirect(`/admin/leads/${outcome.mergedInto}`);
      return outcome;
    },
    { resetForm, done: ({ changed }) => (changed ? saved : pipelineMessages.unchanged) },
  );
}

async function saveTouchAlerts(on: boolean): Promise<ActionResult<{ changed: boolean; on: boolean }>> {
  const actor = currentActor();
  if (!actor) return refuse(404, pipelineMessages.leadNotFound);
  return { ok: true, changed: await setTouchAlerts(actor.id, on), on };
}

/**
 * The posts of the lead's page and of the board: a status, an owner, the deal's value, a task
 * (new, done or reopened), a note, a reply, the e-mail of a lead known by phone or the staff
 * member's touch alerts, each checked with its form's schema here whatever the screen sent, and
 * answered on the page with or without scripts. The note, the reply and the new task are cleared
 * for the next one; the other forms keep what was chosen.
 */
export function leadAction(request: Request) {
  const schemas = leadFormSchemas;
  return intentAction(
    request,
    {
      status: change(schemas.status, (form) => changeLeadStatus(form.leadId, form), pipelineMessages.statusSaved),
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
    },
    { item: "leadId" },
  );
}
