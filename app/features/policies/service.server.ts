import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { policies } from "~/db/schema";
import { invalidateCache } from "~/platform/page-cache/index.server";
import { cacheTags } from "~/platform/page-cache";
import { recordRevision, type Authorship } from "~/features/revisions/index.server";
import { validate } from "~/lib/validation";
import { policyUpdateSchema } from "./schema";
import type { ActionResult } from "~/lib/action-result";

/** Saves a policy's title and content, kept as a revision; the public page shows it on the next request. */
export async function updatePolicy(input: unknown, by: Authorship = {}): Promise<ActionResult> {
  const valid = validate(policyUpdateSchema, input);
  if (!valid.ok) return { ok: false, status: 400, message: valid.message };
  const { id, title, content } = valid.data;
  const saved = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(policies).where(eq(policies.id, id)).limit(1);
    if (!before) return false;
    await tx.update(policies).set({ title, content, updatedAt: new Date() }).where(eq(policies.id, id));
    await recordRevision(tx, { subject: "policy", subjectId: id }, { title, content }, by, {
      snapshot: { title: before.title, content: before.content },
      savedAt: before.updatedAt,
    });
    return true;
  });
  if (!saved) return { ok: false, status: 404, message: "Política não encontrada" };
  await invalidateCache(cacheTags.policies);
  return { ok: true };
}
