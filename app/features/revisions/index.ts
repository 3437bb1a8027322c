export { RevisionHistory } from "./components/revision-history";
export { HistoryLink } from "./components/history-link";
