export { proposalAction, proposalScreen, proposalsOfLead } from "./staff.server";
export { proposalForPdf, proposalPage, proposalPageHeaders } from "./public.server";
export { catalogueSearchResponse, proposalPdfResponse, staffProposalPdf } from "./downloads.server";
export { publicAnswerAction } from "./answer-action.server";
