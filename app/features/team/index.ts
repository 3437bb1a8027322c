/** The team: invitations, roles, deactivation and reset links. */
export { InvitationList } from "./components/invitation-list";
export { InviteForm } from "./components/invite-form";
export { MemberCard } from "./components/member-card";
export { AcceptInvitationForm } from "./components/accept-invitation-form";
export { roleLabels } from "./schema";
export { invitationClosedMessages, type InvitationClosedReason } from "./invitation-state";
