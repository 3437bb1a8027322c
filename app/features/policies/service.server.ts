import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { policies } from "~/db/schema";
import { invalidateCache } from "~/features/page-cache/index.server";
import { cacheTags } from "~/features/page-cache";
import { validate } from "~/lib/validation";
import { policyUpdateSchema } from "./schema";

export type PolicyUpdateResult = { ok: true } | { ok: false; status: number; message: string };

/** Saves a policy's title and content; the public page shows it on the next request. */
export async function updatePolicy(input: unknown): Promise<PolicyUpdateResult> {
  const valid = validate(policyUpdateSchema, input);
  if (!valid.ok) return { ok: false, status: 400, message: valid.message };
  const { id, title, content } = valid.data;
  const updated = await db()
    .update(policies)
    .set({ title, content, updatedAt: new Date() })
    .where(eq(policies.id, id))
    .returning({ id: policies.id });
  if (updated.length === 0) return { ok: false, status: 404, message: "Política não encontrada" };
  await invalidateCache(cacheTags.policies);
  return { ok: true };
}
