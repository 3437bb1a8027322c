import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { revisions, users, type RevisionSubject } from "~/db/schema";
import { revisionsKept } from "./record.server";

type Item = { subject: RevisionSubject; subjectId: string };

const ofItem = ({ subject, subjectId }: Item) => and(eq(revisions.subject, subject), eq(revisions.subjectId, subjectId));

/** An item's kept revisions, newest first, with their authors' names. */
export function listRevisions(item: Item) {
  return db()
    .select({
      id: revisions.id,
      snapshot: revisions.snapshot,
      origin: revisions.origin,
      restoredFromAt: revisions.restoredFromAt,
      createdAt: revisions.createdAt,
      authorName: users.name,
    })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.authorId))
    .where(ofItem(item))
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(revisionsKept);
}

/** One revision of the item; none when it is another item's, or no longer kept. */
export async function findRevision(item: Item, revisionId: string) {
  const [row] = await db()
    .select({ snapshot: revisions.snapshot, createdAt: revisions.createdAt })
    .from(revisions)
    .where(and(ofItem(item), eq(revisions.id, revisionId)))
    .limit(1);
  return row;
}
