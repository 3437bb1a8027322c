import { and, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactRequests } from "~/db/schema";
import { readPage, type ListPaging } from "~/lib/list-paging";
import { recordActivity } from "~/features/activity/index.server";

function searchFilter(term: string): SQL | undefined {
  const query = term.trim();
  if (!query) return undefined;
  const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const folded = sql`immutable_unaccent(lower(${pattern}))`;
  const fields = [contactRequests.name, contactRequests.email, contactRequests.company, contactRequests.message, contactRequests.phone];
  return or(
    ...fields.map((field) => sql`immutable_unaccent(lower(coalesce(${field}, ''))) like ${folded}`),
    ilike(contactRequests.type, pattern),
  );
}

/** Every contact and quote request matching the search, newest first: the CSV export. */
export function listContactRequests(term = "") {
  return db().select().from(contactRequests).where(searchFilter(term)).orderBy(desc(contactRequests.createdAt));
}

/** One page of the inbox, newest first, with how many of the requests found are unread. */
export async function pageOfContactRequests(term: string, paging: ListPaging) {
  const filter = searchFilter(term);
  const [page, unread] = await Promise.all([
    readPage(
      paging,
      () => db().$count(contactRequests, filter),
      ({ limit, offset }) =>
        db().select().from(contactRequests).where(filter).orderBy(desc(contactRequests.createdAt)).limit(limit).offset(offset),
    ),
    db().$count(contactRequests, and(filter, isNull(contactRequests.readAt))),
  ]);
  return { ...page, unread };
}

export async function setRead(id: string, read: boolean) {
  const rows = await db()
    .update(contactRequests)
    .set({ readAt: read ? new Date() : null })
    .where(eq(contactRequests.id, id))
    .returning({ id: contactRequests.id });
  return rows.length > 0;
}

export async function deleteContactRequest(id: string) {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(contactRequests).where(eq(contactRequests.id, id)).returning({ name: contactRequests.name });
    if (row) await recordActivity(tx, { entity: "message", entityId: id, action: "deleted", label: row.name });
    return row ?? null;
  });
}
