/** Revisions of pages and posts: their history and restoring one. */
export { RevisionHistory } from "./components/revision-history";
export { HistoryLink } from "./components/history-link";
