export { accessMailKinds, secretLinkPlaceholder } from "./access-mail";
export { OutboxFilters } from "./components/outbox-filters";
export { OutboxList } from "./components/outbox-list";
export { outboxMessages, resendSchema } from "./outbox-schema";
