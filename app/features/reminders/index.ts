export { WaitingLeadsCard } from "./components/waiting-leads-card";
export type { WaitingLeadsData } from "./waiting-leads-query";
