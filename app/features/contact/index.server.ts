export { deleteContactRequest, listContactRequests, pageOfContactRequests, setRead } from "./inbox.server";
export { contactFormAction, respondToContactRequest } from "./respond.server";
export { stampContactFormClock } from "./form-clock.server";
