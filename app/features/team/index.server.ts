/** The team: invitations, roles, deactivation and reset links; this is its server side. */
export { invitationByLink, listInvitations } from "./invitations.server";
export { listTeam } from "./members.server";
export { teamAction } from "./team-action.server";
export { acceptInvitationAction } from "./accept-action.server";
