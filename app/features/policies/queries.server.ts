import { asc } from "drizzle-orm";
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
