export { deleteContactRequest, listContactRequests, pageOfContactRequests } from "./inbox.server";
export { inboxAction } from "./inbox-action.server";
export { contactFormAction, respondToContactRequest } from "./respond.server";
export { stampContactFormClock } from "./form-clock.server";
