import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { leads } from "~/db/schema";

export type KnownLead = { id: string; name: string; emailKey: string | null; phoneKey: string | null; lastTouchAt: Date };

const inList = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The live leads with one of these e-mails (lowercase, without accents, as the unique index
 * compares them) or phone keys: what an import's rows would join.
 */
export async function liveLeadsOfContacts(emailKeys: string[], phoneKeys: string[]): Promise<KnownLead[]> {
  if (emailKeys.length === 0 && phoneKeys.length === 0) return [];
  const byEmail = emailKeys.length ? sql`immutable_unaccent(lower(email)) in (${inList(emailKeys)})` : sql`false`;
  const byPhone = phoneKeys.length ? sql`phone_key in (${inList(phoneKeys)})` : sql`false`;
  const rows = await queryRows<{
    id: string;
    name: string;
    email_key: string | null;
    phone_key: string | null;
    last_touch_at: string | Date;
  }>(
    db(),
    sql`select id, name, immutable_unaccent(lower(email)) as email_key, phone_key, last_touch_at
        from ${leads} where deleted = false and (${byEmail} or ${byPhone})`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    emailKey: row.email_key,
    phoneKey: row.phone_key,
    lastTouchAt: new Date(row.last_touch_at),
  }));
}
