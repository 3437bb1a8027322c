import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { policies } from "~/db/schema";
import { isUuid } from "~/lib/ids";
import { restoreRevision, type HistorySubject } from "~/features/revisions/index.server";
import { updatePolicy } from "./service.server";

/** A policy's 'Histórico': restoring saves the revision as the editor would. */
export const policyHistory: HistorySubject = {
  async describe(id) {
    if (!isUuid(id)) return undefined;
    const [policy] = await db().select({ title: policies.title }).from(policies).where(eq(policies.id, id)).limit(1);
    return policy ? { title: policy.title, editorPath: "/admin/policies" } : undefined;
  },
  restore: (id, input) =>
    restoreRevision({ subject: "policy", subjectId: id }, input, (snapshot, by) => updatePolicy({ ...snapshot, id }, by)),
};
