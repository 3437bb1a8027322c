import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import { recordActivity, type ActivityEntity } from "~/features/activity/index.server";
import type { Transaction } from "~/db/client.server";
import { revisions, type RevisionOrigin, type RevisionSubject } from "~/db/schema";
import { currentActor } from "~/lib/request-scope.server";
import { changesBetween } from "./changes";

/** How many revisions each item keeps; older ones go when a new one is stored. */
export const revisionsKept = 50;

/**
 * Who saved, and why: an editor's save (the default), a restore or a scheduled publication. The
 * author is the staff member the request acts for, unless named: a scheduled publication has no
 * request and names who scheduled it.
 */
export type Authorship = { authorId?: string | null; origin?: RevisionOrigin; restoredFromAt?: Date };

/** The author of a save: the one named, else the request's staff member, else nobody. */
export const authorOf = (by: Authorship) => (by.authorId === undefined ? (currentActor()?.id ?? null) : by.authorId);

type Item = { subject: RevisionSubject; subjectId: string };

/** The activity log's name for an item: the special pages are the home and the about page. */
function activityEntity({ subject, subjectId }: Item): ActivityEntity {
  if (subject === "special") return subjectId === "home" ? "home-page" : "about-page";
  return subject;
}

const activityActions = { save: "updated", restore: "restored", schedule: "published", baseline: "updated" } as const;

/** What an item held before this save, in the shape of its snapshots, and since when. */
type Baseline = { snapshot: Record<string, unknown>; savedAt: Date };

/**
 * Stores what was just saved as the item's newest revision, and drops those past the last 50,
 * in the transaction of the save itself. An item saved for the first time since revisions exist
 * (content from before them, or the seed) first gets its previous state as a baseline, so this
 * save can be undone too.
 */
export async function recordRevision(tx: Transaction, item: Item, snapshot: Record<string, unknown>, by: Authorship, baseline?: Baseline) {
  const authorId = authorOf(by);
  const ofItem = and(eq(revisions.subject, item.subject), eq(revisions.subjectId, item.subjectId));
  if (baseline && (await tx.$count(revisions, ofItem)) === 0) {
    await tx
      .insert(revisions)
      .values({ ...item, snapshot: baseline.snapshot, authorId: null, origin: "baseline", createdAt: baseline.savedAt });
  }
  const [previous] = await tx
    .select({ snapshot: revisions.snapshot })
    .from(revisions)
    .where(ofItem)
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(1);
  // Each save is also a row of the activity log, naming the fields it changed as the editors do,
  // with the short values before and after.
  const changes = previous ? changesBetween(previous.snapshot, snapshot) : [];
  await recordActivity(tx, {
    entity: activityEntity(item),
    entityId: item.subjectId,
    action: previous ? activityActions[by.origin ?? "save"] : "created",
    label: typeof snapshot.title === "string" ? snapshot.title : "",
    fields: [...new Set(changes.map((change) => change.label))],
    changes: changes.flatMap((change) => ("before" in change ? [{ field: change.label, before: change.before, after: change.after }] : [])),
    actorId: authorId,
  });
  await tx.insert(revisions).values({
    ...item,
    snapshot,
    authorId,
    origin: by.origin ?? "save",
    restoredFromAt: by.restoredFromAt ?? null,
  });
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
