export { LeadsPanel } from "./components/leads-panel";
export { leadContactSchema, leadEmailSchema, leadMessages, leadNameSchema, leadPhoneSchema } from "./contact-rules";
export { leadsListSizes } from "./leads-list";
export { toLeadRow } from "./lead-row";
export { leadStatusLabel } from "./lead-status";
export { staffLeadCommandSchemas, type StaffLeadCommand } from "./staff-commands";
export { staffLeadMessages } from "./staff-messages";
