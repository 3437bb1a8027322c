import { TZDate } from "@date-fns/tz";
import { and, asc, eq, gte, isNull, lt, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads, leadTasks, users } from "~/db/schema";
import { businessDateOf } from "~/features/business-days";
import { businessTimeZone } from "~/lib/dates";

/** The São Paulo day of an instant, from midnight to midnight. */
function businessDay(now: Date) {
  const [year, month, day] = businessDateOf(now).split("-").map(Number) as [number, number, number];
  return {
    start: new Date(new TZDate(year, month - 1, day, 0, 0, businessTimeZone).getTime()),
    end: new Date(new TZDate(year, month - 1, day + 1, 0, 0, businessTimeZone).getTime()),
  };
}

/** How many tasks each part of 'Minhas tarefas' shows, and one owner's morning e-mail lists. */
export const taskListLimit = 20;

const taskOfLead = {
  id: leadTasks.id,
  type: leadTasks.type,
  dueAt: leadTasks.dueAt,
  note: leadTasks.note,
  leadId: leads.id,
  leadName: leads.name,
};

/** A staff member's open tasks on live leads that also meet `when`, the soonest due first. */
function openTasksOf(ownerId: string, when: SQL | undefined) {
  return db()
    .select(taskOfLead)
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(and(eq(leadTasks.ownerId, ownerId), isNull(leadTasks.doneAt), eq(leads.deleted, false), when))
    .orderBy(asc(leadTasks.dueAt), asc(leadTasks.id))
    .limit(taskListLimit);
}

/** A staff member's open tasks in São Paulo days: the late ones (due before today), today's and the next ones. */
export async function myTasks(ownerId: string, now = new Date()) {
  const { start, end } = businessDay(now);
  const [late, today, next] = await Promise.all([
    openTasksOf(ownerId, lt(leadTasks.dueAt, start)),
    openTasksOf(ownerId, and(gte(leadTasks.dueAt, start), lt(leadTasks.dueAt, end))),
    openTasksOf(ownerId, gte(leadTasks.dueAt, end)),
  ]);
  return { late, today, next };
}

export type OwnerTask = { type: string; dueAt: Date; note: string; leadId: string; leadName: string };

/**
 * Each active staff member's open tasks on live leads due before `dayEnd` (the late ones and the
 * day's), the soonest first: what their own morning e-mail lists.
 */
export async function openTasksByOwner(dayEnd: Date) {
  const rows = await db()
    .select({ ...taskOfLead, ownerId: users.id, ownerName: users.name, ownerEmail: users.email })
    .from(leadTasks)
    .innerJoin(users, eq(users.id, leadTasks.ownerId))
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(and(isNull(leadTasks.doneAt), lt(leadTasks.dueAt, dayEnd), eq(leads.deleted, false), eq(users.active, true)))
    .orderBy(asc(users.id), asc(leadTasks.dueAt), asc(leadTasks.id));
  const owners = new Map<string, { id: string; name: string; email: string; tasks: OwnerTask[] }>();
  for (const { ownerId, ownerName, ownerEmail, id: _id, ...task } of rows) {
    const owner = owners.get(ownerId) ?? { id: ownerId, name: ownerName, email: ownerEmail, tasks: [] };
    owner.tasks.push(task);
    owners.set(ownerId, owner);
  }
  return [...owners.values()];
}
