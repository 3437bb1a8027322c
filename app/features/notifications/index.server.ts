/** E-mail: the outbox that sends, retries and keeps every message, and its screen; this is its server side. */
export { mailConfigured } from "./deliver.server";
export { enqueueMail } from "./enqueue.server";
export { enqueueStaffMail } from "./staff-mail.server";
export { awaitMailOutcome, drainOutbox, startOutbox } from "./worker.server";
export { pageOfOutbox, resendAction } from "./outbox-list.server";
