export { mailConfigured } from "./deliver.server";
export { enqueueMail, type OutboxMail } from "./enqueue.server";
export { enqueueStaffMail } from "./staff-mail.server";
export { awaitMailOutcome, drainOutbox, startOutbox } from "./worker.server";
export { listLeadMails, pageOfOutbox, resendMail } from "./outbox-list.server";
