import { and, count, desc, eq, max, min, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { agentMessages, contactRequests, leadEvents, leads, outboxMails, users } from "~/db/schema";
import { newestFirst, type TimelineItem } from "./timeline";

/** Each kind of touch read for a timeline, at most this many (the newest). */
const timelineSourceLimit = 300;

const text = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * Every touch of a lead in one list, newest first: its contact and quote requests, its chat
 * conversations (one item each, at its last message), the e-mails the site sent them, and its
 * events (notes, status and owner changes, tasks, meetings), each with its author.
 */
export async function leadTimeline(leadId: string): Promise<TimelineItem[]> {
  const [lead] = await db().select({ name: leads.name, email: leads.email }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return [];
  const owner = alias(users, "event_owner");
  const [requests, conversations, mails, events] = await Promise.all([
    db()
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.leadId, leadId))
      .orderBy(desc(contactRequests.createdAt))
      .limit(timelineSourceLimit),
    db()
      .select({
        sessionId: agentMessages.sessionId,
        startedAt: min(agentMessages.timestampMessage),
        lastAt: max(agentMessages.timestampMessage),
        messages: count(),
        preview: sql<
          string | null
        >`(array_agg(${agentMessages.messageContent} order by ${agentMessages.timestampMessage}) filter (where ${agentMessages.messageType} = 'user'))[1]`,
      })
      .from(agentMessages)
      .where(eq(agentMessages.leadId, leadId))
      .groupBy(agentMessages.sessionId)
      .orderBy(desc(max(agentMessages.timestampMessage)))
      .limit(timelineSourceLimit),
    db()
      .select({ mail: outboxMails, author: users.name })
      .from(outboxMails)
      .leftJoin(users, eq(users.id, outboxMails.authorId))
      // The e-mails to the person (none without an e-mail); the staff's own notices about them are in 'E-mails'.
      .where(and(eq(outboxMails.leadId, leadId), sql`lower(${outboxMails.to}) = lower(${lead.email})`))
      .orderBy(desc(outboxMails.createdAt))
      .limit(timelineSourceLimit),
    db()
      .select({ event: leadEvents, author: users.name, ownerName: owner.name })
      .from(leadEvents)
      .leftJoin(users, eq(users.id, leadEvents.authorId))
      .leftJoin(owner, and(eq(leadEvents.kind, "owner"), sql`${owner.id} = ${leadEvents.data}->>'to'`))
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(desc(leadEvents.createdAt))
      .limit(timelineSourceLimit),
  ]);
  return newestFirst([
    ...requests.map((row): TimelineItem => ({
      kind: "request",
      id: row.id,
      at: row.createdAt.toISOString(),
      author: row.name,
      type: row.type,
      message: row.message,
      sourcePage: row.sourcePage,
    })),
    ...conversations.map((row): TimelineItem => ({
      kind: "conversation",
      id: row.sessionId,
      sessionId: row.sessionId,
      at: new Date(row.lastAt!).toISOString(),
      startedAt: new Date(row.startedAt!).toISOString(),
      author: lead.name,
      messages: row.messages,
      preview: row.preview,
    })),
    ...mails.map(({ mail, author }): TimelineItem => ({
      kind: "mail",
      id: mail.id,
      at: mail.createdAt.toISOString(),
      author,
      mailKind: mail.kind,
      subject: mail.subject,
      text: mail.text,
      to: mail.to,
      status: mail.status,
      lastError: mail.lastError,
    })),
    ...events.map(({ event, author, ownerName }): TimelineItem => ({
      kind: "event",
      id: event.id,
      at: event.createdAt.toISOString(),
      author,
      event: event.kind,
      body: event.body,
      // A task's events name its kind and when it is due.
      from: text(event.data.from ?? event.data.type),
      // An owner change names the member as they are called now (or as they were, if gone); a touch from outside the site its source.
      to: event.kind === "owner" ? (ownerName ?? text(event.data.toName)) : text(event.data.to ?? event.data.at ?? event.data.source),
    })),
  ]);
}
