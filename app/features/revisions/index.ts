export { RevisionHistory, type RestoreAnswer } from "./components/revision-history";
export { HistoryLink } from "./components/history-link";
