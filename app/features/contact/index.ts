/** Contact requests from the public forms, and the 'Caixa de Entrada' where staff read them. */
export { ContactRequestForm } from "./components/contact-request-form";
export { LeadCapture, useLeadCapture } from "./components/lead-capture";
export { MessageDetail } from "./components/message-detail";
export { contactRequestsCsv } from "./csv";
export { inboxMessages, type InboxMessage } from "./inbox-messages";
export { markLeadPromptDone } from "./lead-budget";
export { requestTypeLabel } from "./request-types";
export { contactMessages } from "./schema";
