import { desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactRequests } from "~/db/schema";

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

/** Contact and quote requests, newest first, optionally filtered by a search across their fields. */
export function listContactRequests(term = "") {
  return db().select().from(contactRequests).where(searchFilter(term)).orderBy(desc(contactRequests.createdAt));
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
  const [row] = await db().delete(contactRequests).where(eq(contactRequests.id, id)).returning({ name: contactRequests.name });
  return row ?? null;
}
