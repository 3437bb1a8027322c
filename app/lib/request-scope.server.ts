import { AsyncLocalStorage } from "node:async_hooks";

/** The request being handled, so that whatever is logged while handling it carries its id. */
export const requestScope = new AsyncLocalStorage<{ id: string }>();
