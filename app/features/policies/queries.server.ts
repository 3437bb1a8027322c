import { asc, eq, max } from "drizzle-orm";
import { db } from "~/db/client.server";
import { policies } from "~/db/schema";

export function listPolicies() {
  return db()
    .select({
      id: policies.id,
      sectionKey: policies.sectionKey,
      title: policies.title,
      content: policies.content,
      updatedAt: policies.updatedAt,
    })
    .from(policies)
    .orderBy(asc(policies.sectionKey));
}

/**
 * The version of the cookie policy a visitor's choice was made under (decision 141): the time
 * it was last saved, which the policies page shows as 'Atualizada em'. Null before it exists.
 */
export async function cookiePolicyVersion() {
  const [row] = await db().select({ updatedAt: policies.updatedAt }).from(policies).where(eq(policies.sectionKey, "cookie_policy"));
  return row ? row.updatedAt.toISOString() : null;
}

/** When any policy was last saved: the policies page's last change. Null before any exists. */
export async function policiesUpdatedAt() {
  const [row] = await db()
    .select({ updatedAt: max(policies.updatedAt) })
    .from(policies);
  return row?.updatedAt ?? null;
}
