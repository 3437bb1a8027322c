/** Proposals: staff's editor, the PDF, and the customer's page to approve or decline; this is its server side. */
export { proposalAction, proposalScreen, proposalsOfLead } from "./staff.server";
export { proposalForPdf, proposalPage, proposalPageHeaders } from "./public.server";
export { catalogueSearchResponse, proposalPdfResponse, staffProposalPdf } from "./downloads.server";
export { publicAnswerAction } from "./answer-action.server";
