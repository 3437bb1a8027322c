/** E-mail: the outbox that sends, retries and keeps every message, and its screen. */
export { accessMailKinds, secretLinkPlaceholder } from "./access-mail";
export { OutboxFilters } from "./components/outbox-filters";
export { OutboxList } from "./components/outbox-list";
export { ResendForm, ResendQuestion } from "./components/resend-dialog";
export { resendConfirmationParam } from "./outbox-schema";
export { outboxKindLabel, outboxStatusLabels } from "./outbox-row";
