import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";

/**
 * Whether a staff account, active or not, has this e-mail, compared as leads compare e-mails
 * (without regard to spaces, case or accents): such an address is never a visitor's to export
 * or erase (decision 177).
 */
export async function belongsToStaff(executor: Database | Transaction, email: string) {
  const found = await queryRows<{ id: string }>(
    executor,
    sql`select id from users
        where immutable_unaccent(lower(trim(email))) = immutable_unaccent(lower(trim(${email})))
        limit 1`,
  );
  return found.length > 0;
}
