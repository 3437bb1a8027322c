export { restoreRevision, revisionHistory, type HistorySubject } from "./history.server";
export { authorOf, deleteRevisions, recordRevision, type Authorship } from "./record.server";
