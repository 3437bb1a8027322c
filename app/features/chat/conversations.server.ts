import { and, asc, count, countDistinct, desc, eq, gte, inArray, max, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { db } from "~/db/client.server";
import { agentMessages, chatSessions, leads } from "~/db/schema";
import { readPage, type ListPaging } from "~/lib/list-paging";
import { truncateAtWord } from "~/lib/text";
import { periodStart, type Period } from "~/lib/periods";

/** Lowercase and accent-free, so "reuniao" finds "reunião" (staff type both ways). */
const folded = (value: SQLWrapper | string) => sql`immutable_unaccent(lower(${value}))`;

export type ConversationFilters = { search: string; leadId: string | null; period: Period };

/**
 * One page of the conversations (one per visitor session) in the period, newest first, with the
 * lead's name when known and the visitor's first message.
 */
export async function listConversations({ search, leadId, period }: ConversationFilters, paging: ListPaging, now = new Date()) {
  const conditions: Array<SQL | undefined> = [];
  const start = periodStart(period, now);
  if (start) conditions.push(gte(agentMessages.timestampMessage, start));
  if (leadId) conditions.push(eq(agentMessages.leadId, leadId));
  const term = search.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const matching = db()
      .select({ sessionId: agentMessages.sessionId })
      .from(agentMessages)
      // A deleted lead's name and e-mail find nothing: the lead has left every list.
      .leftJoin(leads, and(eq(leads.id, agentMessages.leadId), eq(leads.deleted, false)))
      .where(
        or(...[agentMessages.messageContent, leads.name, leads.email].map((column) => sql`${folded(column)} like ${folded(pattern)}`)),
      );
    conditions.push(inArray(agentMessages.sessionId, matching));
  }
  const where = and(...conditions);
  const page = await readPage(
    paging,
    async () =>
      (
        await db()
          .select({ total: countDistinct(agentMessages.sessionId) })
          .from(agentMessages)
          .where(where)
      )[0]?.total ?? 0,
    ({ limit, offset }) =>
      db()
        .select({
          sessionId: agentMessages.sessionId,
          messages: count(),
          lastAt: max(agentMessages.timestampMessage),
          leadId: sql<string | null>`max(${agentMessages.leadId}::text)`,
        })
        .from(agentMessages)
        .where(where)
        .groupBy(agentMessages.sessionId)
        // The session breaks ties, so a conversation is on one page only.
        .orderBy(desc(max(agentMessages.timestampMessage)), asc(agentMessages.sessionId))
        .limit(limit)
        .offset(offset),
  );
  const leadIds = page.rows.map((row) => row.leadId).filter((id): id is string => Boolean(id));
  const [names, openings] = await Promise.all([
    leadIds.length
      ? db()
          .select({ id: leads.id, name: leads.name })
          .from(leads)
          .where(and(inArray(leads.id, leadIds), eq(leads.deleted, false)))
      : [],
    firstVisitorMessages(page.rows.map((row) => row.sessionId)),
  ]);
  const nameOf = new Map(names.map((lead) => [lead.id, lead.name]));
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      leadName: row.leadId ? (nameOf.get(row.leadId) ?? null) : null,
      preview: openings.get(row.sessionId) ?? null,
    })),
  };
}

/** The longest preview of a conversation's first visitor message, '…' included. */
const previewLength = 90;

/** Each session's first visitor message, cut at a word for the list (one index probe per session). */
async function firstVisitorMessages(sessionIds: string[]) {
  if (sessionIds.length === 0) return new Map<string, string>();
  const rows = await db()
    .selectDistinctOn([agentMessages.sessionId], {
      sessionId: agentMessages.sessionId,
      // More than the preview keeps, so the cut still falls at a word.
      opening: sql<string>`left(${agentMessages.messageContent}, ${previewLength * 2})`,
    })
    .from(agentMessages)
    .where(and(inArray(agentMessages.sessionId, sessionIds), eq(agentMessages.messageType, "user")))
    .orderBy(agentMessages.sessionId, asc(agentMessages.timestampMessage), asc(agentMessages.createdAt));
  return new Map(rows.map((row) => [row.sessionId, truncateAtWord(row.opening, previewLength)]));
}

/** The live lead a conversation belongs to, if any: the open conversation may be on another page. */
export async function conversationLead(sessionId: string) {
  const [row] = await db()
    .select({ id: leads.id, name: leads.name })
    .from(agentMessages)
    .innerJoin(leads, and(eq(leads.id, agentMessages.leadId), eq(leads.deleted, false)))
    .where(eq(agentMessages.sessionId, sessionId))
    .limit(1);
  return row ?? null;
}

export function conversationMessages(sessionId: string) {
  return db()
    .select({
      id: agentMessages.id,
      type: agentMessages.messageType,
      content: agentMessages.messageContent,
      at: agentMessages.timestampMessage,
    })
    .from(agentMessages)
    .where(eq(agentMessages.sessionId, sessionId))
    .orderBy(asc(agentMessages.timestampMessage), asc(agentMessages.createdAt));
}

/** Deletes a conversation's messages and where the assistant stood in it; the lead, if any, stays. */
export async function deleteConversation(sessionId: string) {
  return db().transaction(async (tx) => {
    const removed = await tx.delete(agentMessages).where(eq(agentMessages.sessionId, sessionId)).returning({ id: agentMessages.id });
    await tx.delete(chatSessions).where(eq(chatSessions.sessionId, sessionId));
    return removed.length;
  });
}

/** Leads for the filter, by name; deleted leads are gone from every list. */
export function listLeadsForFilter() {
  return db().select({ id: leads.id, name: leads.name }).from(leads).where(eq(leads.deleted, false)).orderBy(asc(leads.name));
}
