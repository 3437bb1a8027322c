export { restoreRevision, revisionHistory, type HistorySubject } from "./history.server";
export { deleteRevisions, recordRevision, revisionsKept, type Authorship } from "./record.server";
