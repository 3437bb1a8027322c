export { WaitingLeadsCard } from "./components/waiting-leads-card";
