/** Proposals: staff's editor, the PDF, and the customer's page to approve or decline. */
export { LeadProposals } from "./components/lead-proposals";
export { ProposalScreen } from "./components/proposal-screen";
export { PublicProposalView } from "./components/public-proposal-view";
