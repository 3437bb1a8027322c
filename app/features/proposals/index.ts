export { LeadProposals, type LeadProposal } from "./components/lead-proposals";
export { ProposalScreen } from "./components/proposal-screen";
export { PublicProposalView, type PostedAnswer } from "./components/public-proposal-view";
export { proposalMessages } from "./schema";
