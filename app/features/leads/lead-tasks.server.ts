import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leadEvents, leadTasks, users, type TaskType } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import { taskMessages } from "~/features/tasks";
import { refuse } from "~/lib/action-result";
import { currentActor } from "~/lib/request-scope.server";
import { pipelineMessages } from "./pipeline";
import { lockLead, salesMember, type PipelineResult } from "./pipeline.server";

const notFound: PipelineResult = { ok: false, status: 404, message: pipelineMessages.leadNotFound };

type NewTask = { type: TaskType; dueAt: Date; ownerId: string; note: string };

/** A task on the lead for an active member of sales, with its event on the timeline. */
export async function addLeadTask(leadId: string, task: NewTask): Promise<PipelineResult> {
  return db().transaction(async (tx) => {
    const owner = await salesMember(tx, task.ownerId);
    if (!owner) return refuse(400, pipelineMessages.owner, { ownerId: pipelineMessages.owner });
    const lead = await lockLead(tx, leadId);
    if (!lead) return notFound;
    const authorId = currentActor()?.id ?? null;
    const [created] = await tx
      .insert(leadTasks)
      .values({ leadId, type: task.type, dueAt: task.dueAt, ownerId: owner.id, note: task.note, authorId })
      .returning({ id: leadTasks.id });
    await tx.insert(leadEvents).values({
      leadId,
      kind: "task",
      authorId,
      body: task.note || null,
      data: { taskId: created!.id, type: task.type, at: task.dueAt.toISOString(), ownerName: owner.name },
    });
    await recordActivity(tx, { entity: "lead", entityId: leadId, action: "updated", label: lead.name, fields: ["task"] });
    return { ok: true, changed: true };
  });
}

/** Marks one of the lead's tasks done, or open again, with its event on the timeline. */
export async function setLeadTaskDone(leadId: string, taskId: string, done: boolean, now = new Date()): Promise<PipelineResult> {
  return db().transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return notFound;
    const [task] = await tx
      .select()
      .from(leadTasks)
      .where(and(eq(leadTasks.id, taskId), eq(leadTasks.leadId, leadId)))
      .for("update");
    if (!task) return { ok: false, status: 404, message: taskMessages.notFound };
    if ((task.doneAt !== null) === done) return { ok: true, changed: false };
    await tx
      .update(leadTasks)
      .set({ doneAt: done ? now : null })
      .where(eq(leadTasks.id, taskId));
    await tx.insert(leadEvents).values({
      leadId,
      kind: done ? "task_done" : "task_reopened",
      authorId: currentActor()?.id ?? null,
      body: task.note || null,
      data: { taskId, type: task.type, at: task.dueAt.toISOString() },
    });
    await recordActivity(tx, { entity: "lead", entityId: leadId, action: "updated", label: lead.name, fields: ["task"] });
    return { ok: true, changed: true };
  });
}

/** The lead's tasks: the open ones by when they are due, then the done ones, the latest done first. */
export async function listLeadTasks(leadId: string) {
  const rows = await db()
    .select({
      id: leadTasks.id,
      type: leadTasks.type,
      dueAt: leadTasks.dueAt,
      note: leadTasks.note,
      doneAt: leadTasks.doneAt,
      ownerName: users.name,
    })
    .from(leadTasks)
    .leftJoin(users, eq(users.id, leadTasks.ownerId))
    .where(eq(leadTasks.leadId, leadId))
    .orderBy(
      sql`${leadTasks.doneAt} is not null`,
      sql`case when ${leadTasks.doneAt} is null then ${leadTasks.dueAt} end`,
      desc(leadTasks.doneAt),
      asc(leadTasks.id),
    )
    .limit(200);
  return rows.map((row) => ({ ...row, dueAt: row.dueAt.toISOString(), doneAt: row.doneAt?.toISOString() ?? null }));
}
