import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads } from "~/db/schema";

/** A lead's row for a test, with an e-mail made from its name. */
export const leadValues = (name: string, extra: Partial<typeof leads.$inferInsert> = {}) => ({
  name,
  email: `${name.toLowerCase()}@exemplo.com.br`,
  ...extra,
});

/** An id no lead has. */
export const missingLeadId = "00000000-0000-4000-8000-000000000000";

/** What a lead holds of its meeting, as stored. */
export async function storedMeeting(id: string) {
  const [row] = await db().select({ meetingAt: leads.meetingAt, status: leads.status }).from(leads).where(eq(leads.id, id));
  return row;
}
