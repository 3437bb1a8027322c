import { eq } from "drizzle-orm";
import { config } from "~/config/env.server";
import type { Transaction } from "~/db/client.server";
import { leads, users, type OutboxAttachment } from "~/db/schema";
import { enqueueMail } from "~/features/notifications/index.server";
import { formatDateTime, formatLongDateTime } from "~/lib/dates";
import { companyContacts, type CompanyContacts } from "./company-contacts.server";
import { invitationFile, meetingInvitation } from "./invitation";

/** A lead's meeting, with who hears of it: the visitor, and the lead's owner when it has one. */
export type MeetingNotice = {
  leadId: string;
  name: string;
  email: string;
  phone: string | null;
  ownerEmail: string | null;
  at: Date;
  minutes: number;
};

const leadLink = (leadId: string) => `${config().publicUrl}/admin/leads/${leadId}`;

/** The invitation's UID: the same for one lead's meeting at one time, whoever sends it. */
const meetingUid = (leadId: string, at: Date) => `reuniao-${leadId}-${at.getTime()}@${new URL(config().publicUrl).hostname}`;

/** The owner when the lead has an active one, else the sales address; null when the settings name none. */
const staffRecipient = (meeting: MeetingNotice, company: CompanyContacts) => meeting.ownerEmail || company.sales || null;

/** The meeting's .ics, or none without a company address to organize it (an invitation needs its organizer). */
function invitationAttachment(meeting: MeetingNotice, company: CompanyContacts, now: Date): OutboxAttachment[] {
  if (!company.email) return [];
  const content = meetingInvitation({
    uid: meetingUid(meeting.leadId, meeting.at),
    start: meeting.at,
    end: new Date(meeting.at.getTime() + meeting.minutes * 60_000),
    stamp: now,
    summary: `Reunião: ${meeting.name} e ${company.name}`,
    description: [
      `Reunião agendada pelo site entre ${meeting.name} e a equipe da ${company.name}.`,
      `Visitante: ${meeting.name}, ${meeting.email}${meeting.phone ? `, ${meeting.phone}` : ""}`,
      company.phone ? `Contato da empresa: ${company.phone}, ${company.sales}` : `Contato da empresa: ${company.sales}`,
    ].join("\n"),
    location: company.address,
    organizer: { name: company.name, email: company.email },
    attendee: { name: meeting.name, email: meeting.email },
  });
  return [{ ...invitationFile, content: Buffer.from(content, "utf8").toString("base64") }];
}

const when = (meeting: MeetingNotice) => `${formatLongDateTime(meeting.at)} (horário de Brasília), ${meeting.minutes} minutos`;

const changeLine = (company: CompanyContacts) =>
  `Para remarcar ou cancelar, responda a este e-mail${company.phone ? ` ou ligue para ${company.phone}` : ""}.`;

const staffLines = (meeting: MeetingNotice) => [
  `Nome: ${meeting.name}`,
  `E-mail: ${meeting.email}`,
  `Telefone: ${meeting.phone ?? "não informado"}`,
  "",
  `Lead: ${leadLink(meeting.leadId)}`,
];

type BookedMeeting = { leadId: string; at: Date; minutes: number };

/**
 * Writes, in the booking's transaction, the visitor's confirmation and the same for the lead's
 * owner (or sales), each with the invitation. The company is read first, outside it.
 */
export async function meetingConfirmation() {
  const company = await companyContacts();
  return async (tx: Transaction, booked: BookedMeeting, now: Date) => {
    const lead = await meetingLead(tx, booked.leadId);
    if (!lead) return;
    const meeting = { ...booked, ...lead };
    const attachments = invitationAttachment(meeting, company, now);
    const invitationLine = attachments.length ? "O convite está anexo (reuniao.ics): abra-o para adicionar a reunião à agenda." : "";
    await enqueueMail(tx, {
      kind: "meeting-confirmation",
      leadId: meeting.leadId,
      to: meeting.email,
      replyTo: company.sales || null,
      subject: `Reunião confirmada: ${formatLongDateTime(meeting.at)}`,
      text: [
        `Olá, ${meeting.name}!`,
        "",
        `Sua reunião com a equipe da ${company.name} está confirmada para ${when(meeting)}.`,
        invitationLine,
        "",
        `Nossa equipe entrará em contato com os detalhes. ${changeLine(company)}`,
        "",
        company.name,
      ].join("\n"),
      attachments,
    });
    const staff = staffRecipient(meeting, company);
    if (!staff) return;
    await enqueueMail(tx, {
      kind: "meeting-confirmation",
      leadId: meeting.leadId,
      to: staff,
      replyTo: meeting.email,
      subject: `Reunião agendada: ${meeting.name} — ${formatDateTime(meeting.at)}`,
      text: [`Reunião agendada pelo site para ${when(meeting)}.`, invitationLine, "", ...staffLines(meeting)].join("\n"),
      attachments,
    });
  };
}

/** The reminders of one meeting, the day before: the visitor's, and the owner's (or sales'). */
export async function enqueueMeetingReminders(tx: Transaction, meeting: MeetingNotice, company: CompanyContacts) {
  const key = `reminder:${meeting.leadId}:${meeting.at.toISOString()}`;
  await enqueueMail(tx, {
    kind: "meeting-reminder",
    dedupeKey: key,
    leadId: meeting.leadId,
    to: meeting.email,
    replyTo: company.sales || null,
    subject: `Lembrete: reunião ${formatLongDateTime(meeting.at)}`,
    text: [
      `Olá, ${meeting.name}!`,
      "",
      `Lembramos da sua reunião com a equipe da ${company.name}: ${when(meeting)}.`,
      changeLine(company),
      "",
      company.name,
    ].join("\n"),
  });
  const staff = staffRecipient(meeting, company);
  if (!staff) return;
  await enqueueMail(tx, {
    kind: "meeting-reminder",
    dedupeKey: `${key}:equipe`,
    leadId: meeting.leadId,
    to: staff,
    replyTo: meeting.email,
    subject: `Lembrete: reunião com ${meeting.name} — ${formatDateTime(meeting.at)}`,
    text: [`Reunião marcada para ${when(meeting)}.`, "", ...staffLines(meeting)].join("\n"),
  });
}

/** The lead's contact and its owner's address (an active owner only), read in the caller's transaction. */
async function meetingLead(tx: Transaction, leadId: string) {
  const [row] = await tx
    .select({ name: leads.name, email: leads.email, phone: leads.phone, ownerEmail: users.email, ownerActive: users.active })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(eq(leads.id, leadId));
  if (!row) return null;
  return { name: row.name, email: row.email, phone: row.phone, ownerEmail: row.ownerActive ? row.ownerEmail : null };
}
