export { LeadProposals } from "./components/lead-proposals";
export { ProposalScreen } from "./components/proposal-screen";
export { PublicProposalView } from "./components/public-proposal-view";
