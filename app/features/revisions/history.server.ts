import { z } from "~/lib/zod";
import type { RevisionSubject } from "~/db/schema";
import { changesBetween } from "./changes";
import type { RevisionEntry } from "./entry";
import { findRevision, listRevisions } from "./queries.server";
import type { Authorship } from "./record.server";
import { revisionMessages } from "./messages";
import type { ActionResult } from "~/lib/action-result";

type Item = { subject: RevisionSubject; subjectId: string };

/** An item's kept revisions, newest first, each with its changes against the one before. */
export async function revisionHistory(item: Item): Promise<RevisionEntry[]> {
  const rows = await listRevisions(item);
  return rows.map((row, index) => {
    const previous = rows[index + 1];
    return {
      id: row.id,
      savedAt: row.createdAt.toISOString(),
      author: row.authorName,
      origin: row.origin,
      restoredFromAt: row.restoredFromAt?.toISOString() ?? null,
      changes: previous ? changesBetween(previous.snapshot, row.snapshot) : null,
    };
  });
}

const restoreRequest = z.object({ revision: z.uuid() });

/**
 * Saves a kept revision again through the item's own save, so its rules (slugs, redirects,
 * search columns, the page cache) apply as to any save; the restore is itself a new revision.
 */
export async function restoreRevision(
  item: Item,
  input: unknown,
  save: (snapshot: Record<string, unknown>, by: Authorship) => Promise<{ ok: true } | { ok: false; status: number; message: string }>,
): Promise<ActionResult> {
  const request = restoreRequest.safeParse(input);
  const revision = request.success ? await findRevision(item, request.data.revision) : undefined;
  if (!revision) return { ok: false, status: 404, message: revisionMessages.notFound };
  const saved = await save(revision.snapshot, { origin: "restore", restoredFromAt: revision.createdAt });
  return saved.ok ? { ok: true } : { ok: false, status: saved.status, message: `${revisionMessages.restoreFailed}: ${saved.message}` };
}

/** What the 'Histórico' screen names and links to: the item's title and its editor. */
type HistoryItem = { title: string; editorPath: string };

/** How the 'Histórico' screen reads and restores one kind of item, given by the feature that saves it. */
export type HistorySubject = {
  describe: (id: string) => Promise<HistoryItem | undefined>;
  restore: (id: string, input: unknown) => Promise<ActionResult>;
};
