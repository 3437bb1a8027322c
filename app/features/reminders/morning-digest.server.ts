import { TZDate } from "@date-fns/tz";
import { and, asc, eq, gt, gte, isNull, lt, or } from "drizzle-orm";
import { config } from "~/config/env.server";
import { db } from "~/db/client.server";
import { leads, outboxMails } from "~/db/schema";
import { businessDateOf, formatBusinessTime, openingOn } from "~/features/business-days";
import { enqueueMail } from "~/features/notifications/index.server";
import { taskTypeLabel } from "~/features/tasks";
import { openTasksByOwner, taskListLimit, type OwnerTask } from "~/features/tasks/index.server";
import { businessTimeZone, formatDate, formatDateTime } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { countOf } from "~/lib/plural";
import { oneLine } from "~/lib/text";
import { businessCalendar } from "./business-calendar.server";
import { companyContacts } from "./company-contacts.server";
import { waitingLeads, type WaitingLead } from "./waiting-leads.server";

type DayMeeting = { id: string; name: string; email: string | null; phone: string | null; meetingAt: Date | null; heldUntil: Date | null };

/** The São Paulo day an instant falls on, from midnight to midnight. */
function dayAround(now: Date) {
  const [year, month, day] = businessDateOf(now).split("-").map(Number) as [number, number, number];
  return {
    start: new Date(new TZDate(year, month - 1, day, 0, 0, businessTimeZone).getTime()),
    end: new Date(new TZDate(year, month - 1, day + 1, 0, 0, businessTimeZone).getTime()),
  };
}

/** The day's meetings, confirmed or still held; a hold past its end is none. */
function todaysMeetings(now: Date): Promise<DayMeeting[]> {
  const { start, end } = dayAround(now);
  return db()
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      meetingAt: leads.meetingAt,
      heldUntil: leads.meetingHeldUntil,
    })
    .from(leads)
    .where(
      and(
        eq(leads.deleted, false),
        gte(leads.meetingAt, start),
        lt(leads.meetingAt, end),
        or(isNull(leads.meetingHeldUntil), gt(leads.meetingHeldUntil, now)),
      ),
    )
    .orderBy(asc(leads.meetingAt));
}

/** A lead known only by phone has no address to show. */
const addressOf = (email: string | null) => (email ? ` <${email}>` : "");
const leadLink = (id: string) => `${config().publicUrl}/admin/leads/${id}`;
const time = (date: Date) => formatDateTime(date).slice(-5);

function digestText(now: Date, waiting: { alertHours: number; total: number; leads: WaitingLead[] }, meetings: DayMeeting[]) {
  const lines = ["Bom dia!", "", `Resumo de ${formatDate(now)} para a equipe de vendas.`, ""];
  lines.push(`Leads 'Novo' há mais de ${countOf(waiting.alertHours, "hora útil", "horas úteis")} (${waiting.total}):`);
  if (waiting.total === 0) lines.push("Nenhum lead aguardando atendimento.");
  for (const lead of waiting.leads) {
    lines.push(
      `- ${lead.name}${addressOf(lead.email)}: aguarda há ${formatBusinessTime(lead.waitingMs)} úteis, desde ${formatDateTime(lead.createdAt)}`,
    );
    lines.push(`  ${leadLink(lead.id)}`);
  }
  if (waiting.total > waiting.leads.length) {
    lines.push(`E mais ${waiting.total - waiting.leads.length}: ${config().publicUrl}/admin/leads`);
  }
  lines.push("", `Reuniões de hoje (${meetings.length}):`);
  if (meetings.length === 0) lines.push("Nenhuma reunião hoje.");
  for (const meeting of meetings) {
    const held = meeting.heldUntil ? ` (aguardando confirmação até ${time(meeting.heldUntil)})` : "";
    lines.push(
      `- ${time(meeting.meetingAt!)}: ${meeting.name}${addressOf(meeting.email)}${meeting.phone ? `, ${meeting.phone}` : ""}${held}`,
    );
    lines.push(`  ${leadLink(meeting.id)}`);
  }
  lines.push("", "Horários de Brasília.");
  return lines.join("\n");
}

/** One owner's morning e-mail: their late tasks and today's, each with its lead's link. */
function ownerDigestText(now: Date, dayStart: Date, owner: { name: string; tasks: OwnerTask[] }) {
  const lines = [`Bom dia, ${oneLine(owner.name).split(" ")[0]}!`, "", `Suas tarefas de ${formatDate(now)}.`];
  const part = (title: string, tasks: OwnerTask[], when: (date: Date) => string) => {
    lines.push("", `${title} (${tasks.length}):`);
    if (tasks.length === 0) lines.push("Nenhuma.");
    for (const task of tasks.slice(0, taskListLimit)) {
      lines.push(`- ${when(task.dueAt)} · ${taskTypeLabel(task.type)} · ${oneLine(task.leadName)}`);
      if (task.note) lines.push(`  ${oneLine(task.note)}`);
      lines.push(`  ${leadLink(task.leadId)}`);
    }
    if (tasks.length > taskListLimit) lines.push(`E mais ${tasks.length - taskListLimit} em 'Minhas tarefas': ${config().publicUrl}/admin`);
  };
  part(
    "Atrasadas",
    owner.tasks.filter((task) => task.dueAt < dayStart),
    formatDateTime,
  );
  part(
    "Hoje",
    owner.tasks.filter((task) => task.dueAt >= dayStart),
    time,
  );
  lines.push("", "Horários de Brasília.");
  return lines.join("\n");
}

/** Each owner with open tasks late or due today gets them in an e-mail of their own, once a day. */
async function enqueueOwnerDigests(now: Date) {
  const { start, end } = dayAround(now);
  let written = 0;
  for (const owner of await openTasksByOwner(end)) {
    const today = owner.tasks.filter((task) => task.dueAt >= start).length;
    const late = owner.tasks.length - today;
    const id = await db().transaction((tx) =>
      enqueueMail(tx, {
        kind: "task-digest",
        dedupeKey: `tasks:${businessDateOf(now)}:${owner.id}`,
        to: owner.email,
        subject: `Suas tarefas de ${formatDate(now)}: ${today} para hoje, ${countOf(late, "atrasada", "atrasadas")}`,
        text: ownerDigestText(now, start, owner),
      }),
    );
    if (id !== null) written++;
  }
  return written;
}

async function alreadyWritten(key: string) {
  const [row] = await db().select({ id: outboxMails.id }).from(outboxMails).where(eq(outboxMails.dedupeKey, key)).limit(1);
  return row !== undefined;
}

/**
 * The morning digest: once a business day, from its opening hour until it closes, to the sales
 * address, listing the leads waiting past the alert and the day's meetings; and to each owner of
 * open tasks late or due that day, their own. None on a weekday outside the meeting hours, a
 * national holiday or a staff day off. True when the sales digest was written now.
 */
export async function enqueueMorningDigest(now = new Date()) {
  const { hours, daysOff } = await businessCalendar();
  const opening = openingOn(now, hours, daysOff);
  if (!opening || now < opening.start || now >= opening.end) return false;
  await enqueueOwnerDigests(now);
  const dedupeKey = `digest:${businessDateOf(now)}`;
  if (await alreadyWritten(dedupeKey)) return false;
  const company = await companyContacts();
  if (!company.sales) {
    logger.warn({ dedupeKey }, "no sales e-mail in the settings: morning digest not written");
    return false;
  }
  const [waiting, meetings] = await Promise.all([waitingLeads(now), todaysMeetings(now)]);
  const subject = `Resumo de ${formatDate(now)}: ${countOf(waiting.total, "lead aguardando", "leads aguardando")}, ${countOf(meetings.length, "reunião hoje", "reuniões hoje")}`;
  const id = await db().transaction((tx) =>
    enqueueMail(tx, { kind: "digest", dedupeKey, to: company.sales, subject, text: digestText(now, waiting, meetings) }),
  );
  return id !== null;
}
