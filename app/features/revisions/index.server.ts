export { restoreRevision, revisionHistory, type HistorySubject } from "./history.server";
export { deleteRevisions, recordRevision, type Authorship } from "./record.server";
