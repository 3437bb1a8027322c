import { eq } from "drizzle-orm";
import { config } from "~/config/env.server";
import type { Transaction } from "~/db/client.server";
import { leads, users, type OutboxAttachment } from "~/db/schema";
import { secretLinkPlaceholder } from "~/features/notifications";
import { enqueueMail } from "~/features/notifications/index.server";
import { formatDateTime, formatLongDateTime } from "~/lib/dates";
import { oneLine } from "~/lib/text";
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

type Audience = "visitor" | "staff";

/**
 * The meeting's .ics, or none without a company address to organize it (an invitation needs
 * its organizer). The visitor's e-mail was typed by whoever booked, unverified: their copy
 * carries only fixed text, the slot and the company's contacts. Staff's names the visitor.
 */
function invitationAttachment(meeting: MeetingNotice, company: CompanyContacts, now: Date, audience: Audience): OutboxAttachment[] {
  if (!company.email) return [];
  const companyContact = company.phone ? `Contato da empresa: ${company.phone}, ${company.sales}` : `Contato da empresa: ${company.sales}`;
  const visitor = visitorLine(meeting);
  const content = meetingInvitation({
    uid: meetingUid(meeting.leadId, meeting.at),
    start: meeting.at,
    end: new Date(meeting.at.getTime() + meeting.minutes * 60_000),
    stamp: now,
    summary: audience === "staff" ? `Reunião: ${oneLine(meeting.name)} e ${company.name}` : `Reunião com a equipe da ${company.name}`,
    description:
      audience === "staff"
        ? [
            `Reunião agendada pelo site entre ${oneLine(meeting.name)} e a equipe da ${company.name}.`,
            `Visitante: ${visitor}`,
            companyContact,
          ].join("\n")
        : [`Reunião agendada pelo site com a equipe da ${company.name}.`, companyContact].join("\n"),
    location: company.address,
    organizer: { name: company.name, email: company.email },
    attendee: { email: meeting.email, ...(audience === "staff" ? { name: oneLine(meeting.name) } : {}) },
  });
  return [{ ...invitationFile, content: Buffer.from(content, "utf8").toString("base64") }];
}

const visitorLine = (meeting: MeetingNotice) =>
  [meeting.name, meeting.email, meeting.phone]
    .filter((field): field is string => Boolean(field))
    .map(oneLine)
    .join(", ");

const when = (meeting: Pick<MeetingNotice, "at" | "minutes">) =>
  `${formatLongDateTime(meeting.at)} (horário de Brasília), ${meeting.minutes} minutos`;

const changeLine = (company: CompanyContacts) =>
  `Para remarcar ou cancelar, responda a este e-mail${company.phone ? ` ou ligue para ${company.phone}` : ""}.`;

// One line per field: no value typed by a visitor can pass for another line.
const staffLines = (meeting: MeetingNotice) => [
  `Nome: ${oneLine(meeting.name)}`,
  `E-mail: ${oneLine(meeting.email)}`,
  `Telefone: ${meeting.phone ? oneLine(meeting.phone) : "não informado"}`,
  "",
  `Lead: ${leadLink(meeting.leadId)}`,
];

type BookedMeeting = { leadId: string; at: Date; minutes: number };

/**
 * The mails of a booking, written in its transaction: `hold`, to the typed e-mail, with the link
 * that confirms the held slot; `confirm`, once confirmed, the visitor's confirmation and the
 * same for the lead's owner (or sales), each with the invitation; `alreadyBooked`, to the e-mail
 * of a request refused because that mailbox already has a meeting. The company is read first,
 * outside the transaction.
 */
export async function meetingMails() {
  const company = await companyContacts();
  /**
   * Fixed text, the slot, the hold's end and the link: nothing typed by whoever booked. The link
   * is kept apart from the text and dropped once sent, as a sign-in link is (decision 177).
   */
  const hold = async (tx: Transaction, held: BookedMeeting & { heldUntil: Date }, link: string) => {
    const lead = await meetingLead(tx, held.leadId);
    if (!lead) return;
    await enqueueMail(tx, {
      kind: "meeting-hold",
      leadId: held.leadId,
      to: lead.email,
      replyTo: company.sales || null,
      subject: `Confirme sua reunião: ${formatLongDateTime(held.at)}`,
      text: [
        "Olá!",
        "",
        `Recebemos pelo site um pedido de reunião com a equipe da ${company.name} para ${when(held)}.`,
        `O horário está reservado até ${formatDateTime(held.heldUntil)} (horário de Brasília). Para confirmar a reunião, abra o link abaixo e use o botão 'Confirmar reunião':`,
        secretLinkPlaceholder,
        "",
        "Sem a confirmação, a reserva expira e o horário fica livre. Se você não pediu esta reunião, ignore este e-mail.",
        changeLine(company),
        "",
        company.name,
      ].join("\n"),
      secretLink: link,
    });
  };
  const confirm = async (tx: Transaction, booked: BookedMeeting, now: Date) => {
    const lead = await meetingLead(tx, booked.leadId);
    if (!lead) return;
    const meeting = { ...booked, ...lead };
    const attachments = invitationAttachment(meeting, company, now, "visitor");
    const invitationLine = attachments.length ? "O convite está anexo (reuniao.ics): abra-o para adicionar a reunião à agenda." : "";
    await enqueueMail(tx, {
      kind: "meeting-confirmation",
      leadId: meeting.leadId,
      to: meeting.email,
      replyTo: company.sales || null,
      subject: `Reunião confirmada: ${formatLongDateTime(meeting.at)}`,
      text: [
        "Olá!",
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
      subject: `Reunião agendada: ${oneLine(meeting.name)} — ${formatDateTime(meeting.at)}`,
      text: [
        `Reunião agendada pelo site e confirmada pelo visitante para ${when(meeting)}.`,
        invitationLine,
        "",
        ...staffLines(meeting),
      ].join("\n"),
      attachments: invitationAttachment(meeting, company, now, "staff"),
    });
  };
  return {
    hold,
    confirm,
    alreadyBooked: (tx: Transaction, request: Omit<BookedMeeting, "minutes">) => alreadyBookedNotice(tx, request, company),
  };
}

/**
 * The chat answers a request refused for this reason as it answers a booking, so only the
 * mailbox's owner learns it has a meeting: fixed text, the slot asked for, the company's contacts.
 */
async function alreadyBookedNotice(tx: Transaction, request: Omit<BookedMeeting, "minutes">, company: CompanyContacts) {
  const lead = await meetingLead(tx, request.leadId);
  if (!lead) return;
  await enqueueMail(tx, {
    kind: "meeting-not-booked",
    leadId: request.leadId,
    to: lead.email,
    replyTo: company.sales || null,
    subject: `Pedido de reunião: ${formatLongDateTime(request.at)}`,
    text: [
      "Olá!",
      "",
      `Recebemos pelo site um pedido de reunião com a equipe da ${company.name} para ${formatLongDateTime(request.at)} (horário de Brasília).`,
      "Este e-mail já tem uma reunião agendada conosco, por isso o novo horário não foi reservado.",
      changeLine(company),
      "",
      company.name,
    ].join("\n"),
  });
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
      "Olá!",
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
    subject: `Lembrete: reunião com ${oneLine(meeting.name)} — ${formatDateTime(meeting.at)}`,
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
  // Meetings are booked from the site with an e-mail: a lead known only by phone has none to tell.
  if (!row?.email) return null;
  return { name: row.name, email: row.email, phone: row.phone, ownerEmail: row.ownerActive ? row.ownerEmail : null };
}
