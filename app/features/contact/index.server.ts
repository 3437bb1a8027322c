export { deleteContactRequest, listContactRequests, setRead } from "./inbox.server";
export { contactFormAction, respondToContactRequest } from "./respond.server";
