/** Contact requests from the public forms, and the 'Caixa de Entrada' where staff read them; this is its server side. */
export { deleteContactRequest, listContactRequests, pageOfContactRequests } from "./inbox.server";
export { inboxAction } from "./inbox-action.server";
export { contactFormAction, respondToContactRequest } from "./respond.server";
export { stampContactFormClock } from "./form-clock.server";
