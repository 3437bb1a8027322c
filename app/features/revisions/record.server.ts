import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { revisions, type RevisionOrigin, type RevisionSubject } from "~/db/schema";

/** How many revisions each item keeps; older ones go when a new one is stored. */
export const revisionsKept = 50;

/** Who saved, and why: an editor's save (the default), a restore or a scheduled publication. */
export type Authorship = { authorId: string | null; origin?: RevisionOrigin; restoredFromAt?: Date };

type Item = { subject: RevisionSubject; subjectId: string };

/**
 * Stores what was just saved as the item's newest revision, and drops those past the last 50,
 * in the transaction of the save itself.
 */
export async function recordRevision(tx: Transaction, item: Item, snapshot: Record<string, unknown>, by: Authorship) {
  await tx.insert(revisions).values({
    ...item,
    snapshot,
    authorId: by.authorId,
    origin: by.origin ?? "save",
    restoredFromAt: by.restoredFromAt ?? null,
  });
  const ofItem = and(eq(revisions.subject, item.subject), eq(revisions.subjectId, item.subjectId));
  const kept = tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(ofItem)
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(revisionsKept);
  await tx.delete(revisions).where(and(ofItem, notInArray(revisions.id, kept)));
}

/** Forgets the revisions of deleted items. */
export async function deleteRevisions(tx: Transaction, subject: RevisionSubject, subjectIds: string[]) {
  if (subjectIds.length === 0) return;
  await tx.delete(revisions).where(and(eq(revisions.subject, subject), inArray(revisions.subjectId, subjectIds)));
}
