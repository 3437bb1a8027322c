/** Revisions of pages and posts: their history and restoring one; this is its server side. */
export { restoreRevision, revisionHistory, type HistorySubject } from "./history.server";
export { authorOf, deleteRevisions, recordRevision, type Authorship } from "./record.server";
