/** Reminders: meeting reminders, the morning digest and the leads waiting for an answer. */
export { WaitingLeadsCard } from "./components/waiting-leads-card";
