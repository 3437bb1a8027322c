export { RevisionHistory, type RestoreAnswer } from "./components/revision-history";
export { HistoryLink, historyPath } from "./components/history-link";
