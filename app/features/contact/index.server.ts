export { deleteContactRequest, listContactRequests, pageOfContactRequests, setRead } from "./inbox.server";
export { contactFormAction, respondToContactRequest } from "./respond.server";
